// The data API's convert (swap) calls (spec section 7) as valibot schemas: the server checks
// requests with them and its tests check its answers; the widget checks the server's answers.
// Amounts on the wire are whole numbers of the token's base units (wei for the native coin) as
// decimal strings, so no precision is lost; tokens are CAIP-10 asset ids
// (`eip155:31337:0x…`), the native coin's with the all-e address (spec section 9).
import * as v from 'valibot'
import { type CheckBodyReturnType, checkBody } from '../schemas/checkBody.js'

const caipNetworkId = v.pipe(
  v.string(),
  v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 network id'),
)
/** An eip155 CAIP-10 account or asset id: `eip155:{chain}:0x{40 hex digits}`. */
const eip155Caip10 = v.pipe(
  v.string(),
  v.regex(/^eip155:\d{1,19}:0x[0-9a-fA-F]{40}$/, 'must be a CAIP-10 address such as eip155:1:0x…'),
)
/** A whole number of base units, zero allowed (an allowance, a fee). */
const baseUnits = v.pipe(v.string(), v.regex(/^\d{1,78}$/, 'must be a whole number of base units'))
/** A whole number of base units above zero (what is paid). */
const positiveBaseUnits = v.pipe(
  v.string(),
  v.regex(/^-?\d{1,78}$/, 'must be a whole number of base units'),
  v.check((value) => /^0*[1-9]/.test(value), 'must be greater than zero'),
)
const hexData = v.pipe(v.string(), v.regex(/^0x([0-9a-fA-F]{2})*$/, 'must be 0x hex data'))
/** Whether a swap's two tokens differ (case aside); checked on `to`. */
const tokensDiffer = (input: { from: string; to: string }) =>
  input.from.toLowerCase() !== input.to.toLowerCase()
const sameTokenMessage = 'must differ from from'

/** `GET /v1/convert/tokens`'s query. */
export const convertTokensRequestSchema = v.object({
  /** The CAIP-2 network whose swappable tokens are listed. */
  chainId: caipNetworkId,
  projectId: v.optional(v.string()),
})

/** A token that can be swapped on a network. */
const convertTokenSchema = v.object({
  name: v.string(),
  symbol: v.string(),
  /** CAIP-10 asset id; the native coin's uses the all-e address. */
  address: eip155Caip10,
  /** How many decimals the token's base units have (18 for the native coin). */
  decimals: v.number(),
  /** An icon's URL (may be empty when the token has none). */
  logoUri: v.string(),
  /** Whether the token accepts EIP-2612 permits (the dev tokens do not: approve first). */
  eip2612: v.optional(v.boolean()),
})

/** `GET /v1/convert/tokens`'s answer: the network's swappable tokens, native coin first. */
export const convertTokensResponseSchema = v.object({ tokens: v.array(convertTokenSchema) })

/** `GET /v1/convert/quotes`'s query. */
export const convertQuotesRequestSchema = v.pipe(
  v.object({
    /** What is paid, in base units of `from` (above zero). */
    amount: positiveBaseUnits,
    /** The payer, CAIP-10 on the tokens' network. */
    userAddress: eip155Caip10,
    /** The token paid (CAIP-10). */
    from: eip155Caip10,
    /** The token received (CAIP-10), not `from`. */
    to: eip155Caip10,
    /** Gas price in wei the network fee is reckoned at (optional: the node's price). */
    gasPrice: v.optional(baseUnits),
    projectId: v.optional(v.string()),
  }),
  v.forward(v.partialCheck([['from'], ['to']], tokensDiffer, sameTokenMessage), ['to']),
)

/** One quote: what `amount` of `from` buys of `to` through the network's market. */
const convertQuoteSchema = v.object({
  /** Null: quotes are not kept by the server, build-transaction quotes again. */
  id: v.nullable(v.string()),
  /** What is paid, base units of `fromAccount`. */
  fromAmount: baseUnits,
  /** The token paid (CAIP-10). */
  fromAccount: eip155Caip10,
  /** What is received, base units of `toAccount` (before slippage). */
  toAmount: baseUnits,
  /** The token received (CAIP-10). */
  toAccount: eip155Caip10,
  /** The route through the pools, token by token (CAIP-10; the native coin as the all-e id). */
  path: v.optional(v.array(eip155Caip10)),
  /** How far the price paid is from the pools' mid price, in percent (decimal string, e.g. '0.31'). */
  priceImpact: v.optional(v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/, 'must be a decimal number'))),
  /** Estimated gas units of the swap. */
  gasLimit: v.optional(baseUnits),
  /** Network fee in wei: gasLimit times the gas price. */
  gasFee: v.optional(baseUnits),
})

/** `GET /v1/convert/quotes`'s answer (one quote per route; empty when there is no route). */
export const convertQuotesResponseSchema = v.object({ quotes: v.array(convertQuoteSchema) })

/** `GET /v1/convert/allowance`'s query. */
export const convertAllowanceRequestSchema = v.object({
  /** The ERC-20 token (CAIP-10); the native coin needs no allowance (answers the maximum). */
  tokenAddress: eip155Caip10,
  /** The owner (CAIP-10 on the token's network). */
  userAddress: eip155Caip10,
  projectId: v.optional(v.string()),
})

/** `GET /v1/convert/allowance`'s answer: what the market's router may spend, in base units. */
export const convertAllowanceResponseSchema = v.object({ allowance: baseUnits })

/** `GET /v1/convert/gas-price`'s query. */
export const convertGasPriceRequestSchema = v.object({
  /** The CAIP-2 network. */
  chainId: caipNetworkId,
  projectId: v.optional(v.string()),
})

