import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { View } from '../router/views.js'
import type { RouterData } from '../stores/createRouterStore.js'

/** Opens `view` on top of the modal's history; pushing the view on top without data does nothing. */
export function pushView(client: LatchkeyClient, view: View, data?: RouterData): void {
  client.stores.router.push(view, data)
}
