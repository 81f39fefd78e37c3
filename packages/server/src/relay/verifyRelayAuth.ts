import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth'

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
    payload = decodeJWT(auth).payload
    valid = await verifyJWT(auth)
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

/** A relay URL in the one form tokens are compared in: no trailing slash, no query, default port dropped. */
export function normalizeRelayUrl(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined
  const parsed = new URL(url)
  return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, '')}`
}
