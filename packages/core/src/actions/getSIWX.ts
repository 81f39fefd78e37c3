import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { SIWXState } from '../siwx/createSIWXStore.js'

/** Sign-in state of the active account ('disabled' without the `siwx` option). */
export function getSIWX(client: LatchkeyClient): SIWXState {
  return client.values.siwx.getSnapshot()
}
