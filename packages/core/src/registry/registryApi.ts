// The wallet listing service's bodies (spec section 7) as valibot schemas: the widget checks
// the server's answers where they arrive, and types what it reads from these definitions.
import * as v from 'valibot'

const nullableString = v.nullable(v.string())

/** A wallet listing entry as `GET /getWallets` returns it in `data` (spec section 3). */
const registryWalletSchema = v.object({
  id: v.string(),
  name: v.string(),
  /** Id for `GET /getWalletImage/{image_id}`. */
  image_id: v.string(),
  rdns: nullableString,
  /** CAIP-2 ids, or `namespace:*` for every chain of a namespace. */
  chains: v.array(v.string()),
  mobile_link: nullableString,
  desktop_link: nullableString,
  webapp_link: nullableString,
  // Fields an older server may not send: absent reads as unknown.
  homepage: v.optional(nullableString, null),
  app_store: v.optional(nullableString, null),
  play_store: v.optional(nullableString, null),
  chrome_store: v.optional(nullableString, null),
  badge_type: v.optional(nullableString, null),
})

/** A wallet of the registry. */
export type RegistryWallet = v.InferOutput<typeof registryWalletSchema>

/** `GET /getWallets`: one page of entries and how many match the filters in all. */
export const getWalletsResponseSchema = v.object({
  data: v.array(registryWalletSchema),
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
})

/** The answer of `GET /getWallets`. */
export type GetWalletsResponse = v.InferOutput<typeof getWalletsResponseSchema>

/** `GET /getAnalyticsConfig`. */
export const analyticsConfigResponseSchema = v.object({ isAnalyticsEnabled: v.boolean() })

/** The answer of `GET /getAnalyticsConfig`. */
export type AnalyticsConfigResponse = v.InferOutput<typeof analyticsConfigResponseSchema>

/** The body of a refused request: `{ error: { code, message } }`. */
export const registryErrorBodySchema = v.object({
  error: v.object({ code: v.string(), message: v.optional(v.string()) }),
})
