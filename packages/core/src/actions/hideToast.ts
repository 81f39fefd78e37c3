import type { LatchkeyClient } from '../client/LatchkeyClient.js'

/** Hides the toast shown, if any. */
export function hideToast(client: LatchkeyClient): void {
  client.stores.toast.hide()
}
