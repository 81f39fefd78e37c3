import { createPublicKey, verify } from 'node:crypto'
import { decodeIss, decodeJWT, JWT_IRIDIUM_ALG, JWT_IRIDIUM_TYP } from '@walletconnect/relay-auth'

/** Why a client's token was refused; the message is sent back with the 401. */
export class RelayAuthError extends Error {
  override name = 'RelayAuthError'
}

/** Parameters of `verifyRelayAuth`. */
export type VerifyRelayAuthParameters = {
  /** The `auth` query parameter: the JWT the client signed with its `did:key`. */
  auth: string | null | undefined
  /** Relay URLs the token may be addressed to (its `aud`); compared after `normalizeRelayUrl`. */
  audiences: readonly string[]
  /** Milliseconds since the epoch; the token must expire after it. */
  now?: number
  /** Longest lifetime (`exp - iat`) accepted, in seconds; 7 days by default. */
  maxLifetimeSeconds?: number
  /** How far `iat` may be ahead of `now`, in seconds; 5 minutes by default. */
  maxClockSkewSeconds?: number
}

/** Checks a WalletConnect relay token (EdDSA signature, audience, expiry) and returns the client id. */
export async function verifyRelayAuth(
  parameters: VerifyRelayAuthParameters,
): Promise<{ clientId: string }> {
  const {
    auth,
    audiences,
    now = Date.now(),
    maxLifetimeSeconds = 7 * 24 * 60 * 60,
    maxClockSkewSeconds = 300,
  } = parameters
  if (!auth) throw new RelayAuthError('Missing auth: connect with ?auth=<JWT>')
  let payload: { iss?: unknown; aud?: unknown; exp?: unknown; iat?: unknown }
  let valid: boolean
  try {
    const { header, payload: claims, data, signature } = decodeJWT(auth)
    payload = claims
    valid =
      header.alg === JWT_IRIDIUM_ALG &&
      header.typ === JWT_IRIDIUM_TYP &&
      verifySignature(data, signature, decodeIss(claims.iss))
  } catch {
    throw new RelayAuthError('Invalid auth: not a relay JWT')
  }
  if (!valid) throw new RelayAuthError('Invalid auth: bad signature')
  if (typeof payload.iss !== 'string' || !payload.iss.startsWith('did:key:'))
    throw new RelayAuthError('Invalid auth: the issuer must be a did:key')
  const audience = typeof payload.aud === 'string' ? normalizeRelayUrl(payload.aud) : undefined
  if (!audience || !audiences.some((accepted) => normalizeRelayUrl(accepted) === audience))
    throw new RelayAuthError(
      `Invalid auth: the token is for ${String(payload.aud)}, not this relay (${audiences.join(', ')})`,
    )
  if (typeof payload.exp !== 'number' || payload.exp * 1000 <= now)
    throw new RelayAuthError('Invalid auth: the token has expired')
  // A token that lives for years, or is dated ahead, would stay usable long after a key leaks.
  if (typeof payload.iat !== 'number' || payload.iat * 1000 > now + maxClockSkewSeconds * 1000)
    throw new RelayAuthError(
      `Invalid auth: the token must be issued (iat) no later than ${maxClockSkewSeconds} s from now`,
    )
  if (payload.exp - payload.iat > maxLifetimeSeconds)
    throw new RelayAuthError(
      `Invalid auth: the token lives ${payload.exp - payload.iat} s, more than ${maxLifetimeSeconds} s`,
    )
  return { clientId: payload.iss }
}

// DER prefix of an Ed25519 public key in SubjectPublicKeyInfo form: the 32 key bytes follow.
const ed25519SpkiPrefix = Buffer.from('302a300506032b6570032100', 'hex')

/**
 * Ed25519 with node:crypto (OpenSSL): the relay library's own check runs in JavaScript, at about
 * a millisecond per token, which thousands of clients reconnecting at once turn into seconds.
 */
function verifySignature(data: Uint8Array, signature: Uint8Array, publicKey: Uint8Array): boolean {
  const key = createPublicKey({
    key: Buffer.concat([ed25519SpkiPrefix, publicKey]),
    format: 'der',
    type: 'spki',
  })
  return verify(null, data, key, signature)
}

/** A relay URL in the one form tokens are compared in: no trailing slash, no query, default port dropped. */
export function normalizeRelayUrl(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined
  const parsed = new URL(url)
  return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, '')}`
}
