import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { ToastState } from '../stores/createToastStore.js'

/** The toast shown, if any. */
export function getToast(client: LatchkeyClient): ToastState {
  return client.values.toast.getSnapshot()
}
