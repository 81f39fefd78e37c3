import type { LatchkeyClient, ReadParameters } from '../client/LatchkeyClient.js'
import { readValue } from '../client/readValue.js'
import type { ModalState } from '../stores/createModalStore.js'

/** Whether the modal is open, loading or shaking. */
export function getModal(client: LatchkeyClient, parameters?: ReadParameters): ModalState {
  return readValue(client.values.modal, parameters)
}
