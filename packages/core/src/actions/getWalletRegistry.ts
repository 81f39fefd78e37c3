import type { LatchkeyClient, ReadParameters } from '../client/LatchkeyClient.js'
import { readValue } from '../client/readValue.js'
import type { RegistryState } from '../registry/createRegistryStore.js'

/**
 * The wallet registry's state: the Connect view's featured and recommended wallets and count,
 * All Wallets' pages, the search, the legal checkbox and the lists' status.
 */
export function getWalletRegistry(
  client: LatchkeyClient,
  parameters?: ReadParameters,
): RegistryState {
  return readValue(client.registry.source, parameters)
}
