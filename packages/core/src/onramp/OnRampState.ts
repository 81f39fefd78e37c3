import type {
  OnrampOptionsResponse,
  OnrampProvider,
  OnrampPurchase,
  OnrampQuoteResponse,
} from '../data/onrampApi.js'
import type { OnRampPaymentMethod } from './onrampLimits.js'

/** A provider's quote for the form: asked, or what it said (or the widget's own estimate). */
export type OnRampQuoteEntry =
  | { status: 'loading' }
  | { status: 'ready'; quote: OnrampQuoteResponse['quote']; estimated: boolean }

/** Where a purchase stands: the provider's page opening, paid and on its way, arrived, failed. */
export type OnRampPurchaseState =
  | { status: 'idle' }
  | { status: 'opening'; provider: OnrampProvider }
  | {
      status: 'waiting'
      provider: OnrampProvider
      url: string
      purchaseId: string | undefined
      purchase: OnrampPurchase | undefined
    }
  | { status: 'arrived'; provider: OnrampProvider; purchase: OnrampPurchase | undefined }
  | { status: 'failed'; provider: OnrampProvider; message: string }

/** The Buy form (OnRampProviders) and the purchase BuyInProgress follows. */
export type OnRampState = {
  /** What the form is for (CAIP-10 account); another account or network resets it. */
  caipAddress: string | undefined
  options: OnrampOptionsResponse | undefined
  /** True when the options are the built-in ones (the call failed). */
  optionsFallback: boolean
  optionsStatus: 'idle' | 'loading' | 'ready'
  /** ISO 4217 code of the fiat paid ('USD'). */
  paymentCurrency: string
  paymentMethod: OnRampPaymentMethod
  /** The symbol of the coin bought ('ETH'). */
  purchaseCurrency: string
  /** The fiat amount as typed ('100'). */
  amount: string
  /** Each provider's quote for the form, by provider id. */
  quotes: Readonly<Record<string, OnRampQuoteEntry>>
  purchase: OnRampPurchaseState
}

/** The Buy form before anything is read. */
export const initialOnRampState: OnRampState = {
  caipAddress: undefined,
  options: undefined,
  optionsFallback: false,
  optionsStatus: 'idle',
  paymentCurrency: 'USD',
  paymentMethod: 'card',
  purchaseCurrency: '',
  amount: '100',
  quotes: {},
  purchase: { status: 'idle' },
}
