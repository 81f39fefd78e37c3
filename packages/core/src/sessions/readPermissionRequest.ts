import * as v from 'valibot'
import { PermissionRequestError } from './PermissionRequestError.js'

/** A 0x-prefixed EVM address. */
type Address = `0x${string}`

/** The smart-sessions policy every grant is held to (the dapp's request and the frame's check). */
export const sessionPolicy = {
  /** The furthest expiry a grant may have, in seconds from now: 30 days. */
  maxExpirySeconds: 30 * 24 * 60 * 60,
  /** Limits are stored on chain as uint128. */
  maxLimit: 2n ** 128n - 1n,
} as const

/** One session-key permission, as the account's session rules hold it. */
export type SessionGrant = {
  /** The key the dapp holds and signs user operations with. */
  sessionKey: Address
  /** The one contract the key may call. */
  target: Address
  /** The function as the dapp named it: 'transfer(address,uint256)' or a 4-byte 0x selector. */
  call: string
  /** Unix seconds after which the key is refused. */
  expiry: number
  /** Native spend (the calls' value plus the gas the account pays), in wei: the `gas-limit` policy. */
  valueLimit: bigint
  /** ERC-20 amount its transfer/approve/transferFrom calls may move: the `token-allowance` policy. */
  amountLimit: bigint
  /** The chain (0x) and account the dapp named, if it did. */
  chainId?: number | undefined
  address?: Address | undefined
}

const address = v.custom<Address>(
  (value) => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value),
  'must be a 0x address',
)
const amount = v.union([
  v.pipe(v.bigint(), v.minValue(0n)),
  v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  v.pipe(v.string(), v.regex(/^(0x[0-9a-fA-F]{1,64}|[0-9]{1,78})$/)),
])
const typeName = v.union([v.string(), v.object({ custom: v.string() })])
const requestSchema = v.object({
  chainId: v.optional(v.union([v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{1,16}$/)), v.number()])),
  address: v.optional(address),
  expiry: v.optional(v.unknown()),
  signer: v.object(
    {
      type: v.picklist(['account', 'key'], 'must be "account" or "key"'),
      data: v.object({ id: address }),
    },
    'must name the session key: { type: "account", data: { id: 0x address } }',
  ),
  permissions: v.pipe(
    v.array(
      v.object({
        type: typeName,
        data: v.unknown(),
        policies: v.optional(
          v.pipe(
            v.array(v.object({ type: typeName, data: v.record(v.string(), v.unknown()) })),
            v.maxLength(8),
          ),
          [],
        ),
        required: v.optional(v.boolean()),
      }),
    ),
    v.minLength(1, 'must hold one permission'),
    v.maxLength(8),
  ),
})
const contractCallSchema = v.object({
  address,
  calls: v.pipe(
    v.array(v.pipe(v.string(), v.maxLength(200))),
    v.length(1, 'must name exactly one function'),
  ),
})

const nameOf = (type: v.InferOutput<typeof typeName>) =>
  typeof type === 'string' ? type : type.custom
const fail = (message: string): never => {
  throw new PermissionRequestError(message)
}

/** The issue valibot found, as one readable line naming the field. */
function describeIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  const [issue] = issues
  const path = v.getDotPath(issue as v.BaseIssue<unknown>)
  return `Invalid permission request: ${path ? `${path} ` : ''}${issue?.message ?? 'is malformed'}`
}

/** Whether `call` names one function: a signature such as 'transfer(address,uint256)', or a selector. */
function isFunction(call: string): boolean {
  return /^0x[0-9a-fA-F]{8}$/.test(call) || /^[A-Za-z_$][\w$]*\([\w$,[\]() ]*\)$/.test(call)
}

/** A limit from a policy's data, bounded to what the account stores. */
function limitOf(value: unknown, name: string): bigint {
  const parsed = v.safeParse(amount, value)
  if (!parsed.success)
    return fail(
      `Invalid permission request: the ${name} must be a non-negative amount (0x hex or decimal)`,
    )
  const limit = BigInt(parsed.output)
  if (limit > sessionPolicy.maxLimit) fail(`Invalid permission request: the ${name} is too large`)
  return limit
}

/**
 * Reads an ERC-7715 `wallet_grantPermissions` request (viem's shape: expiry, signer, permissions
 * with policies) into the one session rule Latchkey's accounts enforce: one `contract-call`
 * permission naming one contract and one function, a `gas-limit` policy (native spend, wei) and a
 * `token-allowance` policy (ERC-20 amount), both 0 when absent, and an expiry within 30 days.
 * Anything else is refused with a PermissionRequestError saying what.
 */
export function readPermissionRequest(
  input: unknown,
  now: number = Math.floor(Date.now() / 1000),
): SessionGrant {
  const parsed = v.safeParse(requestSchema, input)
  if (!parsed.success) return fail(describeIssue(parsed.issues))
  const request = parsed.output
  const { expiry } = request
  if (expiry === undefined) return fail('A permission request needs an expiry (unix seconds)')
  if (typeof expiry !== 'number' || !Number.isSafeInteger(expiry))
    return fail('Invalid permission request: expiry must be unix seconds')
  if (expiry <= now) fail('The permission request expires in the past')
  if (expiry > now + sessionPolicy.maxExpirySeconds)
    fail('The permission request expires too far ahead: at most 30 days')
  for (const permission of request.permissions)
    if (nameOf(permission.type) !== 'contract-call')
      fail(`Unsupported permission type: ${nameOf(permission.type)} (only contract-call)`)
  const [permission] = request.permissions
  if (!permission || request.permissions.length > 1)
    return fail('Grant one contract-call permission at a time')
  const data = v.safeParse(contractCallSchema, permission.data)
  if (!data.success) return fail(describeIssue(data.issues).replace(': ', ': permission data '))
  let valueLimit = 0n
  let amountLimit = 0n
  for (const policy of permission.policies) {
    const type = nameOf(policy.type)
    if (type === 'gas-limit') valueLimit = limitOf(policy.data.limit, 'gas-limit policy')
    else if (type === 'token-allowance')
      amountLimit = limitOf(policy.data.allowance, 'token-allowance policy')
    else fail(`Unsupported policy type: ${type} (gas-limit and token-allowance are)`)
  }
  const [call = ''] = data.output.calls
  const sessionKey = request.signer.data.id
  const target = data.output.address
  if (!isFunction(call))
    fail(`Invalid permission request: "${call}" is not a function signature or 4-byte selector`)
  if (request.address && target.toLowerCase() === request.address.toLowerCase())
    fail('A session key may not call the account itself')
  return {
    sessionKey,
    target,
    call,
    expiry,
    valueLimit,
    amountLimit,
    chainId: request.chainId === undefined ? undefined : Number(request.chainId),
    address: request.address,
  }
}
