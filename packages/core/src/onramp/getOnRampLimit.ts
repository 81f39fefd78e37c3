import type { OnRampState } from './OnRampState.js'
import { type OnRampLimit, onRampDefaultLimits } from './onrampLimits.js'

/** The limits of the chosen payment currency and method: the options', else the defaults. */
export function getOnRampLimit(state: OnRampState): OnRampLimit {
  const currency = state.options?.paymentCurrencies.find(
    (entry) => entry.id === state.paymentCurrency,
  )
  const limit = currency?.payment_method_limits.find((entry) => entry.id === state.paymentMethod)
  return limit ?? onRampDefaultLimits[state.paymentMethod]
}
