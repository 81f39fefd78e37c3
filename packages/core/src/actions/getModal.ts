import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { ModalState } from '../stores/createModalStore.js'

/** Whether the modal is open, loading or shaking. */
export function getModal(client: LatchkeyClient): ModalState {
  return client.values.modal.getSnapshot()
}
