import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { initialEmbeddedState } from './EmbeddedState.js'
import { getEmbeddedSource } from './getEmbeddedSource.js'

/** Forgets an unfinished email change, so the change starts again from the new email. */
export function resetEmailUpdate(client: LatchkeyClient): void {
  getEmbeddedSource(client)?.state.setState({ update: initialEmbeddedState.update })
}
