import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getOnRampStore } from './getOnRampStore.js'
import type { OnRampPaymentMethod } from './onrampLimits.js'
import { requestOnRampQuotes } from './requestOnRampQuotes.js'

/** What `setOnRampPaymentMethod` accepts. */
export type SetOnRampPaymentMethodParameters = {
  /** How the buyer pays: a card or a bank account. */
  paymentMethod: OnRampPaymentMethod
}

/** Sets the Buy form's payment method and asks the providers for quotes again. */
export function setOnRampPaymentMethod(
  client: LatchkeyClient,
  parameters: SetOnRampPaymentMethodParameters,
): void {
  const store = getOnRampStore(client)
  store.state.setState({ paymentMethod: parameters.paymentMethod })
  requestOnRampQuotes(store)
}
