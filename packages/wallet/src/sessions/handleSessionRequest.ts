import {
  PermissionRequestError,
  readPermissionRequest,
  type SessionGrant,
} from '@latchkey/core/protocol'
import * as v from 'valibot'
import {
  type Address,
  encodeFunctionData,
  isAddressEqual,
  isHex,
  numberToHex,
  type PublicClient,
  toFunctionSelector,
} from 'viem'
import type { ApprovalDetails } from '../approvalScreen.js'
import type { FrameNetwork } from '../createRpcHandler.js'
import type { OpenSmartAccount } from '../smartAccount/openSmartAccount.js'
import { describeGrant } from './describeGrant.js'
import { sessionAccountContract } from './sessionAccountContract.js'

/** An error the frame answers the dapp with, with its provider code. */
class SessionRpcError extends Error {
  override name = 'SessionRpcError'
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message)
  }
}

/** What `handleSessionRequest` takes. */
type SessionRequestParameters = {
  method: string
  params: unknown[]
  /** Whether the dapp turned the `smartSessions` feature on (spec section 9: off by default). */
  enabled: boolean
  smart: OpenSmartAccount | undefined
  network: FrameNetwork
  client: PublicClient
  approve(details: ApprovalDetails): Promise<boolean>
}

const revokeSchema = v.object({
  permissionsContext: v.custom<Address>(
    (value) => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value),
    'must be the permissionsContext wallet_grantPermissions answered',
  ),
})

/** The rule the account holds for `key`, if it holds a live one. */
async function readSession(client: PublicClient, account: Address, key: Address) {
  if (!(await client.getCode({ address: account }))) return undefined
  const slot = await client.getStorageAt({
    address: account,
    slot: sessionAccountContract.implementationSlot,
  })
  if (!slot || !isAddressEqual(`0x${slot.slice(-40)}`, sessionAccountContract.implementation))
    return undefined
  const [target, , validUntil, revoked, , , , , grantId] = await client.readContract({
    address: account,
    abi: sessionAccountContract.abi,
    functionName: 'sessions',
    args: [key],
  })
  return grantId === 0n || revoked ? undefined : { target, validUntil }
}

/** The calls that install `grant` on the account: the upgrade to the session account first, if needed. */
async function grantCalls(client: PublicClient, account: Address, grant: SessionGrant) {
  const { abi, implementation, implementationSlot } = sessionAccountContract
  const selector = isHex(grant.call) ? grant.call : toFunctionSelector(grant.call)
  const slot = await client.getStorageAt({ address: account, slot: implementationSlot })
  const upgraded = slot !== undefined && isAddressEqual(`0x${slot.slice(-40)}`, implementation)
  const data = (call: Parameters<typeof encodeFunctionData<typeof abi>>[0]) =>
    ({ to: account, data: encodeFunctionData(call) }) as const
  return [
    ...(upgraded
      ? []
      : [data({ abi, functionName: 'upgradeToAndCall', args: [implementation, '0x'] })]),
    data({
      abi,
      functionName: 'grantSession',
      args: [
        grant.sessionKey,
        grant.target,
        selector,
        grant.expiry,
        grant.valueLimit,
        grant.amountLimit,
      ],
    }),
  ]
}

/** Answers `wallet_grantPermissions` (ERC-7715) after the grant screen. */
async function grant(parameters: SessionRequestParameters, smart: OpenSmartAccount) {
  const { network, client } = parameters
  let grant: SessionGrant
  try {
    grant = readPermissionRequest(parameters.params[0])
  } catch (error) {
    if (error instanceof PermissionRequestError)
      throw new SessionRpcError(error.shortMessage, -32602)
    throw error
  }
  if (grant.address && !isAddressEqual(grant.address, smart.address))
    throw new SessionRpcError('The permission request names another account', -32602)
  if (grant.chainId !== undefined && grant.chainId !== network.chainId)
    throw new SessionRpcError('The permission request names another chain', -32602)
  const details = await describeGrant({ grant, account: smart.address, network, client })
  if (!(await parameters.approve(details)))
    throw new SessionRpcError('User rejected the request.', 4001)
  await smart.send(await grantCalls(client, smart.address, grant))
  return {
    chainId: numberToHex(network.chainId),
    address: smart.address,
    expiry: grant.expiry,
    grantedPermissions: [
      {
        type: 'contract-call',
        data: { address: grant.target, calls: [grant.call] },
        policies: [
          { type: 'gas-limit', data: { limit: numberToHex(grant.valueLimit) } },
          { type: 'token-allowance', data: { allowance: numberToHex(grant.amountLimit) } },
        ],
        required: true,
      },
    ],
    // The session key names the grant: the account holds one rule per key.
    permissionsContext: grant.sessionKey,
    signerData: { submitToAddress: smart.address },
  }
}

/** Answers `wallet_revokePermissions` after the user confirms. */
async function revoke(parameters: SessionRequestParameters, smart: OpenSmartAccount) {
  const { network, client } = parameters
  const parsed = v.safeParse(revokeSchema, parameters.params[0])
  if (!parsed.success)
    throw new SessionRpcError(
      `Invalid revoke request: permissionsContext ${parsed.issues[0].message}`,
      -32602,
    )
  const key = parsed.output.permissionsContext
  const session = await readSession(client, smart.address, key)
  if (!session)
    throw new SessionRpcError('No active permission has this permissionsContext', -32602)
  const approved = await parameters.approve({
    title: 'Revoke permission',
    rows: [
      { label: 'Account', value: smart.address },
      { label: 'Network', value: network.name },
      { label: 'Contract', value: session.target },
      { label: 'Session key', value: key },
    ],
  })
  if (!approved) throw new SessionRpcError('User rejected the request.', 4001)
  const { abi } = sessionAccountContract
  await smart.send([
    {
      to: smart.address,
      data: encodeFunctionData({ abi, functionName: 'revokeSession', args: [key] }),
    },
  ])
  return null
}

/**
 * Answers the dapp's smart-sessions requests (ERC-7715 `wallet_grantPermissions`,
 * `wallet_revokePermissions`) with the user's smart account: refused as unsupported unless the
 * dapp turned `smartSessions` on; a grant shows what it allows and, once approved, installs the
 * session key's rule on chain in one user operation. Loaded as its own chunk.
 */
export async function handleSessionRequest(parameters: SessionRequestParameters): Promise<unknown> {
  if (!parameters.enabled)
    throw new SessionRpcError(`${parameters.method} is not supported: smart sessions are off`, 4200)
  const { smart } = parameters
  if (!smart)
    throw new SessionRpcError('Smart sessions need the smart account on this network', 4200)
  return parameters.method === 'wallet_grantPermissions'
    ? grant(parameters, smart)
    : revoke(parameters, smart)
}
