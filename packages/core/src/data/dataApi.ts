// The data API's bodies (spec section 7) as valibot schemas: the widget checks the server's
// answers and the server's tests check its answers with these same definitions.
import * as v from 'valibot'
import { type CheckBodyReturnType, checkBody } from '../schemas/checkBody.js'

const caipNetworkId = v.pipe(
  v.string(),
  v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 network id'),
)
const isoDateTime = v.pipe(
  v.string(),
  v.check((value) => !Number.isNaN(Date.parse(value)), 'must be an ISO 8601 date-time'),
)
const decimalString = v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/, 'must be a decimal number'))
const image = v.object({ url: v.string(), content_type: v.optional(v.string()) })

/** `GET /v1/supported-chains`: the CAIP-2 ids the deployment serves over HTTP (and WebSocket). */
export const supportedChainsResponseSchema = v.object({
  http: v.array(caipNetworkId),
  ws: v.array(caipNetworkId),
})

/** A token balance (spec section 3); `address` is the CAIP-10 asset id, absent for the native coin. */
const tokenBalanceSchema = v.object({
  name: v.string(),
  symbol: v.string(),
  chainId: caipNetworkId,
  address: v.optional(v.string()),
  value: v.number(),
  price: v.number(),
  quantity: v.object({
    decimals: v.pipe(v.string(), v.regex(/^\d+$/, 'must be digits')),
    numeric: decimalString,
  }),
  iconUrl: v.string(),
})

/** `GET /v1/account/{address}/balance`. */
export const balanceResponseSchema = v.object({ balances: v.array(tokenBalanceSchema) })

/** `POST /v1/fungible/price`'s body: CAIP-10 asset ids (the native coin's is the all-e address). */
export const fungiblePriceRequestSchema = v.object({
  currency: v.string(),
  addresses: v.pipe(
    v.array(v.string()),
    v.minLength(1, 'must list at least one asset'),
    v.maxLength(100, 'must list at most 100 assets'),
  ),
  projectId: v.optional(v.string()),
})

/** `POST /v1/fungible/price`'s answer: the assets it knows, in the order asked. */
export const fungiblePriceResponseSchema = v.object({
  fungibles: v.array(
    v.object({
      name: v.string(),
      symbol: v.string(),
      iconUrl: v.string(),
      price: v.number(),
      address: v.optional(v.string()),
    }),
  ),
})

/** `GET /v1/identity/{address}`: the account's name and avatar, null when it has none. */
export const identityResponseSchema = v.object({
  name: v.nullable(v.string()),
  avatar: v.nullable(v.string()),
})

/**
 * `GET /v1/profile/account/{name}`: the addresses a name points to, by coin type (ENSIP-11:
 * '60' for Ethereum's and every EVM chain's address), and its text attributes (avatar, ...).
 */
export const profileAccountResponseSchema = v.object({
  name: v.string(),
  addresses: v.record(v.string(), v.object({ address: v.string() })),
  attributes: v.record(v.string(), v.string()),
})

/** A coin or token moved by a transaction. */
const fungibleInfoSchema = v.object({
  name: v.string(),
  symbol: v.string(),
  icon: v.nullable(v.object({ url: v.string() })),
})

/** An NFT moved by a transaction. */
const nftInfoSchema = v.object({
  name: v.string(),
  content: v.object({ preview: v.nullable(image) }),
  flags: v.object({ is_spam: v.boolean() }),
})

/** One movement of a transaction, seen from the account whose history it is. */
const transactionTransferSchema = v.object({
  fungible_info: v.optional(fungibleInfoSchema),
  nft_info: v.optional(nftInfoSchema),
  direction: v.picklist(['in', 'out', 'self']),
  /** Who the movement came from and went to (the transaction's own from and to may be a token contract). */
  sender: v.optional(v.string()),
  recipient: v.optional(v.string()),
  quantity: v.object({ numeric: decimalString }),
  value: v.optional(v.number()),
  price: v.optional(v.number()),
})

/** A history entry (spec section 3). */
const transactionSchema = v.object({
  id: v.string(),
  metadata: v.object({
    operationType: v.string(),
    hash: v.string(),
    minedAt: isoDateTime,
    sentFrom: v.string(),
    sentTo: v.string(),
    status: v.picklist(['confirmed', 'failed', 'pending']),
    nonce: v.number(),
    chain: caipNetworkId,
  }),
  transfers: v.array(transactionTransferSchema),
})

/** `GET /v1/account/{account}/history`: a page, newest first, and the cursor of the next (null at the end). */
export const historyResponseSchema = v.object({
  data: v.array(transactionSchema),
  next: v.nullable(v.string()),
})

/** The body of `GET /v1/supported-chains`. */
export type SupportedChainsResponse = v.InferOutput<typeof supportedChainsResponseSchema>
/** The body of `GET /v1/account/{address}/balance`. */
export type BalanceResponse = v.InferOutput<typeof balanceResponseSchema>
/** The answer of `POST /v1/fungible/price`. */
export type FungiblePriceResponse = v.InferOutput<typeof fungiblePriceResponseSchema>
/** The body of `GET /v1/identity/{address}`. */
export type IdentityResponse = v.InferOutput<typeof identityResponseSchema>
/** The body of `GET /v1/profile/account/{name}`. */
export type ProfileAccountResponse = v.InferOutput<typeof profileAccountResponseSchema>
/** A history entry. */
export type Transaction = v.InferOutput<typeof transactionSchema>
/** One movement of a history entry. */
export type TransactionTransfer = v.InferOutput<typeof transactionTransferSchema>
/** The body of `GET /v1/account/{account}/history`. */
export type HistoryResponse = v.InferOutput<typeof historyResponseSchema>

/** One of the data API's schemas. */
export type DataApiSchema =
  | typeof supportedChainsResponseSchema
  | typeof balanceResponseSchema
  | typeof fungiblePriceRequestSchema
  | typeof fungiblePriceResponseSchema
  | typeof identityResponseSchema
  | typeof profileAccountResponseSchema
  | typeof historyResponseSchema

/** What `checkDataApiBody` found: the typed body, or what is wrong with it. */
export type CheckDataApiBodyReturnType<schema extends DataApiSchema> = CheckBodyReturnType<
  v.InferOutput<schema>
>

/**
 * Checks a body against one of the data API's schemas, for code that does not import valibot
 * (the server): the typed body, or the first problem as `path: message`.
 */
export function checkDataApiBody<schema extends DataApiSchema>(
  schema: schema,
  body: unknown,
): CheckDataApiBodyReturnType<schema> {
  return checkBody(schema, body)
}
