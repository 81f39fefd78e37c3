import { createHash, randomBytes } from 'node:crypto'
import { socialCompleteRequestSchema, socialStartRequestSchema } from '@latchkey/core/protocol'
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify'
import * as v from 'valibot'
import { EmbeddedRefusalError } from '../../errors/embedded.js'
import { InvalidParameterError } from '../../errors/parameter.js'
import { readRequest } from '../../http/readRequest.js'
import type { Mailer } from '../createMailer.js'
import {
  hashDeviceId,
  isDeviceApproved,
  isDeviceDeclined,
  requestDeviceApproval,
} from '../embeddedDevices.js'
import type { EmbeddedSession } from '../embeddedHandlers.js'
import { installDeviceRequestRoutes } from '../installDeviceRequestRoutes.js'
import { mailDeviceApproval } from '../mailDeviceApproval.js'
import { openEmbeddedSession } from '../openEmbeddedSession.js'
import { bindSocialIdentity } from './bindSocialIdentity.js'
import { createSocialClients, type SocialClients } from './createSocialClients.js'
import { installSocialLinkRoutes } from './installSocialLinkRoutes.js'
import { openSocialAttempt } from './openSocialAttempt.js'
import type { ProjectSocialConfig } from './ProjectSocialConfig.js'
import { readSocialIdentity } from './readSocialIdentity.js'
import { renderSocialCallbackPage } from './renderSocialCallbackPage.js'
import type { SocialConfig } from './SocialProviderConfig.js'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** What the social routes share with the rest of the embedded routes. */
export type SocialRoutesContext = {
  server: FastifyInstance
  /** Refuses every origin but the wallet frame's. */
  onRequest: onRequestAsyncHookHandler
  mailer: Mailer
  readSession(request: FastifyRequest): Promise<EmbeddedSession>
  now(): Date
  social: SocialConfig
  /** Projects with OAuth apps of their own: they offer only these. */
  projectSocial?: ProjectSocialConfig | undefined
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
  project_id: string | null
  expires_at: Date
}

/**
 * Social login of the embedded wallet, the server being each provider's OAuth client:
 * POST /v1/embedded/social/start (the provider's authorize URL for an attempt bound to the
 * device), GET /embedded/social/callback (where the provider sends the user back; the page hands
 * its address to the dapp's page), POST /v1/embedded/social/complete (the code exchanged, the
 * identity bound to an account, a session; a new device of an account waits for its approval).
 * Answers the clients, whose `providersOf` says what a project offers.
 */
export function installSocialRoutes(context: SocialRoutesContext): SocialClients {
  const { server, onRequest } = context
  // The public URL is known only once the server listens: the clients are made at first use.
  const redirectUri = () => new URL('/embedded/social/callback', server.publicUrl).href
  const clients = createSocialClients({
    social: context.social,
    projects: context.projectSocial ?? {},
    redirectUri,
  })
  const { clientOf } = clients
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
  installSocialLinkRoutes({ ...context, clientOf, redirectUri })
  installDeviceRequestRoutes(context)
  return clients
}

/** `POST /v1/embedded/social/start`: a new attempt and the provider's authorize URL for it. */
function postSocialStart(context: SocialRoutesContext, clientOf: SocialClients['clientOf']) {
  return async (request: FastifyRequest) => {
    const { body } = readRequest(request, { body: socialStartRequestSchema })
    const social = clientOf(body.provider, body.projectId)
    const origin = new URL(body.origin).origin
    if (body.returnUrl && new URL(body.returnUrl).origin !== origin)
      throw new InvalidParameterError('returnUrl', 'must be on the origin of `origin`')
    // The callback page sends the browser to the return address: only to a page the project allows.
    if (
      body.returnUrl &&
      !(await context.server.projectAccess.check({ projectId: body.projectId, origin })).allowed
    )
      throw new InvalidParameterError('returnUrl', 'is not on an origin the project allows')
    const uri = await openSocialAttempt(context.server.database, social, {
      provider: body.provider,
      deviceHash: hashDeviceId(body.deviceId),
      origin,
      projectId: body.projectId,
      returnUrl: body.returnUrl,
      at: context.now(),
    })
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
  clientOf: SocialClients['clientOf'],
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
          `select provider, device_hash, nonce, code_verifier, dapp_origin, return_url, user_id, username, project_id, expires_at
           from embedded_social_attempts where state_hash = $1 and device_hash = $2 and link_user_id is null`,
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
      const device = { userId: user.id, deviceId: body.deviceId }
      if (attempt.user_id && (await isDeviceDeclined(database, device))) {
        await database.query('delete from embedded_social_attempts where state_hash = $1', [
          sha256(state),
        ])
        throw new EmbeddedRefusalError('DEVICE_DECLINED')
      }
      // The code is spent: the attempt keeps whose login it was while the device waits.
      if (!attempt.user_id) {
        await database.query(
          'update embedded_social_attempts set user_id = $2, username = $3 where state_hash = $1',
          [sha256(state), user.id, username ?? null],
        )
        // With an email, a link goes to it; either way a signed-in device may approve.
        if (user.email) await mailDeviceApproval(context, { ...device, email: user.email })
        else await requestDeviceApproval(database, { ...device, now: at })
      }
      return user.email
        ? { action: 'VERIFY_DEVICE', email: user.email }
        : { action: 'VERIFY_DEVICE' }
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
  clientOf: SocialClients['clientOf'],
  parameters: { attempt: AttemptRow; callback: URL; state: string; at: Date },
): Promise<SocialUser> {
  const { attempt, callback, state, at } = parameters
  const identity = await readSocialIdentity(
    context.server.database,
    clientOf(attempt.provider, attempt.project_id),
    {
      callback,
      state,
      attempt,
    },
  )
  const user = await context.server.database.transaction((transaction) =>
    bindSocialIdentity(transaction, { provider: attempt.provider, identity, at }),
  )
  return { ...user, username: identity.username }
}
