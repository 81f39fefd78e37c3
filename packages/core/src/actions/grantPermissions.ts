import { getCallsProvider } from '../calls/getCallsProvider.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { PermissionRequestError } from '../sessions/PermissionRequestError.js'
import { readPermissionRequest } from '../sessions/readPermissionRequest.js'

/** An ERC-7715 policy: `gas-limit` (native spend, wei) or `token-allowance` (ERC-20 amount). */
type PermissionPolicy = { type: string; data: Record<string, unknown> }

/** What `grantPermissions` asks the wallet for (ERC-7715, the shape viem's action sends). */
export type GrantPermissionsParameters = {
  /** Unix seconds; at most 30 days ahead. */
  expiry: number
  /** The session key the dapp holds (its address). */
  signer: { type: 'account' | 'key'; data: { id: string } }
  /** One `contract-call` permission: one contract, one function, its policies. */
  permissions: readonly {
    type: string
    data: { address: string; calls: readonly string[] }
    policies?: readonly PermissionPolicy[] | undefined
    required?: boolean | undefined
  }[]
}

/** What the wallet answers (ERC-7715): the grant, and the context that names it. */
export type GrantPermissionsReturnType = {
  expiry: number
  chainId?: string
  address?: string
  grantedPermissions: readonly unknown[]
  /** Names the grant: pass it to `revokePermissions`; for the embedded wallet, the session key. */
  permissionsContext: string
  signerData?: { userOpBuilder?: string; submitToAddress?: string }
}

/**
 * Asks the connected eip155 wallet to let the dapp's session key call one contract function from
 * the user's smart account within limits, until an expiry (ERC-7715 `wallet_grantPermissions`;
 * the embedded wallet shows what is granted and installs it on chain). Needs the `smartSessions`
 * feature; a request past the policy (no expiry, one further than 30 days, a permission or policy
 * type other than contract-call, gas-limit, token-allowance) throws PermissionRequestError before
 * anything is sent.
 */
export async function grantPermissions(
  client: LatchkeyClient,
  parameters: GrantPermissionsParameters,
): Promise<GrantPermissionsReturnType> {
  if (!client.options.features.smartSessions)
    throw new PermissionRequestError(
      'Smart sessions are off: set the smartSessions feature to true to grant permissions',
    )
  readPermissionRequest(parameters)
  const { request, address, chainId } = getCallsProvider(client)
  return (await request({
    method: 'wallet_grantPermissions',
    params: [{ chainId, address, ...parameters }],
  })) as GrantPermissionsReturnType
}
