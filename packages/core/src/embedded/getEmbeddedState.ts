import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { type EmbeddedState, initialEmbeddedState } from './EmbeddedState.js'
import { getEmbeddedSource } from './getEmbeddedSource.js'

/** The client's email login and approval state (the state before anything happened without the embedded wallet). */
export function getEmbeddedState(client: LatchkeyClient): EmbeddedState {
  return getEmbeddedSource(client)?.state.getState() ?? initialEmbeddedState
}
