import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import * as v from 'valibot'
import type { DatabaseTransaction } from '../../db/Database.js'
import { EmbeddedRefusalError } from '../../errors/embedded.js'
import { InvalidParameterError } from '../../errors/parameter.js'
import { readRequest } from '../../http/readRequest.js'
import { hashDeviceId } from '../embeddedDevices.js'
import type { EmbeddedSession } from '../embeddedHandlers.js'
import type { SocialClients } from './createSocialClients.js'
import { openSocialAttempt } from './openSocialAttempt.js'
import { readSocialIdentity } from './readSocialIdentity.js'
import { oauthSocialProviders } from './SocialProviderConfig.js'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** What the link routes need of the social routes. */
export type SocialLinkContext = {
  server: FastifyInstance
  /** Refuses every origin but the wallet frame's. */
  onRequest: onRequestAsyncHookHandler
  readSession(request: FastifyRequest): Promise<EmbeddedSession>
  now(): Date
  rateLimit: { max: number; timeWindow: number; groupId: string }
  clientOf: SocialClients['clientOf']
  redirectUri(): string
}

const linkStartSchema = v.object({
  provider: v.picklist(oauthSocialProviders, `must be one of ${oauthSocialProviders.join(', ')}`),
  origin: v.pipe(v.string('must be a string'), v.url('must be an origin'), v.maxLength(300)),
  /** The dapp's project: its own OAuth apps where it has them. */
  projectId: v.optional(v.pipe(v.string('must be a string'), v.maxLength(100))),
})
const linkCompleteSchema = v.object({
  uri: v.pipe(v.string('must be a string'), v.url('must be a URL'), v.maxLength(4_000)),
})
const unlinkSchema = v.object({
  provider: v.picklist(
    ['email', ...oauthSocialProviders, 'farcaster'],
    'must be email, farcaster or a social provider',
  ),
})

/** One login of an account: its email, or a provider and the username it gave. */
type LinkedLogin = { provider: string; username: string | null }

/** The logins of `userId`: its email first, then its social identities, oldest first. */
async function listLogins(database: DatabaseTransaction, userId: string): Promise<LinkedLogin[]> {
  const { rows: users } = await database.query<{ email: string | null }>(
    'select email from embedded_users where id = $1',
    [userId],
  )
  const { rows } = await database.query<LinkedLogin>(
    'select provider, username from embedded_social_identities where user_id = $1 order by created_at, provider',
    [userId],
  )
  const email = users[0]?.email
  return [...(email ? [{ provider: 'email', username: email }] : []), ...rows]
}

/**
 * Linked logins of a signed-in account: GET /v1/embedded/logins (the list), POST
 * /v1/embedded/logins/social (a link attempt: the provider's authorize URL), POST
 * /v1/embedded/logins/social/complete (the callback's code exchanged, the identity added to the
 * session's account; one bound to another account is refused), and DELETE
 * /v1/embedded/logins/:provider (refused for the account's last login).
 */
export function installSocialLinkRoutes(context: SocialLinkContext): void {
  const { server, onRequest } = context
  const routeOptions = {
    onRequest,
    config: { rateLimit: { ...context.rateLimit, groupId: 'embedded-social-link' } },
  }
  server.get('/v1/embedded/logins', { onRequest }, async (request) => {
    const session = await context.readSession(request)
    return { logins: await listLogins(server.database, session.user_id) }
  })
  server.post('/v1/embedded/logins/social', routeOptions, async (request) => {
    const session = await context.readSession(request)
    const { body } = readRequest(request, { body: linkStartSchema })
    const social = context.clientOf(body.provider, body.projectId)
    const uri = await openSocialAttempt(server.database, social, {
      provider: body.provider,
      deviceHash: session.device_hash ?? hashDeviceId(session.token),
      origin: new URL(body.origin).origin,
      linkUserId: session.user_id,
      projectId: body.projectId,
      at: context.now(),
    })
    return { uri }
  })
  server.post('/v1/embedded/logins/social/complete', routeOptions, async (request) => {
    const session = await context.readSession(request)
    const { body } = readRequest(request, { body: linkCompleteSchema })
    await completeLink(context, session.user_id, new URL(body.uri))
    return { logins: await listLogins(server.database, session.user_id) }
  })
  server.delete('/v1/embedded/logins/:provider', { onRequest }, async (request) => {
    const session = await context.readSession(request)
    const { provider } = readRequest(request, { params: unlinkSchema }).params
    if (provider === 'email') throw new EmbeddedRefusalError('EMAIL_LOGIN_KEPT')
    await server.database.transaction(async (transaction) => {
      // The account's row locked: two removals at once cannot both leave it without a login.
      await transaction.query('select id from embedded_users where id = $1 for update', [
        session.user_id,
      ])
      const logins = await listLogins(transaction, session.user_id)
      if (!logins.some((login) => login.provider === provider))
        throw new EmbeddedRefusalError('LOGIN_NOT_LINKED')
      if (logins.every((login) => login.provider === provider))
        throw new EmbeddedRefusalError('LAST_LOGIN')
      await transaction.query(
        'delete from embedded_social_identities where user_id = $1 and provider = $2',
        [session.user_id, provider],
      )
    })
    return { logins: await listLogins(server.database, session.user_id) }
  })
}

/** The link attempt of the callback `callback`, its identity read and added to `userId`. */
async function completeLink(context: SocialLinkContext, userId: string, callback: URL) {
  const { database } = context.server
  if (`${callback.origin}${callback.pathname}` !== context.redirectUri())
    throw new InvalidParameterError('uri', "is not this server's social login callback")
  const state = callback.searchParams.get('state')
  const { rows } = state
    ? await database.query<{
        provider: string
        nonce: string
        code_verifier: string
        project_id: string | null
        expires_at: Date
      }>(
        `select provider, nonce, code_verifier, project_id, expires_at from embedded_social_attempts
         where state_hash = $1 and link_user_id = $2`,
        [sha256(state), userId],
      )
    : { rows: [] }
  const attempt = rows[0]
  if (!state || !attempt) throw new EmbeddedRefusalError('SOCIAL_STATE_INVALID')
  const at = context.now()
  if (new Date(attempt.expires_at).getTime() <= at.getTime()) {
    await database.query('delete from embedded_social_attempts where state_hash = $1', [
      sha256(state),
    ])
    throw new EmbeddedRefusalError('SOCIAL_ATTEMPT_EXPIRED')
  }
  const identity = await readSocialIdentity(
    database,
    context.clientOf(attempt.provider, attempt.project_id),
    {
      callback,
      state,
      attempt,
    },
  )
  await database.query('delete from embedded_social_attempts where state_hash = $1', [
    sha256(state),
  ])
  await database.transaction(async (transaction) => {
    const { rows: bound } = await transaction.query<{ user_id: string }>(
      'select user_id from embedded_social_identities where provider = $1 and subject = $2',
      [attempt.provider, identity.subject],
    )
    if (bound[0] && bound[0].user_id !== userId)
      throw new EmbeddedRefusalError('SOCIAL_IDENTITY_IN_USE')
    if (bound[0]) return
    const { rows: same } = await transaction.query(
      'select 1 from embedded_social_identities where user_id = $1 and provider = $2',
      [userId, attempt.provider],
    )
    if (same.length > 0) throw new EmbeddedRefusalError('SOCIAL_PROVIDER_LINKED')
    await transaction.query(
      `insert into embedded_social_identities (provider, subject, user_id, username, created_at)
       values ($1, $2, $3, $4, $5)`,
      [attempt.provider, identity.subject, userId, identity.username ?? null, at],
    )
  })
}
