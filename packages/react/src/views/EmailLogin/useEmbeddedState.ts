import type { LatchkeyClient } from '@latchkey/core'
import {
  type EmbeddedState,
  getEmbeddedState,
  initialEmbeddedStateOf,
  watchEmbeddedState,
} from '@latchkey/core/modal'
import { useSyncExternalStore } from 'react'

/** The embedded wallet's login and approval state, re-rendering as it changes. */
export function useEmbeddedState(client: LatchkeyClient): EmbeddedState {
  return useSyncExternalStore(
    (listener) => watchEmbeddedState(client, { onChange: listener }),
    () => getEmbeddedState(client),
    () => initialEmbeddedStateOf(),
  )
}
