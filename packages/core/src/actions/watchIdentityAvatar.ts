import type { LatchkeyClient, Unwatch } from '../client/LatchkeyClient.js'
import { getIdentityNames } from '../data/identityNames.js'
import { getIdentityAvatar } from './getIdentityAvatar.js'

/** What `watchIdentityAvatar` accepts. */
export type WatchIdentityAvatarParameters = {
  address: string
  /** Called with the image's URL once known (see `getIdentityAvatar`), and the value it replaced. */
  onChange(avatar: string | undefined, previous: string | undefined): void
}

/**
 * Fetches `address`'s identity (once per client, shared with `watchIdentityName`) and calls
 * `onChange` when its profile image is known.
 */
export function watchIdentityAvatar(
  client: LatchkeyClient,
  parameters: WatchIdentityAvatarParameters,
): Unwatch {
  const { store, request } = getIdentityNames(client)
  const unwatch = store.subscribe(
    () => getIdentityAvatar(client, parameters.address),
    parameters.onChange,
  )
  request(parameters.address)
  return unwatch
}
