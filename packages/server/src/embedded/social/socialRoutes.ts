import { createHash, randomBytes } from 'node:crypto'
import { socialCompleteRequestSchema, socialStartRequestSchema } from '@latchkey/core/protocol'
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify'
import * as client from 'openid-client'
import * as v from 'valibot'
import { EmbeddedRefusalError } from '../../errors/embedded.js'
import { InvalidParameterError } from '../../errors/parameter.js'
import { readRequest } from '../../http/readRequest.js'
import type { Mailer } from '../createMailer.js'
import { hashDeviceId, isDeviceApproved } from '../embeddedDevices.js'
import { mailDeviceApproval } from '../mailDeviceApproval.js'
import { openEmbeddedSession } from '../openEmbeddedSession.js'
import { bindSocialIdentity } from './bindSocialIdentity.js'
import { createSocialClient, type SocialClient } from './createSocialClient.js'
import { renderSocialCallbackPage } from './renderSocialCallbackPage.js'
import { oauthSocialProviders, type SocialConfig } from './SocialProviderConfig.js'
import { socialProviderProfiles } from './socialProviderProfiles.js'

/** How long a social login may take from its start to its end (the provider's page included). */
const attemptLifetimeMs = 10 * 60_000
/** Attempts one device may have open at once: a new one drops its oldest. */
const maxAttemptsPerDevice = 5
/** Attempts open at once on the whole server: more are refused (SOCIAL_BUSY) until some end. */
const maxOpenAttempts = 10_000

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** What the social routes share with the rest of the embedded routes. */
export type SocialRoutesContext = {
  server: FastifyInstance
  /** Refuses every origin but the wallet frame's. */
  onRequest: onRequestAsyncHookHandler
  mailer: Mailer
  now(): Date
  social: SocialConfig
  rateLimit: { max: number; timeWindow: number; groupId: string }
}

type AttemptRow = {
  provider: string
  device_hash: string
  nonce: string
  code_verifier: string
  dapp_origin: string
  return_url: string | null
  user_id: string | null
  username: string | null
  expires_at: Date
}

/**
 * Social login of the embedded wallet, the server being each provider's OAuth client:
 * POST /v1/embedded/social/start (the provider's authorize URL for an attempt bound to the
 * device), GET /embedded/social/callback (where the provider sends the user back; the page hands
 * its address to the dapp's page), POST /v1/embedded/social/complete (the code exchanged, the
 * identity bound to an account, a session; a new device of an account waits for its approval).
 */
export function installSocialRoutes(context: SocialRoutesContext): void {
  const { server, onRequest } = context
  // The public URL is known only once the server listens: the clients are made at first use.
  const redirectUri = () => new URL('/embedded/social/callback', server.publicUrl).href
  let clients: Map<string, SocialClient> | undefined
  const clientOf = (provider: string) => {
    clients ??= new Map(
      oauthSocialProviders.flatMap((name) => {
        const config = context.social[name]
        return config
          ? [
              [
                name,
                createSocialClient({
                  config,
                  profile: socialProviderProfiles[name],
                  redirectUri: redirectUri(),
                }),
              ] as const,
            ]
          : []
      }),
    )
    return clients.get(provider)
  }
  const routeOptions = {
    onRequest,
    config: { rateLimit: { ...context.rateLimit, groupId: 'embedded-social' } },
  }
  server.post('/v1/embedded/social/start', routeOptions, postSocialStart(context, clientOf))
  server.get(
    '/embedded/social/callback',
    { config: { rateLimit: { ...context.rateLimit, groupId: 'embedded-social-callback' } } },
    getSocialCallback(context),
  )
  server.post(
    '/v1/embedded/social/complete',
    routeOptions,
    postSocialComplete(context, clientOf, redirectUri),
  )
}

