import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getIdentityNames } from '../data/identityNames.js'

/**
 * The profile image (its URL) the data API's identity route gave `address`; undefined until
 * `watchIdentityAvatar` fetched it, when it has none, or when the request failed (the caller
 * draws the address's generated picture then).
 */
export function getIdentityAvatar(client: LatchkeyClient, address: string): string | undefined {
  return getIdentityNames(client).store.getState().avatars[address.toLowerCase()] ?? undefined
}
