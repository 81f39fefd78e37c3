/** The badges an entry can carry; `certified` marks a few long-established wallets the catalog vouches for. */
export const badgeTypes = ['none', 'certified'] as const

/** One of `badgeTypes`. */
export type BadgeType = (typeof badgeTypes)[number]

/** A wallet as `GET /getWallets` returns it in `data` (spec section 3, plus the store links). */
export type WalletEntry = {
  /** Stable id: 1 to 64 of [a-z0-9-] (a slug such as `metamask`, or a 64-hex explorer id). */
  id: string
  name: string
  /** Id for `GET /getWalletImage/{image_id}`: the SHA-256 of the image bytes, in hex. */
  image_id: string
  /** EIP-6963 reverse-DNS id the wallet announces itself with, when it has one. */
  rdns: string | null
  /** CAIP-2 ids, or `namespace:*` for every chain of a namespace. */
  chains: string[]
  /** Native deep link (`metamask://`) or universal link that opens the mobile app. */
  mobile_link: string | null
  /** Link that opens the desktop app. */
  desktop_link: string | null
  /** Web app URL, for wallets that run in a page. */
  webapp_link: string | null
  homepage: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
  badge_type: BadgeType
}

/** An image the server serves: its bytes and the content type they are sent with. */
export type StoredImage = { contentType: string; bytes: Buffer }

/** A checked catalog entry ready to store: `WalletEntry` with its image instead of `image_id`. */
export type WalletCatalogEntry = Omit<WalletEntry, 'image_id'> & { image: StoredImage }
