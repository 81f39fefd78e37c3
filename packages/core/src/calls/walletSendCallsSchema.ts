import * as v from 'valibot'

// Each field's message names what is wrong and what came, as `toRpcCalls` words it.
const got = (rule: string) => (issue: { input: unknown }) =>
  `${rule}, got '${typeof issue.input === 'string' ? issue.input.slice(0, 80) : String(issue.input)}'`
const prefixed = (rule: string, pattern: RegExp) =>
  v.pipe(
    v.string(got('must start with 0x')),
    v.startsWith('0x', got('must start with 0x')),
    v.regex(pattern, got(rule)),
    v.transform((value) => value as `0x${string}`),
  )
const capabilitiesSchema = v.optional(v.record(v.string(), v.unknown()))

/** One call of `wallet_sendCalls` (EIP-5792): `to` and `data` start with 0x (spec section 3). */
const callSchema = v.object({
  to: prefixed('must be an address of 40 hex digits', /^0x[0-9a-fA-F]{40}$/),
  data: v.optional(
    prefixed('must be hex bytes of at most 100,000 bytes', /^0x(?:[0-9a-fA-F]{2}){0,100000}$/),
  ),
  value: v.optional(
    prefixed('must be a 0x quantity (0x1a)', /^0x(?:0|[1-9a-fA-F][0-9a-fA-F]{0,63})$/),
  ),
  capabilities: capabilitiesSchema,
})

/** The most calls one `wallet_sendCalls` may carry. */
export const walletSendCallsMaxCalls = 100

/**
 * The params of `wallet_sendCalls` (EIP-5792 2.0.0) as the embedded wallet checks them where they
 * arrive: `[{ version, id?, chainId, from?, atomicRequired?, calls, capabilities? }]`.
 */
export const walletSendCallsParamsSchema = v.tuple(
  [
    v.object(
      {
        version: v.string('must be a string such as 2.0.0'),
        id: v.optional(
          v.pipe(v.string('must be a string'), v.maxLength(256, 'must be at most 256 characters')),
        ),
        chainId: prefixed('must be a 0x chain id', /^0x[0-9a-fA-F]{1,13}$/),
        from: v.optional(prefixed('must be an address of 40 hex digits', /^0x[0-9a-fA-F]{40}$/)),
        atomicRequired: v.optional(v.boolean('must be true or false')),
        calls: v.pipe(
          v.array(callSchema, 'must be an array of calls'),
          v.minLength(1, 'must hold at least one call'),
          v.maxLength(
            walletSendCallsMaxCalls,
            `must hold at most ${walletSendCallsMaxCalls} calls`,
          ),
        ),
        capabilities: capabilitiesSchema,
      },
      'must be an object with version, chainId and calls',
    ),
  ],
  'must be [{ version, chainId, calls, … }]',
)

/** Checked `wallet_sendCalls` params. */
export type WalletSendCallsParams = v.InferOutput<typeof walletSendCallsParamsSchema>

/**
 * The params of `wallet_getCallsStatus`: `[id]`; of `wallet_getCapabilities`: `[address?, chainIds?]`.
 */
export const walletGetCallsStatusParamsSchema = v.tuple(
  [
    v.pipe(
      v.string('must be a string'),
      v.minLength(1, 'must not be empty'),
      v.maxLength(256, 'must be at most 256 characters'),
    ),
  ],
  'must be [id]',
)

/** The params of `wallet_getCapabilities` (EIP-5792): `[address?, chainIds?]`. */
export const walletGetCapabilitiesParamsSchema = v.union(
  [
    v.tuple([]),
    v.tuple([prefixed('must be an address of 40 hex digits', /^0x[0-9a-fA-F]{40}$/)]),
    v.tuple([
      prefixed('must be an address of 40 hex digits', /^0x[0-9a-fA-F]{40}$/),
      v.pipe(v.array(prefixed('must be a 0x chain id', /^0x[0-9a-fA-F]{1,13}$/)), v.maxLength(100)),
    ]),
  ],
  'must be [address, chainIds?]',
)
