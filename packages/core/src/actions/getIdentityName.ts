import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getIdentityNames } from '../data/identityNames.js'

/**
 * The name the data API's identity route gave `address`; undefined until `watchIdentityName`
 * fetched it, when it has none, or when the request failed (the caller shows the address then).
 */
export function getIdentityName(client: LatchkeyClient, address: string): string | undefined {
  return getIdentityNames(client).store.getState().names[address.toLowerCase()] ?? undefined
}
