// The sign-in API's bodies as valibot schemas: the widget checks the server's answers and the
// server checks the widget's requests with these same definitions.
import * as v from 'valibot'
import { type CheckBodyReturnType, checkBody } from '../schemas/checkBody.js'

const isoDateTime = v.pipe(
  v.string(),
  v.check((value) => !Number.isNaN(Date.parse(value)), 'must be an ISO 8601 date-time'),
)
const caipNetworkId = v.pipe(
  v.string(),
  v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 network id'),
)

/** `POST /v1/siwx/nonce` answers a single-use nonce and when it stops being accepted. */
export const siwxNonceResponseSchema = v.object({
  nonce: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{8,}$/, 'must be 8 or more letters and digits')),
  expiresAt: isoDateTime,
})

/** `POST /v1/siwx/verify` takes the signed message text and its signature. */
export const siwxVerifyRequestSchema = v.object({
  message: v.pipe(
    v.string(),
    v.minLength(1, 'must not be empty'),
    v.maxLength(16_384),
    // EIP-4361 text is lines of printable characters: any other control character is refused
    // here, before the server spends the nonce on it.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this check's purpose
    v.regex(/^[^\u0000-\u0009\u000b-\u001f\u007f]*$/, 'must not hold control characters'),
  ),
  // Spec section 5: 0x and at least 62 hex digits (ERC-6492 signatures wrap deploy data: long;
  // Polkadot's sr25519/ed25519/ecdsa signatures are 0x hex too); a Solana wallet's ed25519
  // signature is 64 bytes in base58; a Bitcoin wallet's is base64 (a BIP-322 witness, at least
  // 66 bytes, or a 65-byte legacy signed message).
  signature: v.pipe(
    v.string(),
    v.regex(
      /^(0x[0-9a-fA-F]{62,}|[1-9A-HJ-NP-Za-km-z]{64,90}|(?:[A-Za-z0-9+/]{4}){21,}(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?)$/,
      'must be 0x and at least 62 hex digits, a base58 ed25519 signature, or a base64 Bitcoin signature',
    ),
    v.maxLength(65_536),
  ),
})

/** A session the server keeps: who signed in, on which network, until when, and the proof. */
export const siwxServerSessionSchema = v.object({
  address: v.string(),
  caipNetworkId,
  issuedAt: isoDateTime,
  expiresAt: isoDateTime,
  message: v.string(),
  signature: v.string(),
})

/** `POST /v1/siwx/verify` answers the session and the bearer token that stands for it. */
export const siwxVerifyResponseSchema = v.object({
  token: v.pipe(v.string(), v.minLength(16)),
  session: siwxServerSessionSchema,
})

/** The body of `POST /v1/siwx/nonce`'s answer. */
export type SIWXNonceResponse = v.InferOutput<typeof siwxNonceResponseSchema>
/** The body of `POST /v1/siwx/verify`. */
export type SIWXVerifyRequest = v.InferOutput<typeof siwxVerifyRequestSchema>
/** A session as `GET /v1/siwx/session` answers it. */
export type SIWXServerSession = v.InferOutput<typeof siwxServerSessionSchema>
/** The body of `POST /v1/siwx/verify`'s answer. */
export type SIWXVerifyResponse = v.InferOutput<typeof siwxVerifyResponseSchema>

/** One of the sign-in API's schemas. */
export type SIWXBodySchema =
  | typeof siwxNonceResponseSchema
  | typeof siwxVerifyRequestSchema
  | typeof siwxServerSessionSchema
  | typeof siwxVerifyResponseSchema

/** What `checkSIWXBody` found: the typed body, or what is wrong with it. */
export type CheckSIWXBodyReturnType<schema extends SIWXBodySchema> = CheckBodyReturnType<
  v.InferOutput<schema>
>

/**
 * Checks a body against one of the sign-in API's schemas, for code that does not import valibot
 * (the server): the typed body, or the first problem as `path: message`.
 */
export function checkSIWXBody<schema extends SIWXBodySchema>(
  schema: schema,
  body: unknown,
): CheckSIWXBodyReturnType<schema> {
  return checkBody(schema, body)
}
