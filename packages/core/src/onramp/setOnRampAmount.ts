import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getOnRampStore } from './getOnRampStore.js'
import { requestOnRampQuotes } from './requestOnRampQuotes.js'

/** What `setOnRampAmount` accepts. */
export type SetOnRampAmountParameters = {
  /** The fiat amount as typed ('100'). */
  amount: string
}

/** Sets the Buy form's amount and asks the providers for quotes again. */
export function setOnRampAmount(
  client: LatchkeyClient,
  parameters: SetOnRampAmountParameters,
): void {
  const store = getOnRampStore(client)
  store.state.setState({ amount: parameters.amount })
  requestOnRampQuotes(store)
}
