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
}

/** Checks a WalletConnect relay token (EdDSA signature, audience, expiry) and returns the client id. */
export async function verifyRelayAuth(
  parameters: VerifyRelayAuthParameters,
): Promise<{ clientId: string }> {
  const { auth, audiences, now = Date.now() } = parameters
  if (!auth) throw new RelayAuthError('Missing auth: connect with ?auth=<JWT>')
  let payload: { iss?: unknown; aud?: unknown; exp?: unknown }
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
  return { clientId: payload.iss }
}

/** A relay URL in the one form tokens are compared in: no trailing slash, no query, default port dropped. */
export function normalizeRelayUrl(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined
  const parsed = new URL(url)
  return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, '')}`
}
