import type { LatchkeyClient, ReadParameters } from '../client/LatchkeyClient.js'
import { readValue } from '../client/readValue.js'
import type { SIWXState } from '../siwx/createSIWXStore.js'

/** Sign-in state of the active account ('disabled' without the `siwx` option). */
export function getSIWX(client: LatchkeyClient, parameters?: ReadParameters): SIWXState {
  return readValue(client.values.siwx, parameters)
}
