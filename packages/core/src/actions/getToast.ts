import type { LatchkeyClient, ReadParameters } from '../client/LatchkeyClient.js'
import { readValue } from '../client/readValue.js'
import type { ToastState } from '../stores/createToastStore.js'

/** The toast shown, if any. */
export function getToast(client: LatchkeyClient, parameters?: ReadParameters): ToastState {
  return readValue(client.values.toast, parameters)
}
