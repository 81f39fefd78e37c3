import { getIdentityName, watchIdentityName } from '@latchkey/core/modal'
import { type IdentityField, useIdentityField } from './useIdentityField.js'

const nameField: IdentityField = { get: getIdentityName, watch: watchIdentityName }

/**
 * The name the data API's identity route gives `address` (undefined until it answers, when it
 * has none, or when it fails: the caller shows the address then). Core asks once per address.
 */
export function useIdentityName(address: string | undefined): string | undefined {
  return useIdentityField(nameField, address)
}
