/** A link that opens a wallet on a pairing URI, and the wallet's base link kept for requests. */
export type WalletLink = {
  /** Where to go now: the wallet's link with the encoded pairing URI. */
  href: string
  /** The wallet's link alone (what the SDK opens again when the dapp sends a request). */
  base: string
}

/**
 * Builds the link that opens a wallet on a pairing URI from its registry link: a universal link
 * (`https://wallet.example/`) or a native scheme (`wallet://`, or `wallet:` / `wallet` written
 * without slashes) gets `wc?uri=` and the encoded URI.
 */
export function formatWalletLink(link: string, uri: string): WalletLink {
  let base = link
  if (!/^https?:\/\//i.test(base) && !base.includes('://'))
    base = `${base.replaceAll('/', '').replaceAll(':', '')}://`
  if (!base.endsWith('/')) base = `${base}/`
  return { href: `${base}wc?uri=${encodeURIComponent(uri)}`, base }
}
