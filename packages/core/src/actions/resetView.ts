import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { View } from '../router/views.js'
import type { RouterData } from '../stores/createRouterStore.js'

/** Makes `view` the only entry of the modal's history. */
export function resetView(client: LatchkeyClient, view: View, data?: RouterData): void {
  client.stores.router.reset(view, data)
}
