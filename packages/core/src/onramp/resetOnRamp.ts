import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getOnRampStore } from './getOnRampStore.js'

/** Stops following the purchase (BuyInProgress closed) and clears it; the form stays as it was. */
export function resetOnRamp(client: LatchkeyClient): void {
  const store = getOnRampStore(client)
  store.run.follow++
  clearTimeout(store.run.pollTimer)
  store.state.setState({ purchase: { status: 'idle' } })
}
