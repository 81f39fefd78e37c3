import { getCallsProvider } from '../calls/getCallsProvider.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { PermissionRequestError } from '../sessions/PermissionRequestError.js'

/** What `revokePermissions` revokes. */
export type RevokePermissionsParameters = {
  /** What `grantPermissions` answered as permissionsContext. */
  permissionsContext: string
}

/**
 * Asks the connected eip155 wallet to revoke a grant (`wallet_revokePermissions`; the embedded
 * wallet asks the user, then revokes the session key on chain). Needs the `smartSessions` feature.
 */
export async function revokePermissions(
  client: LatchkeyClient,
  parameters: RevokePermissionsParameters,
): Promise<void> {
  if (!client.options.features.smartSessions)
    throw new PermissionRequestError(
      'Smart sessions are off: set the smartSessions feature to true to revoke permissions',
    )
  if (!/^0x[0-9a-fA-F]+$/.test(parameters.permissionsContext))
    throw new PermissionRequestError(
      'Invalid revoke request: permissionsContext must be the 0x value grantPermissions answered',
    )
  const { request } = getCallsProvider(client)
  await request({
    method: 'wallet_revokePermissions',
    params: [{ permissionsContext: parameters.permissionsContext }],
  })
}
