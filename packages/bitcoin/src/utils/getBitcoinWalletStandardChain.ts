import type { IdentifierString } from '@wallet-standard/base'

// The networks' CAIP-2 references (genesis hash prefixes) and their Bitcoin Wallet Standard names.
const chainNames: Record<string, IdentifierString> = {
  '000000000019d6689c085ae165831e93': 'bitcoin:mainnet',
  '00000000da84f2bafbbc53dee25a72ae': 'bitcoin:testnet',
  '00000008819873e925422c1ff0f99f7c': 'bitcoin:testnet',
  '0f9188f13cb7b2c71f2a335e3a4fc328': 'bitcoin:regtest',
}

/**
 * The Wallet Standard chain of a CAIP-2 network id: the id itself when the wallet lists it, else
 * the network's name ('bitcoin:mainnet', 'bitcoin:testnet', 'bitcoin:regtest').
 */
export function getBitcoinWalletStandardChain(
  caipNetworkId: string,
  walletChains: readonly IdentifierString[],
): IdentifierString {
  if (walletChains.includes(caipNetworkId as IdentifierString))
    return caipNetworkId as IdentifierString
  const reference = caipNetworkId.slice(caipNetworkId.indexOf(':') + 1)
  return chainNames[reference] ?? 'bitcoin:mainnet'
}

/** Whether a wallet serves Bitcoin through the Wallet Standard: it has `bitcoin:connect`. */
export function isBitcoinWallet(wallet: { features: Readonly<Record<string, unknown>> }): boolean {
  return 'bitcoin:connect' in wallet.features
}
