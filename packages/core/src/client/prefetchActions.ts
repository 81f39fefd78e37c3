import type { LatchkeyClient } from './LatchkeyClient.js'
import { loadClientActions } from './loadClientActions.js'
import { logDebug } from './logDebug.js'

/**
 * Loads the actions' chunk (and each adapter's) when the modal opens or a stored connection is
 * restored; resolves once loaded, and never rejects (a failed load is logged, and retried by
 * the next call).
 */
export function prefetchActions(client: LatchkeyClient): Promise<void> {
  for (const adapter of client.adapters.values()) adapter.prefetch?.()
  return loadClientActions().then(
    () => {},
    (error: unknown) => logDebug(client, 'Failed to load the actions', error),
  )
}
