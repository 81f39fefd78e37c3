// The data API's on-ramp calls (spec section 7) as valibot schemas. Fiat amounts are decimal
// strings with two decimals at most ('100.00'); crypto amounts are decimal strings in whole
// coins ('0.0412'), as a person reads them.
import * as v from 'valibot'
import { type CheckBodyReturnType, checkBody } from '../schemas/checkBody.js'

const decimalAmount = v.pipe(
  v.string(),
  v.regex(/^\d{1,15}(\.\d{1,18})?$/, 'must be a decimal amount such as 100.00'),
)
const fiatAmount = v.pipe(
  v.string(),
  v.regex(/^-?\d{1,15}(\.\d{1,2})?$/, 'must be an amount such as 100.00'),
  v.check((value) => Number(value) > 0, 'must be greater than zero'),
)
const shortId = v.pipe(v.string(), v.minLength(1, 'is required'), v.maxLength(64, 'is too long'))

/** A payment method's limits in a fiat currency (spec section 9: card 10.00–7500.00, ...). */
const paymentMethodLimitSchema = v.object({
  /** 'card' or 'ach_bank_account'. */
  id: v.string(),
  /** Least amount, decimal string ('10.00'). */
  min: decimalAmount,
  /** Most amount, decimal string ('7500.00'). */
  max: decimalAmount,
})

/** A fiat currency a person can pay in. */
const paymentCurrencySchema = v.object({
  /** ISO 4217 code: 'USD', 'EUR'. */
  id: v.string(),
  payment_method_limits: v.array(paymentMethodLimitSchema),
})

/** A network a purchase currency is bought on. */
const purchaseNetworkSchema = v.object({
  /** The on-ramp's network name ('ethereum', 'base', ... ; spec section 9's chain mapping). */
  name: v.string(),
  display_name: v.string(),
  /** The token contract ('' for the native coin). */
  contract_address: v.string(),
  /** The EVM chain id as a decimal string ('31337'). */
  chain_id: v.string(),
})

/** A crypto currency a person can buy. */
const purchaseCurrencySchema = v.object({
  /** The provider's id of the asset. */
  id: v.string(),
  name: v.string(),
  symbol: v.string(),
  networks: v.array(purchaseNetworkSchema),
})

/** An on-ramp provider the deployment offers (widget's OnRampProviders list). */
const onrampProviderSchema = v.object({
  /** Stable id: 'sandbox', 'coinbase', ... (also the history call's `onramp` value). */
  id: v.string(),
  /** Shown name. */
  label: v.string(),
  /** Fee range shown to the person ('1-2%'). */
  feeRange: v.string(),
  /** Whether the provider is a test one (no real money moves). */
  sandbox: v.boolean(),
})

/** `GET /v1/onramp/options`'s answer. `providers` is Latchkey's addition (absent: the built-in list). */
export const onrampOptionsResponseSchema = v.object({
  paymentCurrencies: v.array(paymentCurrencySchema),
  purchaseCurrencies: v.array(purchaseCurrencySchema),
  providers: v.optional(v.array(onrampProviderSchema)),
})

/** `POST /v1/onramp/quote`'s body. */
export const onrampQuoteRequestSchema = v.object({
  /** A purchase currency's id or symbol ('ETH'). */
  purchaseCurrency: shortId,
  /** A payment currency's id ('USD'). */
  paymentCurrency: shortId,
  /** What is paid, fiat decimal string, within the payment method's limits. */
  amount: fiatAmount,
  /** The on-ramp network name ('ethereum', ...; unknown names fall back to ethereum). */
  network: shortId,
  /** The provider quoting (default: the first the server offers). */
  provider: v.optional(shortId),
  /** The payment method whose limits apply (default 'card'). */
  paymentMethod: v.optional(shortId),
})

const money = v.object({ amount: decimalAmount, currency: v.string() })

/** `POST /v1/onramp/quote`'s answer. */
export const onrampQuoteResponseSchema = v.object({
  quote: v.object({
    /** What the person pays in all (subtotal plus fees), fiat. */
    paymentTotal: money,
    /** What buys crypto, fiat. */
    paymentSubtotal: money,
    /** The provider's fee, fiat. */
    paymentFee: money,
    /** The network fee, fiat. */
    networkFee: money,
    /** The provider's quote id. */
    quoteId: v.string(),
    /** What arrives, in whole coins of the purchase currency. */
    purchaseAmount: money,
    /** The provider that quoted. */
    provider: v.optional(v.string()),
  }),
})

