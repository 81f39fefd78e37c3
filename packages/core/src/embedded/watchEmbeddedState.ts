import type { LatchkeyClient, Unwatch } from '../client/LatchkeyClient.js'
import type { EmbeddedSource } from './createEmbeddedSource.js'
import type { EmbeddedState } from './EmbeddedState.js'
import { getEmbeddedSource } from './getEmbeddedSource.js'
import { watchEmbeddedSource } from './watchEmbeddedSource.js'

/** What `watchEmbeddedState` accepts. */
export type WatchEmbeddedStateParameters = {
  /** Called with the new state and the one it replaced. */
  onChange(state: EmbeddedState, previous: EmbeddedState): void
}

/**
 * Calls `onChange` whenever the client's email login or approval state changes (never without
 * the embedded wallet). Watched before the embedded source's chunk came, it follows the state
 * from the source's arrival on.
 */
export function watchEmbeddedState(
  client: LatchkeyClient,
  parameters: WatchEmbeddedStateParameters,
): Unwatch {
  const watchState = (source: EmbeddedSource) =>
    source.state.subscribe((value) => value, parameters.onChange)
  const source = getEmbeddedSource(client)
  if (source) return watchState(source)
  let unwatchState: Unwatch | undefined
  const unwatchSource = watchEmbeddedSource(client, {
    onChange(arrived) {
      if (arrived && !unwatchState) unwatchState = watchState(arrived)
    },
  })
  return () => {
    unwatchSource()
    unwatchState?.()
  }
}
