import {
  type EmbeddedSource,
  type EmbeddedState,
  initialEmbeddedStateOf,
} from '@latchkey/core/internal'
import { useSyncExternalStore } from 'react'

/** The embedded wallet's login and approval state, re-rendering as it changes. */
export function useEmbeddedState(source: EmbeddedSource | undefined): EmbeddedState {
  return useSyncExternalStore(
    (listener) => source?.state.subscribeAll(listener) ?? (() => {}),
    () => source?.state.getState() ?? initialEmbeddedStateOf(),
    () => initialEmbeddedStateOf(),
  )
}
