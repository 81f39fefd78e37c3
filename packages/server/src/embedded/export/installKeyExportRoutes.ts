import { emailUpdateOtpRequestSchema } from '@latchkey/core/protocol'
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import { EmbeddedRefusalError } from '../../errors/embedded.js'
import { readRequest } from '../../http/readRequest.js'
import type { Mailer } from '../createMailer.js'
import { consumeEmailCode, issueEmailCode } from '../emailCodes.js'

/** What the key export's routes share with the rest of the embedded routes. */
export type KeyExportContext = {
  server: FastifyInstance
  /** Refuses every origin but the wallet frame's. */
  onRequest: onRequestAsyncHookHandler
  readSession(request: FastifyRequest): Promise<{ user_id: string; email: string | null }>
  mailer: Mailer
  now(): Date
  rateLimit: { max: number; timeWindow: number; groupId: string }
}

/** The session's account email: an export is confirmed by a code sent there. */
async function exportEmail(context: KeyExportContext, request: FastifyRequest) {
  const session = await context.readSession(request)
  if (!session.email) throw new EmbeddedRefusalError('EXPORT_NEEDS_EMAIL')
  return session.email
}

/**
 * The key export's second factor: POST /v1/embedded/export/code mails a fresh code to the
 * session's account, POST /v1/embedded/export/verify takes it once. The server never holds or
 * sends the key for it and cannot start an export: the frame asks the user on its own screen,
 * then shows the key it rebuilt itself, only once the code held.
 */
export function installKeyExportRoutes(context: KeyExportContext): void {
  const { server, onRequest } = context
  const options = {
    onRequest,
    config: { rateLimit: { ...context.rateLimit, groupId: 'embedded-export' } },
  }
  server.post('/v1/embedded/export/code', options, async (request) => {
    const email = await exportEmail(context, request)
    const code = await issueEmailCode(server.database, {
      email,
      now: context.now(),
      purpose: 'export',
    })
    await context.mailer.send({
      to: email,
      subject: `${code} is your code to export your wallet's key`,
      text: [
        `Your code is ${code}. It is valid for 10 minutes and can be used once.`,
        'It shows your wallet’s private key: anyone with the key controls the wallet.',
        'If you did not ask to export your key, do not use this code.',
      ].join('\n'),
    })
    return { sent: true }
  })
  server.post('/v1/embedded/export/verify', options, async (request) => {
    const email = await exportEmail(context, request)
    const { otp } = readRequest(request, { body: emailUpdateOtpRequestSchema }).body
    await consumeEmailCode(server.database, {
      email,
      code: otp,
      now: context.now(),
      purpose: 'export',
    })
    return { verified: true }
  })
}
