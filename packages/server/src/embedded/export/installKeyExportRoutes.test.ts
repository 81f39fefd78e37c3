// The key export's second factor over real HTTP with a real PGlite database: a fresh code mailed
// to the session's account (dev inbox), taken once; the server never answers a key.
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type EmbeddedTestServer,
  startEmbeddedTestServer,
} from '../../../test/startEmbeddedTestServer.js'

let stack: EmbeddedTestServer
beforeAll(async () => {
  stack = await startEmbeddedTestServer()
}, 120_000)
afterAll(() => stack?.stop())

const call = (path: string, body: unknown, token?: string, origin?: string) =>
  stack.call('POST', path, body, token, origin)

describe('key export routes', () => {
  test('behavior: a fresh code mailed to the account is taken once; no session, a wrong or used code, another origin are refused', async () => {
    const email = `export-${Date.now()}@example.com`
    const deviceId = randomBytes(32).toString('base64url')
    await call('/v1/embedded/email', { email, deviceId })
    const login = await call('/v1/embedded/email/verify', {
      email,
      otp: await stack.codeOf(email),
      deviceId,
    })
    const token = String(login.body.token)

    expect((await call('/v1/embedded/export/code', {})).body.error?.code).toBe('SESSION_INVALID')
    const foreign = await call('/v1/embedded/export/code', {}, token, 'https://dapp.example')
    expect(foreign.body.error?.code).toBe('EMBEDDED_ORIGIN_NOT_ALLOWED')

    expect((await call('/v1/embedded/export/code', {}, token)).body).toEqual({ sent: true })
    const mail = await stack.lastMail(email)
    expect(mail.subject).toMatch(/^\d{6} is your code to export your wallet's key$/)
    expect(mail.text).toContain('anyone with the key controls the wallet')
    const code = await stack.codeOf(email)
    const wrong = code === '000000' ? '111111' : '000000'
    const refused = await call('/v1/embedded/export/verify', { otp: wrong }, token)
    expect(refused.body.error).toEqual({ code: 'OTP_INVALID', message: 'Invalid code' })
    const verified = await call('/v1/embedded/export/verify', { otp: code }, token)
    expect(verified.body).toEqual({ verified: true })
    expect(JSON.stringify(verified.body)).not.toMatch(/share|key/i)
    const replayed = await call('/v1/embedded/export/verify', { otp: code }, token)
    expect(replayed.body.error?.code).toBe('OTP_INVALID')
  }, 60_000)
})
