import type { LatchkeyClient, Unwatch } from '../client/LatchkeyClient.js'
import { getIdentityNames } from '../data/identityNames.js'
import { getIdentityName } from './getIdentityName.js'

/** What `watchIdentityName` accepts. */
export type WatchIdentityNameParameters = {
  address: string
  /** Called with the name once known (see `getIdentityName`), and the value it replaced. */
  onChange(name: string | undefined, previous: string | undefined): void
}

/**
 * Fetches `address`'s identity name (once per client; requests are shared and kept 5 minutes)
 * and calls `onChange` when it is known. A list with the same counterparty many times asks once.
 */
export function watchIdentityName(
  client: LatchkeyClient,
  parameters: WatchIdentityNameParameters,
): Unwatch {
  const { store, request } = getIdentityNames(client)
  const unwatch = store.subscribe(
    () => getIdentityName(client, parameters.address),
    parameters.onChange,
  )
  request(parameters.address)
  return unwatch
}
