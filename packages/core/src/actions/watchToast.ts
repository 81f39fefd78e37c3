import type { LatchkeyClient, Unwatch } from '../client/LatchkeyClient.js'
import type { ToastState } from '../stores/createToastStore.js'

/** What `watchToast` accepts. */
export type WatchToastParameters = {
  /** Called with the new value and the one it replaced. */
  onChange(value: ToastState, previous: ToastState): void
}

/** Calls `onChange` whenever the toast changes. */
export function watchToast(client: LatchkeyClient, parameters: WatchToastParameters): Unwatch {
  return client.values.toast.subscribe(parameters.onChange)
}
