import type { LatchkeyClient } from '../client/LatchkeyClient.js'

/** Returns the modal to the previous view; does nothing on the first one. */
export function goBack(client: LatchkeyClient): void {
  client.stores.router.goBack()
}
