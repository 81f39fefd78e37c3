import type { RegistryWallet } from '@latchkey/core/protocol'

/** The badges an entry can carry; `certified` marks a few long-established wallets the catalog vouches for. */
export const badgeTypes = ['none', 'certified'] as const

/** One of `badgeTypes`. */
export type BadgeType = (typeof badgeTypes)[number]

/**
 * A wallet as `GET /getWallets` returns it in `data`: core's `registryWalletSchema` (the one
 * definition the widget checks answers with), every field present, and a badge from `badgeTypes`.
 * Ids are 1 to 64 of [a-z0-9-]; `image_id` is the SHA-256 of the image bytes, in hex.
 */
export type WalletEntry = Omit<RegistryWallet, 'badge_type'> & { badge_type: BadgeType }

/** An image the server serves: its bytes and the content type they are sent with. */
export type StoredImage = { contentType: string; bytes: Buffer }

/** A checked catalog entry ready to store: `WalletEntry` with its image instead of `image_id`. */
export type WalletCatalogEntry = Omit<WalletEntry, 'image_id'> & { image: StoredImage }
