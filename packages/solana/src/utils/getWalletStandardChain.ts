import type { IdentifierString } from '@wallet-standard/base'

// The clusters' CAIP-2 references (genesis hash prefixes) and their Wallet Standard names.
const clusterNames: Record<string, IdentifierString> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/**
 * The Wallet Standard chain of a CAIP-2 network id: the id itself when the wallet lists it, the
 * cluster's name ('solana:mainnet', ...) for the public clusters, else 'solana:localnet'.
 */
export function getWalletStandardChain(
  caipNetworkId: string,
  walletChains: readonly IdentifierString[],
): IdentifierString {
  if (walletChains.includes(caipNetworkId as IdentifierString))
    return caipNetworkId as IdentifierString
  const reference = caipNetworkId.slice(caipNetworkId.indexOf(':') + 1)
  return clusterNames[reference] ?? 'solana:localnet'
}

/** Whether a wallet serves Solana: a `solana:` chain and the Wallet Standard's connect feature. */
export function isSolanaWallet(wallet: {
  chains: readonly string[]
  features: Readonly<Record<string, unknown>>
}): boolean {
  return (
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    'standard:connect' in wallet.features
  )
}
