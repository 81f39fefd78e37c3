import {
  deviceStatusRequestSchema,
  emailUpdateOtpRequestSchema,
  emailUpdateRequestSchema,
} from '@latchkey/core/internal'
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify'
import { EmbeddedRefusalError } from '../errors/embedded.js'
import type { Mailer } from './createMailer.js'
import { consumeEmailCode, issueEmailCode } from './emailCodes.js'
import { approveDevice, findDeviceApproval, isDeviceApproved } from './embeddedDevices.js'
import { parseBody } from './parseBody.js'
import { renderDeviceApprovalPage } from './renderDeviceApprovalPage.js'

/** What the account routes share with the rest of the embedded routes. */
export type EmbeddedAccountContext = {
  /** Refuses every origin but the wallet frame's. */
  onRequest: onRequestAsyncHookHandler
  readSession(request: FastifyRequest): Promise<{ user_id: string; email: string }>
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

/**
 * The account flows of the embedded wallet: a new device approved from an emailed link
 * (POST /v1/embedded/device for the frame's polling; GET and POST /embedded/device/approve,
 * the page the link opens), and the email change in two codes, one to the old address
 * (VERIFY_PRIMARY_OTP) and one to the new (VERIFY_SECONDARY_OTP).
 */
export function installEmbeddedAccountRoutes(
  server: FastifyInstance,
  context: EmbeddedAccountContext,
): void {
  const { onRequest, readSession, mailer, now } = context

  // Polled by the frame every second or so while EmailVerifyDevice waits.
  server.post(
    '/v1/embedded/device',
    {
      onRequest,
      config: {
        rateLimit: {
          ...context.rateLimit,
          max: context.rateLimit.max * 10,
          groupId: 'embedded-device',
        },
      },
    },
    async (request) => {
      const body = parseBody(deviceStatusRequestSchema, request.body)
      const { rows } = await server.database.query<{ id: string }>(
        'select id from embedded_users where email = $1',
        [body.email.toLowerCase()],
      )
      const user = rows[0]
      return {
        approved: user
          ? await isDeviceApproved(server.database, { userId: user.id, deviceId: body.deviceId })
          : false,
      }
    },
  )

  // The page the emailed link opens: a GET only shows it (mail scanners follow links), the
  // button's POST approves.
  server.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1_024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
      )
      .send(body)
  const tokenOf = (value: unknown) =>
    typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : ''
  server.get('/embedded/device/approve', async (request, reply) => {
    const token = tokenOf((request.query as { token?: unknown }).token)
    const email = token
      ? await findDeviceApproval(server.database, { token, now: now() })
      : undefined
    return html(
      reply,
      email ? 200 : 400,
      renderDeviceApprovalPage(email ? { state: 'ask', email, token } : { state: 'invalid' }),
    )
  })
  server.post('/embedded/device/approve', async (request, reply) => {
    const token = tokenOf((request.body as { token?: unknown } | undefined)?.token)
    try {
      if (!token) throw new EmbeddedRefusalError('DEVICE_LINK_INVALID')
      await approveDevice(server.database, { token, now: now() })
    } catch (error) {
      if (error instanceof EmbeddedRefusalError)
        return html(reply, 400, renderDeviceApprovalPage({ state: 'invalid' }))
      throw error
    }
    return html(reply, 200, renderDeviceApprovalPage({ state: 'approved' }))
  })

  const emailRoute = { onRequest, config: { rateLimit: context.rateLimit } }

  server.post('/v1/embedded/email/update', emailRoute, async (request) => {
    const session = await readSession(request)
    const newEmail = parseBody(emailUpdateRequestSchema, request.body).email.toLowerCase()
    if (newEmail === session.email) throw new EmbeddedRefusalError('EMAIL_UNCHANGED')
    const taken = await server.database.query('select 1 from embedded_users where email = $1', [
      newEmail,
    ])
    if (taken.rows.length > 0) throw new EmbeddedRefusalError('EMAIL_IN_USE')
    const at = now()
    const code = await issueEmailCode(server.database, {
      email: session.email,
      now: at,
      purpose: 'update',
    })
    await server.database.query(
      `insert into embedded_email_updates (user_id, new_email, primary_verified_at, created_at, expires_at)
       values ($1, $2, null, $3, $4)
       on conflict (user_id) do update set new_email = $2, primary_verified_at = null, created_at = $3, expires_at = $4`,
      [session.user_id, newEmail, at, new Date(at.getTime() + emailUpdateLifetimeMs)],
    )
    await mailer.send({ to: session.email, ...codeMail(code, `change your email to ${newEmail}`) })
    return { action: 'VERIFY_PRIMARY_OTP' }
  })

  const readUpdate = async (userId: string, at: Date) => {
    const { rows } = await server.database.query<{
      new_email: string
      primary_verified_at: Date | null
    }>(
      'select new_email, primary_verified_at from embedded_email_updates where user_id = $1 and expires_at > $2',
      [userId, at],
    )
    if (!rows[0]) throw new EmbeddedRefusalError('EMAIL_UPDATE_NOT_STARTED')
    return rows[0]
  }

  server.post('/v1/embedded/email/update/primary', emailRoute, async (request) => {
    const session = await readSession(request)
    const { otp } = parseBody(emailUpdateOtpRequestSchema, request.body)
    const at = now()
    const update = await readUpdate(session.user_id, at)
    await consumeEmailCode(server.database, {
      email: session.email,
      code: otp,
      now: at,
      purpose: 'update',
    })
    await server.database.query(
      'update embedded_email_updates set primary_verified_at = $2 where user_id = $1',
      [session.user_id, at],
    )
    const code = await issueEmailCode(server.database, {
      email: update.new_email,
      now: at,
      purpose: 'update',
    })
    await mailer.send({ to: update.new_email, ...codeMail(code, 'confirm your new email') })
    return { action: 'VERIFY_SECONDARY_OTP' }
  })

  server.post('/v1/embedded/email/update/secondary', emailRoute, async (request) => {
    const session = await readSession(request)
    const { otp } = parseBody(emailUpdateOtpRequestSchema, request.body)
    const at = now()
    const update = await readUpdate(session.user_id, at)
    if (!update.primary_verified_at) throw new EmbeddedRefusalError('EMAIL_UPDATE_NOT_STARTED')
    await consumeEmailCode(server.database, {
      email: update.new_email,
      code: otp,
      now: at,
      purpose: 'update',
    })
    await server.database.transaction(async (transaction) => {
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
  })
}
