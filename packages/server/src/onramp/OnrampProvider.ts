import type {
  OnrampProvider as OnrampProviderInfo,
  OnrampQuoteResponse,
  OnrampUrlRequest,
  OnrampUrlResponse,
  PaymentCurrency,
  PurchaseCurrency,
} from '@latchkey/core/protocol'

/** A quote request after the route checked it: ids, the fiat amount and the resolved network. */
export type OnrampQuoteInput = {
  purchaseCurrency: string
  paymentCurrency: string
  /** Fiat, decimal string within the payment method's limits. */
  amount: string
  /** The on-ramp network name, after the chain mapping's ethereum fallback. */
  network: string
  paymentMethod: string
}

/**
 * An on-ramp provider behind the on-ramp routes. A real one (Coinbase Onramp, ...) implements
 * these three calls against its API; the sandbox implements them on the dev chains.
 */
export type OnrampProvider = {
  /** Its id, name and fee range, as `GET /v1/onramp/options` lists it. */
  info: OnrampProviderInfo
  /** The currencies it sells and accepts (limits per payment method). */
  options(): Promise<{
    paymentCurrencies: PaymentCurrency[]
    purchaseCurrencies: PurchaseCurrency[]
  }>
  /** What `amount` buys, fees included. */
  quote(input: OnrampQuoteInput): Promise<OnrampQuoteResponse['quote']>
  /** The provider's checkout page for this person and wallet. */
  createUrl(request: OnrampUrlRequest): Promise<OnrampUrlResponse>
}
