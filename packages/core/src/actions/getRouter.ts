import type { LatchkeyClient, ReadParameters } from '../client/LatchkeyClient.js'
import { readValue } from '../client/readValue.js'
import type { RouterState } from '../stores/createRouterStore.js'

/** The modal's view, its history and the data passed to it. */
export function getRouter(client: LatchkeyClient, parameters?: ReadParameters): RouterState {
  return readValue(client.values.router, parameters)
}
