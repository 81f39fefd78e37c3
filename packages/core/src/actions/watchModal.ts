import type { LatchkeyClient, Unwatch } from '../client/LatchkeyClient.js'
import type { ModalState } from '../stores/createModalStore.js'

/** What `watchModal` accepts. */
export type WatchModalParameters = {
  /** Called with the new value and the one it replaced. */
  onChange(value: ModalState, previous: ModalState): void
}

/** Calls `onChange` whenever the modal changes. */
export function watchModal(client: LatchkeyClient, parameters: WatchModalParameters): Unwatch {
  return client.values.modal.subscribe(parameters.onChange)
}
