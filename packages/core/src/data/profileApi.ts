// The name service's bodies (spec section 7's /v1/profile routes) as valibot schemas, shared by
// the widget (which checks the server's answers) and the server (which checks its input).
import * as v from 'valibot'
import { type CheckBodyReturnType, checkBody } from '../schemas/checkBody.js'
import { profileAccountResponseSchema } from './dataApi.js'

/** Spec section 5: letters, digits and hyphens, at least 4 (a DNS label: at most 63). */
export const nameLabelPattern = /^[a-zA-Z0-9-]{4,63}$/

/** The message for a label that breaks `nameLabelPattern`. */
export const nameLabelMessage = 'must be letters, digits and hyphens, at least 4 characters'

/** How old a registration message may be, in seconds (and how long its signature is remembered). */
export const nameMessageMaxAgeSeconds = 600

/** `GET /v1/profile/suggestions/{name}`: the name asked (first) and free variations of it, under `zone`. */
export const profileSuggestionsResponseSchema = v.object({
  suggestions: v.array(v.object({ name: v.string(), registered: v.boolean() })),
})

/** `GET /v1/profile/reverse/{address}`: the names pointing at the address, newest first. */
export const profileReverseResponseSchema = v.array(profileAccountResponseSchema)

/** What the wallet signs to register a name: the full name, its text records, and when (Unix seconds). */
export const nameRegistrationMessageSchema = v.strictObject({
  name: v.pipe(v.string(), v.maxLength(255, 'must be at most 255 characters')),
  attributes: v.pipe(
    v.record(
      v.pipe(v.string(), v.maxLength(64, 'must be at most 64 characters')),
      v.pipe(v.string(), v.maxLength(2048, 'must be at most 2048 characters')),
    ),
    v.check((record) => Object.keys(record).length <= 16, 'must hold at most 16 attributes'),
  ),
  timestamp: v.pipe(v.number(), v.integer('must be whole seconds'), v.minValue(0)),
})

/** `POST /v1/profile/account`: a signed registration (ENSIP-11 coin type, the signer, its message). */
export const profileRegisterRequestSchema = v.object({
  coin_type: v.pipe(
    v.number(),
    v.integer('must be an ENSIP-11 coin type'),
    v.minValue(0, 'must be an ENSIP-11 coin type'),
    v.maxValue(0xffffffff, 'must be an ENSIP-11 coin type'),
  ),
  address: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address')),
  message: v.pipe(v.string(), v.maxLength(4096, 'must be at most 4096 characters')),
  // ERC-6492 wraps a not yet deployed account's signature with its factory call: longer than 65 bytes.
  signature: v.pipe(
    v.string(),
    v.regex(/^0x([0-9a-fA-F]{2}){1,8192}$/, 'must be a 0x hex signature of at most 8192 bytes'),
  ),
})

/** `POST /v1/profile/account`'s answer: the name now registered. */
export const profileRegisterResponseSchema = v.object({
  success: v.literal(true),
  name: v.string(),
})

/** The answer of `GET /v1/profile/suggestions/{name}`. */
export type ProfileSuggestionsResponse = v.InferOutput<typeof profileSuggestionsResponseSchema>
/** The answer of `GET /v1/profile/reverse/{address}`. */
export type ProfileReverseResponse = v.InferOutput<typeof profileReverseResponseSchema>
/** The message a registration signs. */
export type NameRegistrationMessage = v.InferOutput<typeof nameRegistrationMessageSchema>
/** The body of `POST /v1/profile/account`. */
export type ProfileRegisterRequest = v.InferOutput<typeof profileRegisterRequestSchema>
/** The answer of `POST /v1/profile/account`. */
export type ProfileRegisterResponse = v.InferOutput<typeof profileRegisterResponseSchema>

/** One of the name service's schemas. */
export type ProfileApiSchema =
  | typeof profileSuggestionsResponseSchema
  | typeof profileReverseResponseSchema
  | typeof nameRegistrationMessageSchema
  | typeof profileRegisterRequestSchema
  | typeof profileRegisterResponseSchema

/** Checks a body against one of the name service's schemas: the typed body, or `path: message`. */
export function checkProfileApiBody<schema extends ProfileApiSchema>(
  schema: schema,
  body: unknown,
): CheckBodyReturnType<v.InferOutput<schema>> {
  return checkBody(schema, body)
}

/** The text a wallet signs to register `message.name`: JSON with its keys in a fixed order. */
export function formatNameRegistrationMessage(message: NameRegistrationMessage): string {
  const { name, attributes, timestamp } = message
  return JSON.stringify({ name, attributes, timestamp })
}

/**
 * ENSIP-11's coin type of an EVM chain: 60 for Ethereum (chain 1), else `0x80000000 | chainId`.
 * Throws for a chain id at or above 2^31, which has none (spec section 5).
 */
export function getEvmCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 1 || chainId >= 0x80000000)
    throw new RangeError(`Chain id ${chainId} has no coin type: it must be from 1 to 2^31 - 1.`)
  return chainId === 1 ? 60 : (0x80000000 | chainId) >>> 0
}
