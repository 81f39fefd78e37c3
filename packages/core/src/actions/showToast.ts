import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { ShowToastParameters } from '../stores/createToastStore.js'

/** Shows a toast in the modal (it hides itself after a while). */
export function showToast(client: LatchkeyClient, parameters: ShowToastParameters): void {
  client.stores.toast.show(parameters)
}
