import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { loadOnce } from '../client/loadOnce.js'
import { logDebug } from '../client/logDebug.js'

type ApplyAdapterEvent = typeof import('./applyAdapterEvent.js').applyAdapterEvent

let loaded: ApplyAdapterEvent | undefined

/** What applies a connected wallet's reports, once its chunk is loaded (undefined before). */
export const getApplyAdapterEvent = (): ApplyAdapterEvent | undefined => loaded

const loadApplyAdapterEvent = loadOnce(() =>
  import('./applyAdapterEvent.js').then(({ applyAdapterEvent }) => {
    loaded = applyAdapterEvent
    return applyAdapterEvent
  }),
)

/**
 * Loads the chunk applying a connected wallet's reports, for connecting and restoring to wait
 * on before they show an account connected (from then on each report applies at once); never
 * rejects (a failed load is logged, and the next report tries again).
 */
export function prefetchAdapterEvents(context: LatchkeyClient): Promise<void> {
  return loadApplyAdapterEvent().then(
    () => {},
    (error: unknown) => logDebug(context, 'Failed to load what applies wallet events', error),
  )
}
