import { createHash } from 'node:crypto'
import * as client from 'openid-client'
import type { DatabaseTransaction } from '../../db/Database.js'
import { EmbeddedRefusalError } from '../../errors/embedded.js'
import type { SocialClient } from './createSocialClient.js'

/** How long a social login may take from its start to its end (the provider's page included). */
const attemptLifetimeMs = 10 * 60_000
/** Attempts one device may have open at once: a new one drops its oldest. */
const maxAttemptsPerDevice = 5
/** Attempts open at once on the whole server: more are refused (SOCIAL_BUSY) until some end. */
export const maxOpenSocialAttempts = 10_000

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** What an attempt is opened with. */
export type SocialAttemptParameters = {
  provider: string
  deviceHash: string
  /** The dapp page's origin the callback hands its address to. */
  origin: string
  returnUrl?: string | undefined
  /** A link: the signed-in account the identity is added to. */
  linkUserId?: string | undefined
  /** The project whose OAuth app the attempt goes through (the server's if it has none). */
  projectId?: string | undefined
  at: Date
}

/**
 * Opens an attempt (state, nonce and PKCE verifier kept, the state hashed) within the attempts'
 * bounds, and answers the provider's authorize URL for it. Shared by login and link.
 */
export async function openSocialAttempt(
  database: DatabaseTransaction,
  social: SocialClient,
  parameters: SocialAttemptParameters,
): Promise<string> {
  const { at, deviceHash } = parameters
  await database.query('delete from embedded_social_attempts where expires_at <= $1', [at])
  await database.query(
    `delete from embedded_social_attempts where state_hash in (
       select state_hash from embedded_social_attempts where device_hash = $1
       order by created_at desc offset $2)`,
    [deviceHash, maxAttemptsPerDevice - 1],
  )
  const { rows } = await database.query<{ count: string | number }>(
    'select count(*) as count from embedded_social_attempts',
  )
  if (Number(rows[0]?.count ?? 0) >= maxOpenSocialAttempts)
    throw new EmbeddedRefusalError('SOCIAL_BUSY')
  const checks = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
  }
  let uri: string
  try {
    uri = await social.authorizeUrl(checks)
  } catch (error) {
    throw new EmbeddedRefusalError(
      'SOCIAL_LOGIN_FAILED',
      `${parameters.provider} could not be reached: ${error instanceof Error ? error.message : 'unknown error'}`,
    )
  }
  await database.query(
    `insert into embedded_social_attempts
       (state_hash, provider, device_hash, nonce, code_verifier, dapp_origin, return_url, link_user_id, project_id, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      sha256(checks.state),
      parameters.provider,
      deviceHash,
      checks.nonce,
      checks.codeVerifier,
      parameters.origin,
      parameters.returnUrl ?? null,
      parameters.linkUserId ?? null,
      parameters.projectId ?? null,
      at,
      new Date(at.getTime() + attemptLifetimeMs),
    ],
  )
  return uri
}
