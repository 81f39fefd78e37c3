import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getSendStore } from './getSendStore.js'
import type { SendState } from './SendState.js'

/** The client's Send form (the same object until it changes). */
export function getSendState(client: LatchkeyClient): SendState {
  return getSendStore(client).state.getState()
}
