import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getOnRampStore } from './getOnRampStore.js'
import type { OnRampState } from './OnRampState.js'

/** The client's Buy form and the purchase it follows (the same object until it changes). */
export function getOnRampState(client: LatchkeyClient): OnRampState {
  return getOnRampStore(client).state.getState()
}
