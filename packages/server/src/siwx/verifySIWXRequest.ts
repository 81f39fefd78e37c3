import type { SIWXVerifyRequest, SIWXVerifyResponse } from '@latchkey/core/protocol'
import type { ChainConfig } from '../config.js'
import type { Database } from '../db/Database.js'
import { SIWXRefusalError } from '../errors/siwx.js'
import { getServerNamespace } from '../namespaces/getServerNamespace.js'
import type { ServerNamespace } from '../namespaces/ServerNamespace.js'
import { consumeNonce } from './consumeNonce.js'
import { createSession } from './createSession.js'
import { parseSIWXMessage } from './parseSIWXMessage.js'
import { toServerSession } from './SIWXSessionRow.js'

/** How long a session lasts when its message names no expiration time. */
const defaultSessionLifetime = 86_400_000

/** The longest a session lasts, whatever its message's expiration time says. */
const maxSessionLifetime = 30 * 86_400_000

/** One `POST /v1/siwx/verify`: its body, who sent it, and what the server knows. */
export type VerifySIWXRequestParameters = {
  database: Database
  /** The body, already checked by core's `siwxVerifyRequestSchema`. */
  body: SIWXVerifyRequest
  /** The request's Origin header. */
  origin: string | undefined
  projectId: string | undefined
  now: Date
  chains: readonly ChainConfig[]
  /** The namespaces whose messages the server reads and verifies. */
  namespaces: readonly ServerNamespace[]
}

/**
 * Verifies a signed sign-in message and opens a session, refusing (each with its own code) a
 * malformed body or message, a request without an Origin, a domain or URI that is not the
 * requesting origin's, a chain the server has no node for, an expired or not-yet-valid message,
 * an unknown, expired or already used nonce, and a signature that does not match. Checks run
 * cheapest first; the nonce is taken just before the signature, so any later refusal spends it.
 */
export async function verifySIWXRequest(
  parameters: VerifySIWXRequestParameters,
): Promise<SIWXVerifyResponse> {
  const { database, origin, projectId, now, namespaces } = parameters
  if (!origin || !URL.canParse(origin)) throw new SIWXRefusalError('SIWX_ORIGIN_MISSING')
  const { message, signature } = parameters.body
  const parsed = parseSIWXMessage(message, namespaces)

  // EIP-4361: no scheme means https; the page's origin must be exactly the message's.
  const page = new URL(origin)
  const scheme = parsed.scheme ?? 'https'
  if (`${scheme}:` !== page.protocol || parsed.domain !== page.host)
    throw new SIWXRefusalError(
      'SIWX_DOMAIN_MISMATCH',
      `${scheme}://${parsed.domain} is not ${page.origin}`,
    )
  if (!URL.canParse(parsed.uri) || new URL(parsed.uri).origin !== page.origin)
    throw new SIWXRefusalError('SIWX_URI_MISMATCH', `${parsed.uri} is not on ${page.origin}`)

  const chain = parameters.chains.find((entry) => entry.caipNetworkId === parsed.caipNetworkId)
  const namespace = getServerNamespace(namespaces, parsed.caipNetworkId)
  if (!chain || !namespace)
    throw new SIWXRefusalError('SIWX_CHAIN_NOT_SUPPORTED', parsed.caipNetworkId)

  if (parsed.expirationTime && parsed.expirationTime <= now)
    throw new SIWXRefusalError(
      'SIWX_MESSAGE_EXPIRED',
      `it expired at ${parsed.expirationTime.toISOString()}`,
    )
  if (parsed.notBefore && parsed.notBefore > now)
    throw new SIWXRefusalError(
      'SIWX_MESSAGE_NOT_YET_VALID',
      `it is valid from ${parsed.notBefore.toISOString()}`,
    )

  await consumeNonce(database, { nonce: parsed.nonce, origin: page.origin, projectId, now })
  const valid = await namespace.siwx.verifySignature({
    address: parsed.address,
    message,
    signature,
    chain,
  })
  if (!valid)
    throw new SIWXRefusalError('SIWX_INVALID_SIGNATURE', `not signed by ${parsed.address}`)

  const ends = Math.min(
    parsed.expirationTime?.getTime() ?? now.getTime() + defaultSessionLifetime,
    now.getTime() + maxSessionLifetime,
  )
  const row = {
    origin: page.origin,
    project_id: projectId ?? null,
    address: parsed.address,
    caip_network_id: parsed.caipNetworkId,
    message,
    signature,
    issued_at: parsed.issuedAt,
    expires_at: new Date(ends),
  }
  const token = await createSession(database, { ...row, projectId, now })
  return { token, session: toServerSession(row) }
}
