import type { OnrampQuoteResponse } from '../data/onrampApi.js'

/** The provider fee assumed by the estimate: the top of the 1-2% range (spec section 9). */
const estimatedFeeRate = 0.02

/**
 * The quote the widget computes itself when the provider's quote fails (spec section 7): the
 * fee at the top of the range, the rest buying the coin at `price` (fiat per coin). Without a
 * price, the amount bought is left at 0 and the view says it is unknown.
 */
export function getEstimatedOnRampQuote(parameters: {
  amount: string
  paymentCurrency: string
  purchaseCurrency: string
  price: number
}): OnrampQuoteResponse['quote'] {
  const amount = Number(parameters.amount)
  const fee = Math.round(amount * estimatedFeeRate * 100) / 100
  const subtotal = amount - fee
  const fiat = (value: number) => ({
    amount: value.toFixed(2),
    currency: parameters.paymentCurrency,
  })
  const coins = parameters.price > 0 ? subtotal / parameters.price : 0
  return {
    paymentTotal: fiat(amount),
    paymentSubtotal: fiat(subtotal),
    paymentFee: fiat(fee),
    networkFee: fiat(0),
    quoteId: 'estimate',
    purchaseAmount: { amount: coins.toFixed(6), currency: parameters.purchaseCurrency },
  }
}
