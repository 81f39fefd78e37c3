/** The on-ramp network names of the chains the mapping covers (spec section 9: nine, ethereum the fallback). */
const onRampNetworkNames: Readonly<Record<string, string>> = {
  '1': 'ethereum',
  '10': 'optimism',
  '56': 'bnb-chain',
  '137': 'polygon',
  '8453': 'base',
  '42161': 'arbitrum',
  '43114': 'avalanche-c-chain',
  '100': 'gnosis',
  '42220': 'celo',
}

/** The on-ramp's name of an EVM network: the options' network for `chainId`, else the mapping, else ethereum. */
export function getOnRampNetworkName(
  chainId: string,
  listed: readonly { name: string; chain_id: string }[] = [],
): string {
  return (
    listed.find((network) => network.chain_id === chainId)?.name ??
    onRampNetworkNames[chainId] ??
    'ethereum'
  )
}
