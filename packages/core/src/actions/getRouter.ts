import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { RouterState } from '../stores/createRouterStore.js'

/** The modal's view, its history and the data passed to it. */
export function getRouter(client: LatchkeyClient): RouterState {
  return client.values.router.getSnapshot()
}
