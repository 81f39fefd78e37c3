import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { loadOnce } from '../client/loadOnce.js'
import { logDebug } from '../client/logDebug.js'

type ConnectedChunk = Pick<
  typeof import('./connectedChunk.js'),
  'applyAccountData' | 'applyAdapterEvent'
>

let loaded: ConnectedChunk | undefined

const loadConnectedChunk = loadOnce(() =>
  import('./connectedChunk.js').then(({ applyAccountData, applyAdapterEvent }) => {
    loaded = { applyAccountData, applyAdapterEvent }
    return loaded
  }),
)

/**
 * Loads what only a connected account needs (connectedChunk.ts), for connecting and restoring to
 * wait on before they show an account connected (from then on what it applies applies at once);
 * never rejects (a failed load is logged, and the next use tries again).
 */
export function prefetchConnectedChunk(context: LatchkeyClient): Promise<void> {
  return loadConnectedChunk().then(
    () => {},
    (error: unknown) => logDebug(context, 'Failed to load the connected account’s chunk', error),
  )
}

/**
 * Makes a runner of work that needs the connected chunk: at once once it is loaded, else after
 * it loads (an account the server rendered from a cookie), each run in the order it came.
 */
export function createConnectedRunner(context: LatchkeyClient) {
  let waiting: Promise<void> | undefined
  return (run: (chunk: ConnectedChunk) => void) => {
    if (loaded && !waiting) return run(loaded)
    const next = (waiting ?? Promise.resolve()).then(async () => {
      await prefetchConnectedChunk(context)
      if (loaded) run(loaded)
      if (waiting === next) waiting = undefined
    })
    waiting = next
  }
}