/** `POST /v1/embedded/social/start`: a new attempt and the provider's authorize URL for it. */
function postSocialStart(
  context: SocialRoutesContext,
  clientOf: (provider: string) => SocialClient | undefined,
) {
  return async (request: FastifyRequest) => {
    const { body } = readRequest(request, { body: socialStartRequestSchema })
    const social = clientOf(body.provider)
    if (!social)
      throw new EmbeddedRefusalError(
        'SOCIAL_PROVIDER_NOT_CONFIGURED',
        `${body.provider} login is not set up on this server`,
      )
    const origin = new URL(body.origin).origin
    if (body.returnUrl && new URL(body.returnUrl).origin !== origin)
      throw new InvalidParameterError('returnUrl', 'must be on the origin of `origin`')
    // The callback page sends the browser to the return address: only to a page the project allows.
    if (
      body.returnUrl &&
      !(await context.server.projectAccess.check({ projectId: body.projectId, origin })).allowed
    )
      throw new InvalidParameterError('returnUrl', 'is not on an origin the project allows')
    const at = context.now()
    const deviceHash = hashDeviceId(body.deviceId)
    const { database } = context.server
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
    if (Number(rows[0]?.count ?? 0) >= maxOpenAttempts)
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
        `${body.provider} could not be reached: ${error instanceof Error ? error.message : 'unknown error'}`,
      )
    }
    await database.query(
      `insert into embedded_social_attempts
         (state_hash, provider, device_hash, nonce, code_verifier, dapp_origin, return_url, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        sha256(checks.state),
        body.provider,
        deviceHash,
        checks.nonce,
        checks.codeVerifier,
        origin,
        body.returnUrl ?? null,
        at,
        new Date(at.getTime() + attemptLifetimeMs),
      ],
    )
    return { uri }
  }
}

const callbackSchemas = {
  query: v.object({ state: v.optional(v.pipe(v.string(), v.maxLength(200))) }),
}

/** `GET /embedded/social/callback`: the page the provider sends the user back to. */
function getSocialCallback(context: SocialRoutesContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { state } = readRequest(request, callbackSchemas).query
    const { rows } = state
      ? await context.server.database.query<Pick<AttemptRow, 'dapp_origin' | 'return_url'>>(
          'select dapp_origin, return_url from embedded_social_attempts where state_hash = $1 and expires_at > $2',
          [sha256(state), context.now()],
        )
      : { rows: [] }
    const attempt = rows[0]
    const scriptNonce = randomBytes(16).toString('base64')
    return (
      reply
        .code(attempt ? 200 : 400)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        // The address holds the code: no referrer carries it anywhere.
        .header('referrer-policy', 'no-referrer')
        .header(
          'content-security-policy',
          `default-src 'none'; script-src 'nonce-${scriptNonce}'; style-src 'unsafe-inline'; frame-ancestors 'none'`,
        )
        .send(
          renderSocialCallbackPage(
            attempt
              ? {
                  state: 'handoff',
                  dappOrigin: attempt.dapp_origin,
                  returnUrl: attempt.return_url ?? undefined,
                  scriptNonce,
                }
              : { state: 'invalid' },
          ),
        )
    )
  }
}

/** `POST /v1/embedded/social/complete`: the callback's code exchanged and turned into a session. */
function postSocialComplete(
  context: SocialRoutesContext,
  clientOf: (provider: string) => SocialClient | undefined,
  redirectUri: () => string,
) {
  return async (request: FastifyRequest) => {
    const { body } = readRequest(request, { body: socialCompleteRequestSchema })
    const callback = new URL(body.uri)
    if (`${callback.origin}${callback.pathname}` !== redirectUri())
      throw new InvalidParameterError('uri', "is not this server's social login callback")
    const state = callback.searchParams.get('state')
    const { database } = context.server
    const at = context.now()
    const { rows } = state
      ? await database.query<AttemptRow>(
          `select provider, device_hash, nonce, code_verifier, dapp_origin, return_url, user_id, username, expires_at
           from embedded_social_attempts where state_hash = $1 and device_hash = $2`,
          [sha256(state), hashDeviceId(body.deviceId)],
        )
      : { rows: [] }
    const attempt = rows[0]
    if (!state || !attempt) throw new EmbeddedRefusalError('SOCIAL_STATE_INVALID')
    if (new Date(attempt.expires_at).getTime() <= at.getTime()) {
      await database.query('delete from embedded_social_attempts where state_hash = $1', [
        sha256(state),
      ])
      throw new EmbeddedRefusalError('SOCIAL_ATTEMPT_EXPIRED')
    }
    const user = attempt.user_id
      ? await waitingUser(context, attempt.user_id)
      : await exchangeCode(context, clientOf, { attempt, callback, state, at })
    const username = attempt.username ?? user.username
    if (
      user.address &&
      !(await isDeviceApproved(database, { userId: user.id, deviceId: body.deviceId }))
    ) {
      if (!user.email) throw new EmbeddedRefusalError('SOCIAL_DEVICE_NOT_APPROVED')
      // The code is spent: the attempt keeps whose login it was while the device waits.
      if (!attempt.user_id) {
        await database.query(
          'update embedded_social_attempts set user_id = $2, username = $3 where state_hash = $1',
          [sha256(state), user.id, username ?? null],
        )
        await mailDeviceApproval(context, {
          userId: user.id,
          deviceId: body.deviceId,
          email: user.email,
        })
      }
      return { action: 'VERIFY_DEVICE', email: user.email }
    }
    // Taken once: of two requests with the same callback, one gets the session.
    const taken = await database.query(
      'delete from embedded_social_attempts where state_hash = $1 returning state_hash',
      [sha256(state)],
    )
    if (taken.rows.length === 0) throw new EmbeddedRefusalError('SOCIAL_STATE_INVALID')
    const token = await openEmbeddedSession(database, {
      userId: user.id,
      deviceId: body.deviceId,
      at,
    })
    return {
      token,
      user: {
        // The frame keeps this device's key share under it when the account has no email.
        accountId: user.id,
        email: user.email ?? undefined,
        address: user.address ?? undefined,
        username,
        provider: attempt.provider,
      },
    }
  }
}

type SocialUser = {
  id: string
  email: string | null
  address: string | null
  username?: string | undefined
}

/** The account an attempt waiting for its device's approval belongs to. */
async function waitingUser(context: SocialRoutesContext, userId: string): Promise<SocialUser> {
  const { rows } = await context.server.database.query<SocialUser>(
    'select id, email, address from embedded_users where id = $1',
    [userId],
  )
  if (!rows[0]) throw new EmbeddedRefusalError('SOCIAL_STATE_INVALID')
  return rows[0]
}

/** Exchanges the callback's code at the provider and binds the identity it names to an account. */
async function exchangeCode(
  context: SocialRoutesContext,
  clientOf: (provider: string) => SocialClient | undefined,
  parameters: { attempt: AttemptRow; callback: URL; state: string; at: Date },
): Promise<SocialUser> {
  const { attempt, callback, state, at } = parameters
  const social = clientOf(attempt.provider)
  if (!social)
    throw new EmbeddedRefusalError(
      'SOCIAL_PROVIDER_NOT_CONFIGURED',
      `${attempt.provider} login is not set up on this server`,
    )
  // A code is tried once: the attempt is spent whether the provider takes it or not.
  const claimed = await context.server.database.query(
    'update embedded_social_attempts set code_verifier = $2 where state_hash = $1 and code_verifier = $3 returning state_hash',
    [sha256(state), '', attempt.code_verifier],
  )
  if (claimed.rows.length === 0 || !attempt.code_verifier)
    throw new EmbeddedRefusalError('SOCIAL_STATE_INVALID')
  let identity: Awaited<ReturnType<SocialClient['complete']>>
  try {
    identity = await social.complete(callback, {
      state,
      nonce: attempt.nonce,
      codeVerifier: attempt.code_verifier,
    })
  } catch (error) {
    await context.server.database.query(
      'delete from embedded_social_attempts where state_hash = $1',
      [sha256(state)],
    )
    const reason =
      callback.searchParams.get('error_description') ??
      callback.searchParams.get('error') ??
      (error instanceof Error ? error.message : undefined)
    throw new EmbeddedRefusalError(
      'SOCIAL_LOGIN_FAILED',
      reason ? `The provider refused the login: ${reason.slice(0, 200)}` : undefined,
    )
  }
  const user = await context.server.database.transaction((transaction) =>
    bindSocialIdentity(transaction, { provider: attempt.provider, identity, at }),
  )
  return { ...user, username: identity.username }
}
