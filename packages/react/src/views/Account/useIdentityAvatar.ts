import { getIdentityAvatar, watchIdentityAvatar } from '@latchkey/core/modal'
import { useIdentityField } from './useIdentityField.js'

const avatarField = { get: getIdentityAvatar, watch: watchIdentityAvatar }

/**
 * The profile image the data API's identity route gives `address` (undefined until it answers,
 * when it has none, or when it fails: the caller draws the address's picture then). Core asks
 * once per address, with the name.
 */
export function useIdentityAvatar(address: string | undefined): string | undefined {
  return useIdentityField(avatarField, address)
}
