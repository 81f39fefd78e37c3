import {
  deviceStatusRequestSchema,
  emailUpdateOtpRequestSchema,
  emailUpdateRequestSchema,
} from '@latchkey/core/protocol'
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify'
import * as v from 'valibot'
import { EmbeddedRefusalError } from '../errors/embedded.js'
import { readRequest } from '../http/readRequest.js'
import type { Mailer } from './createMailer.js'
import { consumeEmailCode, issueEmailCode } from './emailCodes.js'
import { approveDevice, findDeviceApproval, isDeviceApproved } from './embeddedDevices.js'
import { renderDeviceApprovalPage } from './renderDeviceApprovalPage.js'

/** What the account routes share with the rest of the embedded routes. */
export type EmbeddedAccountContext = {
  server: FastifyInstance
  /** Refuses every origin but the wallet frame's. */
  onRequest: onRequestAsyncHookHandler
  readSession(request: FastifyRequest): Promise<{ user_id: string; email: string | null }>
  mailer: Mailer
  now(): Date
  rateLimit: { max: number; timeWindow: number; groupId: string }
}

/** How long an email change may wait between its steps. */
const emailUpdateLifetimeMs = 10 * 60_000

const codeMail = (code: string, purpose: string) => ({
  subject: `${code} is your code to ${purpose}`,
  text: `Your code is ${code}. It is valid for 10 minutes and can be used once.`,
})

// A link's token, or '' for anything else (the page then says the link is not valid).
const approvalToken = v.pipe(
  v.optional(v.unknown()),
  v.transform((value) =>
    typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : '',
  ),
)
const approvalPageSchemas = { query: v.object({ token: approvalToken }) }
const approvalFormSchemas = { body: v.object({ token: approvalToken }) }

/** An HTML page of the device approval, framed nowhere, running no script, leaking no referrer. */
function sendPage(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
    )
    .send(body)
}

/** `POST /v1/embedded/device`: whether a device has been approved, polled by the frame. */
function postDeviceStatus(context: EmbeddedAccountContext) {
  return async (request: FastifyRequest) => {
    const { body } = readRequest(request, { body: deviceStatusRequestSchema })
    const { rows } = await context.server.database.query<{ id: string }>(
      'select id from embedded_users where email = $1',
      [body.email.toLowerCase()],
    )
    const user = rows[0]
    return {
      approved: user
        ? await isDeviceApproved(context.server.database, {
            userId: user.id,
            deviceId: body.deviceId,
          })
        : false,
    }
  }
}

/** `GET /embedded/device/approve`: the page an emailed link opens; a GET only shows it (mail scanners follow links). */
function getDeviceApprovalPage(context: EmbeddedAccountContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = readRequest(request, approvalPageSchemas).query.token ?? ''
    const email = token
      ? await findDeviceApproval(context.server.database, { token, now: context.now() })
      : undefined
    return sendPage(
      reply,
      email ? 200 : 400,
      renderDeviceApprovalPage(email ? { state: 'ask', email, token } : { state: 'invalid' }),
    )
  }
}

/** `POST /embedded/device/approve`: the page's button, which approves the device. */
function postDeviceApproval(context: EmbeddedAccountContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = readRequest(request, approvalFormSchemas).body.token ?? ''
    try {
      if (!token) throw new EmbeddedRefusalError('DEVICE_LINK_INVALID')
      await approveDevice(context.server.database, { token, now: context.now() })
    } catch (error) {
      if (error instanceof EmbeddedRefusalError)
        return sendPage(reply, 400, renderDeviceApprovalPage({ state: 'invalid' }))
      throw error
    }
    return sendPage(reply, 200, renderDeviceApprovalPage({ state: 'approved' }))
  }
}

/** The session of an account with an email (one made by a social login may have none). */
async function readEmailSession(context: EmbeddedAccountContext, request: FastifyRequest) {
  const session = await context.readSession(request)
  if (!session.email)
    throw new EmbeddedRefusalError(
      'EMAIL_UPDATE_NOT_STARTED',
      'This account has no email to change: it signs in with a social login',
    )
  return { ...session, email: session.email }
}

/**
 * `POST /v1/embedded/email/update`: starts an email change with a code to the old address; an
 * account without one (a social login's) adds the email with the new address's code alone.
 */
