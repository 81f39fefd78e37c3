import type { LatchkeyClient } from '../client/LatchkeyClient.js'

/** Shakes the modal for 500 ms (after an error). */
export function shakeModal(client: LatchkeyClient): void {
  client.stores.modal.shake()
}
