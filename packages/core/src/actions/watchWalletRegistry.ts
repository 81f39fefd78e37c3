import type { LatchkeyClient, Unwatch } from '../client/LatchkeyClient.js'
import type { RegistryState } from '../registry/createRegistryStore.js'

/** What `watchWalletRegistry` accepts. */
export type WatchWalletRegistryParameters = {
  /** Called with the new state and the one it replaced. */
  onChange(value: RegistryState, previous: RegistryState): void
}

/** Calls `onChange` whenever the wallet registry's state changes. */
export function watchWalletRegistry(
  client: LatchkeyClient,
  parameters: WatchWalletRegistryParameters,
): Unwatch {
  return client.registry.source.subscribe(parameters.onChange)
}
