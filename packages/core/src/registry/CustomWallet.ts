/**
 * A wallet the dapp adds to the list by hand (the `customWallets` option), in the shape of a
 * registry entry. With an `rdns` an announced wallet matches, it shows as installed and
 * connects through it; otherwise it connects through WalletConnect (when on) with its links,
 * and offers its downloads.
 */
export type CustomWallet = {
  /** Unique among the custom wallets; not a registry id. */
  id: string
  name: string
  /** The icon: an http(s) URL or a `data:image/...` URI. */
  image_url?: string | undefined
  /** The EIP-6963 reverse-DNS id the wallet announces itself with. */
  rdns?: string | undefined
  /** Native deep link or universal link of the mobile app. */
  mobile_link?: string | undefined
  desktop_link?: string | undefined
  webapp_link?: string | undefined
  homepage?: string | undefined
  app_store?: string | undefined
  play_store?: string | undefined
  chrome_store?: string | undefined
}
