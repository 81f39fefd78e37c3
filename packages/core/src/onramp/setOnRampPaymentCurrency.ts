import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getOnRampStore } from './getOnRampStore.js'
import { requestOnRampQuotes } from './requestOnRampQuotes.js'

/** What `setOnRampPaymentCurrency` accepts. */
export type SetOnRampPaymentCurrencyParameters = {
  /** The ISO 4217 code of the fiat paid ('USD'). */
  paymentCurrency: string
}

/** Sets the Buy form's payment currency and asks the providers for quotes again. */
export function setOnRampPaymentCurrency(
  client: LatchkeyClient,
  parameters: SetOnRampPaymentCurrencyParameters,
): void {
  const store = getOnRampStore(client)
  store.state.setState({ paymentCurrency: parameters.paymentCurrency })
  requestOnRampQuotes(store)
}