function postEmailUpdate(context: EmbeddedAccountContext) {
  return async (request: FastifyRequest) => {
    const session = await context.readSession(request)
    const newEmail = readRequest(request, {
      body: emailUpdateRequestSchema,
    }).body.email.toLowerCase()
    if (newEmail === session.email) throw new EmbeddedRefusalError('EMAIL_UNCHANGED')
    const taken = await context.server.database.query(
      'select 1 from embedded_users where email = $1',
      [newEmail],
    )
    if (taken.rows.length > 0) throw new EmbeddedRefusalError('EMAIL_IN_USE')
    const at = context.now()
    // No email yet: nothing to confirm first, the new address's code adds it.
    const adding = !session.email
    await context.server.database.query(
      `insert into embedded_email_updates (user_id, new_email, primary_verified_at, created_at, expires_at)
       values ($1, $2, $5, $3, $4)
       on conflict (user_id) do update set new_email = $2, primary_verified_at = $5, created_at = $3, expires_at = $4`,
      [
        session.user_id,
        newEmail,
        at,
        new Date(at.getTime() + emailUpdateLifetimeMs),
        adding ? at : null,
      ],
    )
    const to = session.email ?? newEmail
    const code = await issueEmailCode(context.server.database, {
      email: to,
      now: at,
      purpose: 'update',
    })
    await context.mailer.send({
      to,
      ...codeMail(
        code,
        adding ? 'add this email to your wallet' : `change your email to ${newEmail}`,
      ),
    })
    return { action: adding ? 'VERIFY_SECONDARY_OTP' : 'VERIFY_PRIMARY_OTP' }
  }
}

/** The email change under way for a user; EMAIL_UPDATE_NOT_STARTED if none. */
async function readUpdate(context: EmbeddedAccountContext, userId: string, at: Date) {
  const { rows } = await context.server.database.query<{
    new_email: string
    primary_verified_at: Date | null
  }>(
    'select new_email, primary_verified_at from embedded_email_updates where user_id = $1 and expires_at > $2',
    [userId, at],
  )
  if (!rows[0]) throw new EmbeddedRefusalError('EMAIL_UPDATE_NOT_STARTED')
  return rows[0]
}

/** `POST /v1/embedded/email/update/primary`: the old address's code; a code goes to the new one. */
function postEmailUpdatePrimary(context: EmbeddedAccountContext) {
  return async (request: FastifyRequest) => {
    const session = await readEmailSession(context, request)
    const { otp } = readRequest(request, { body: emailUpdateOtpRequestSchema }).body
    const at = context.now()
    const update = await readUpdate(context, session.user_id, at)
    await consumeEmailCode(context.server.database, {
      email: session.email,
      code: otp,
      now: at,
      purpose: 'update',
    })
    await context.server.database.query(
      'update embedded_email_updates set primary_verified_at = $2 where user_id = $1',
      [session.user_id, at],
    )
    const code = await issueEmailCode(context.server.database, {
      email: update.new_email,
      now: at,
      purpose: 'update',
    })
    await context.mailer.send({ to: update.new_email, ...codeMail(code, 'confirm your new email') })
    return { action: 'VERIFY_SECONDARY_OTP' }
  }
}

/** `POST /v1/embedded/email/update/secondary`: the new address's code, which makes the change. */
function postEmailUpdateSecondary(context: EmbeddedAccountContext) {
  return async (request: FastifyRequest) => {
    const session = await context.readSession(request)
    const { otp } = readRequest(request, { body: emailUpdateOtpRequestSchema }).body
    const at = context.now()
    const update = await readUpdate(context, session.user_id, at)
    if (!update.primary_verified_at) throw new EmbeddedRefusalError('EMAIL_UPDATE_NOT_STARTED')
    await consumeEmailCode(context.server.database, {
      email: update.new_email,
      code: otp,
      now: at,
      purpose: 'update',
    })
    await context.server.database.transaction(async (transaction) => {
      const taken = await transaction.query('select 1 from embedded_users where email = $1', [
        update.new_email,
      ])
      if (taken.rows.length > 0) throw new EmbeddedRefusalError('EMAIL_IN_USE')
      await transaction.query('update embedded_users set email = $2 where id = $1', [
        session.user_id,
        update.new_email,
      ])
      await transaction.query('delete from embedded_email_updates where user_id = $1', [
        session.user_id,
      ])
    })
    return { email: update.new_email }
  }
}

/**
 * The account flows of the embedded wallet: a new device approved from an emailed link
 * (POST /v1/embedded/device for the frame's polling; GET and POST /embedded/device/approve,
 * the page the link opens), and the email change in two codes, one to the old address
 * (VERIFY_PRIMARY_OTP) and one to the new (VERIFY_SECONDARY_OTP).
 */
export function installEmbeddedAccountRoutes(context: EmbeddedAccountContext): void {
  const { server, onRequest, rateLimit } = context
  // Polled by the frame every second or so while EmailVerifyDevice waits.
  const pollLimit = { ...rateLimit, max: rateLimit.max * 10, groupId: 'embedded-device' }
  server.post(
    '/v1/embedded/device',
    { onRequest, config: { rateLimit: pollLimit } },
    postDeviceStatus(context),
  )
  // The approval page's form posts url-encoded fields.
  server.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1_024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
  server.get('/embedded/device/approve', getDeviceApprovalPage(context))
  server.post('/embedded/device/approve', postDeviceApproval(context))
  const emailRoute = { onRequest, config: { rateLimit } }
  server.post('/v1/embedded/email/update', emailRoute, postEmailUpdate(context))
  server.post('/v1/embedded/email/update/primary', emailRoute, postEmailUpdatePrimary(context))
  server.post('/v1/embedded/email/update/secondary', emailRoute, postEmailUpdateSecondary(context))
}
