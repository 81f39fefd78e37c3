import { getSafeLink } from '../registry/getSafeLink.js'

/** A link that opens a wallet on a pairing URI, and the wallet's base link kept for requests. */
export type WalletLink = {
  /** Where to go now: the wallet's link with the encoded pairing URI. */
  href: string
  /** The wallet's link alone (what the SDK opens again when the dapp sends a request). */
  base: string
}

/**
 * Builds the link that opens a wallet on a pairing URI from its registry link: a universal link
 * (`https://wallet.example/`), a native scheme (`wallet://`, or `wallet:` / `wallet` written
 * without slashes), a scheme with a path (`wallet:/connect`) or an Android `intent:` gets
 * `wc?uri=` and the encoded URI. A link that is not a safe app link (see `getSafeLink`) is not
 * used: both are then the pairing URI itself, which the phone offers to its wallets.
 */
export function formatWalletLink(link: string, uri: string): WalletLink {
  let base = link
  // A bare scheme: `trust`, `metamask:` or `metamask:/`.
  const scheme = /^([a-z][a-z0-9+.-]*)(?::\/?)?$/i.exec(base)?.[1]
  if (scheme) base = `${scheme}://`
  if (!getSafeLink(base, 'app')) return { href: uri, base: uri }
  // An intent's parameters follow `#`: the pairing goes in its path, before them.
  const hash = /^intent:/i.test(base) ? base.indexOf('#') : -1
  const fragment = hash === -1 ? '' : base.slice(hash)
  if (hash !== -1) base = base.slice(0, hash)
  if (!base.endsWith('/')) base = `${base}/`
  return { href: `${base}wc?uri=${encodeURIComponent(uri)}${fragment}`, base: `${base}${fragment}` }
}