/** `POST /v1/generators/onrampurl`'s body. */
export const onrampUrlRequestSchema = v.object({
  /** Where the coins go: an address (0x…) and the on-ramp networks/assets it accepts. */
  destinationWallets: v.pipe(
    v.array(
      v.object({
        address: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address')),
        blockchains: v.optional(v.array(shortId)),
        assets: v.optional(v.array(shortId)),
      }),
    ),
    v.minLength(1, 'must list at least one wallet'),
    v.maxLength(5, 'must list at most 5 wallets'),
  ),
  /** The on-ramp network name preselected ('ethereum', ...). */
  defaultNetwork: v.optional(shortId),
  /** The widget's id of the person (any short string), sent back in the purchase. */
  partnerUserId: shortId,
  /** 'buy' or 'send'. */
  defaultExperience: v.optional(v.picklist(['buy', 'send'])),
  /** Crypto amount preset on the checkout page, whole coins. */
  presetCryptoAmount: v.optional(v.number()),
  /** Fiat amount preset on the checkout page. */
  presetFiatAmount: v.optional(v.number()),
  /** The provider whose page to open (default: the first the server offers). */
  provider: v.optional(shortId),
  /** The fiat currency preset ('USD'). */
  paymentCurrency: v.optional(shortId),
  /** The purchase currency preset ('ETH'). */
  purchaseCurrency: v.optional(shortId),
})

/**
 * `POST /v1/generators/onrampurl`'s answer: the provider's page to open in a new window, and
 * (sandbox) the purchase id to follow with `GET /v1/onramp/purchases/{id}`.
 */
export const onrampUrlResponseSchema = v.object({
  url: v.string(),
  purchaseId: v.optional(v.string()),
})

/** A purchase through an on-ramp, as `GET /v1/onramp/purchases/{id}` answers it. */
const onrampPurchaseSchema = v.object({
  id: v.string(),
  provider: v.string(),
  /**
   * 'created': the page is open, not paid; 'pending': paid, the coins are on their way
   * (`txHash` set); 'confirmed': the coins arrived; 'failed': the payout failed.
   */
  status: v.picklist(['created', 'pending', 'confirmed', 'failed']),
  /** Destination address (0x…). */
  address: v.string(),
  /** CAIP-2 network the coins are sent on. */
  chainId: v.string(),
  purchaseCurrency: v.string(),
  paymentCurrency: v.string(),
  /** Fiat paid (null until paid). */
  paymentAmount: v.nullable(decimalAmount),
  /** Coins bought, whole coins (null until paid). */
  purchaseAmount: v.nullable(decimalAmount),
  /** The payout transaction (null until sent). */
  txHash: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
})

/** `GET /v1/onramp/purchases/{id}`'s answer. */
export const onrampPurchaseResponseSchema = v.object({ purchase: onrampPurchaseSchema })

/** A fiat currency and its payment methods' limits. */
export type PaymentCurrency = v.InferOutput<typeof paymentCurrencySchema>
/** A crypto currency to buy. */
export type PurchaseCurrency = v.InferOutput<typeof purchaseCurrencySchema>
/** An on-ramp provider. */
export type OnrampProvider = v.InferOutput<typeof onrampProviderSchema>
/** The answer of `GET /v1/onramp/options`. */
export type OnrampOptionsResponse = v.InferOutput<typeof onrampOptionsResponseSchema>
/** The body of `POST /v1/onramp/quote`. */
export type OnrampQuoteRequest = v.InferOutput<typeof onrampQuoteRequestSchema>
/** The answer of `POST /v1/onramp/quote`. */
export type OnrampQuoteResponse = v.InferOutput<typeof onrampQuoteResponseSchema>
/** The body of `POST /v1/generators/onrampurl`. */
export type OnrampUrlRequest = v.InferOutput<typeof onrampUrlRequestSchema>
/** The answer of `POST /v1/generators/onrampurl`. */
export type OnrampUrlResponse = v.InferOutput<typeof onrampUrlResponseSchema>
/** A purchase. */
export type OnrampPurchase = v.InferOutput<typeof onrampPurchaseSchema>

/** One of the on-ramp calls' schemas. */
export type OnrampApiSchema =
  | typeof onrampOptionsResponseSchema
  | typeof onrampQuoteRequestSchema
  | typeof onrampQuoteResponseSchema
  | typeof onrampUrlRequestSchema
  | typeof onrampUrlResponseSchema
  | typeof onrampPurchaseResponseSchema

/** Checks a body against one of the on-ramp schemas: the typed body, or `field: message`. */
export function checkOnrampApiBody<schema extends OnrampApiSchema>(
  schema: schema,
  body: unknown,
): CheckBodyReturnType<v.InferOutput<schema>> {
  return checkBody(schema, body)
}
