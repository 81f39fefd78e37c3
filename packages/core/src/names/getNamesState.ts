import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getNamesStore } from './getNamesStore.js'
import type { NamesState } from './NamesState.js'

/** The client's name registration state (the same object until it changes). */
export function getNamesState(client: LatchkeyClient): NamesState {
  return getNamesStore(client).state.getState()
}
