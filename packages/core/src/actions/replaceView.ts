import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { View } from '../router/views.js'
import type { RouterData } from '../stores/createRouterStore.js'

/** Replaces the modal's top view. */
export function replaceView(client: LatchkeyClient, view: View, data?: RouterData): void {
  client.stores.router.replace(view, data)
}
