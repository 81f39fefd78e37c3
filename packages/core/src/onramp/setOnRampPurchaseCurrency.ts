import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getOnRampStore } from './getOnRampStore.js'
import { requestOnRampQuotes } from './requestOnRampQuotes.js'

/** What `setOnRampPurchaseCurrency` accepts. */
export type SetOnRampPurchaseCurrencyParameters = {
  /** The symbol of the coin bought ('ETH'). */
  purchaseCurrency: string
}

/** Sets the Buy form's coin to buy and asks the providers for quotes again. */
export function setOnRampPurchaseCurrency(
  client: LatchkeyClient,
  parameters: SetOnRampPurchaseCurrencyParameters,
): void {
  const store = getOnRampStore(client)
  store.state.setState({ purchaseCurrency: parameters.purchaseCurrency })
  requestOnRampQuotes(store)
}