/** `GET /v1/convert/gas-price`'s answer: gas prices in wei (the node's, and 10 and 25 % above it). */
export const convertGasPriceResponseSchema = v.object({
  standard: baseUnits,
  fast: baseUnits,
  instant: baseUnits,
})

/** `GET /v1/convert/build-approve`'s query. */
export const convertBuildApproveRequestSchema = v.pipe(
  v.object({
    /** The owner who approves (CAIP-10). */
    userAddress: eip155Caip10,
    /** The ERC-20 token to approve (CAIP-10, not the native coin). */
    from: eip155Caip10,
    /** The token the swap will buy (CAIP-10). */
    to: eip155Caip10,
    /** How much to approve, base units; absent: exactly unlimited (2^256 - 1). */
    amount: v.optional(positiveBaseUnits),
    projectId: v.optional(v.string()),
  }),
  v.forward(v.partialCheck([['from'], ['to']], tokensDiffer, sameTokenMessage), ['to']),
)

/** A transaction to send as it is (the wallet signs it). */
const builtTransactionSchema = v.object({
  /** The sender (CAIP-10). */
  from: eip155Caip10,
  /** The contract called (CAIP-10): the token for an approve, the router for a swap. */
  to: eip155Caip10,
  /** The call data. */
  data: hexData,
  /** Wei sent with the call ('0' unless paying with the native coin). */
  value: baseUnits,
  eip155: v.object({
    /** Gas limit: estimated, or a fixed default when estimation is off or cannot run. */
    gas: baseUnits,
    /** Gas price in wei (the node's). */
    gasPrice: baseUnits,
  }),
})

/** `GET /v1/convert/build-approve`'s answer: the ERC-20 `approve(router, amount)` call. */
export const convertBuildApproveResponseSchema = v.object({ tx: builtTransactionSchema })

/** `POST /v1/convert/build-transaction`'s body. */
export const convertBuildTransactionRequestSchema = v.pipe(
  v.object({
    /** What is paid, in base units of `from` (above zero). */
    amount: positiveBaseUnits,
    /**
     * Slippage tolerance in percent, above 0 and at most 50 with up to 4 decimals; default 1 (spec
     * section 9). A number, as the spec's clients send it, or the same as a decimal string.
     */
    slippage: v.optional(
      v.pipe(
        v.union([v.number(), v.string()], 'must be a percentage such as 1 or 0.5'),
        v.transform(String),
        v.regex(/^\d{1,3}(\.\d{1,4})?$/, 'must be a percentage such as 1 or 0.5'),
        v.check(
          (value) => Number(value) > 0 && Number(value) <= 50,
          'must be above 0 and at most 50',
        ),
        v.transform(Number),
      ),
      1,
    ),
    projectId: v.optional(v.string()),
    /** The token paid (CAIP-10). */
    from: eip155Caip10,
    /** The token received (CAIP-10), not `from`. */
    to: eip155Caip10,
    /** The payer and receiver (CAIP-10). */
    userAddress: eip155Caip10,
    /** True: do not estimate gas (e.g. before the approval is mined); a fixed limit is used. */
    disableEstimate: v.optional(v.boolean(), false),
  }),
  v.forward(v.partialCheck([['from'], ['to']], tokensDiffer, sameTokenMessage), ['to']),
)

/**
 * `POST /v1/convert/build-transaction`'s answer: the router's swap call
 * (swapExactETHForTokens, swapExactTokensForETH or swapExactTokensForTokens) with the minimum
 * out from the slippage, and what the quote said.
 */
export const convertBuildTransactionResponseSchema = v.object({
  tx: builtTransactionSchema,
  /** What the quote gives, base units of `to`. */
  toAmount: baseUnits,
  /** The least the swap accepts (toAmount less the slippage), base units of `to`. */
  minimumToAmount: baseUnits,
})

/** A swappable token. */
export type ConvertToken = v.InferOutput<typeof convertTokenSchema>
/** The answer of `GET /v1/convert/tokens`. */
export type ConvertTokensResponse = v.InferOutput<typeof convertTokensResponseSchema>
/** One quote. */
export type ConvertQuote = v.InferOutput<typeof convertQuoteSchema>
/** The answer of `GET /v1/convert/quotes`. */
export type ConvertQuotesResponse = v.InferOutput<typeof convertQuotesResponseSchema>
/** The answer of `GET /v1/convert/gas-price`. */
export type ConvertGasPriceResponse = v.InferOutput<typeof convertGasPriceResponseSchema>
/** The answer of `GET /v1/convert/build-approve`. */
export type ConvertBuildApproveResponse = v.InferOutput<typeof convertBuildApproveResponseSchema>
/** The answer of `POST /v1/convert/build-transaction`. */
export type ConvertBuildTransactionResponse = v.InferOutput<
  typeof convertBuildTransactionResponseSchema
>

/** One of the convert calls' schemas. */
export type ConvertApiSchema =
  | typeof convertTokensRequestSchema
  | typeof convertTokensResponseSchema
  | typeof convertQuotesRequestSchema
  | typeof convertQuotesResponseSchema
  | typeof convertAllowanceRequestSchema
  | typeof convertAllowanceResponseSchema
  | typeof convertGasPriceRequestSchema
  | typeof convertGasPriceResponseSchema
  | typeof convertBuildApproveRequestSchema
  | typeof convertBuildApproveResponseSchema
  | typeof convertBuildTransactionRequestSchema
  | typeof convertBuildTransactionResponseSchema

/**
 * Checks a query or body against one of the convert schemas, for code that does not import
 * valibot (the server): the typed value, or the first problem as `field: message`.
 */
export function checkConvertApiBody<schema extends ConvertApiSchema>(
  schema: schema,
  body: unknown,
): CheckBodyReturnType<v.InferOutput<schema>> {
  return checkBody(schema, body)
}
