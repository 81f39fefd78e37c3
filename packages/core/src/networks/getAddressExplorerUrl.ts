import type { CaipNetwork } from './CaipNetwork.js'

/** The explorer page of `address` on `caipNetwork`, or undefined when it has no explorer. */
export function getAddressExplorerUrl(
  caipNetwork: CaipNetwork | undefined,
  address: string,
): string | undefined {
  const base = caipNetwork?.blockExplorers?.default.url
  if (!base) return undefined
  // Solana explorers call it an account; every other supported explorer, an address.
  const path = caipNetwork.chainNamespace === 'solana' ? 'account' : 'address'
  return `${base.replace(/\/+$/, '')}/${path}/${address}`
}
