// The key export's second factor over real HTTP with a real PGlite database: a fresh code mailed
// to the session's account (dev inbox), taken once; the server never answers a key.
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig } from '../../config.js'
import { createServer } from '../../createServer.js'

const walletOrigin = 'http://127.0.0.1:5175'
let dataDir: string
let server: FastifyInstance
let url: string

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'latchkey-key-export-'))
  server = createServer({
    config: loadConfig({
      LOG_LEVEL: 'silent',
      LATCHKEY_DATA_DIR: dataDir,
      LATCHKEY_WALLET_ORIGIN: walletOrigin,
    }),
  })
  url = await server.listen({ host: '127.0.0.1', port: 0 })
}, 120_000)
afterAll(async () => {
  await server?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

type Answer = {
  status: number
  body: Record<string, unknown> & { error?: { code: string; message: string } }
}
const call = async (path: string, body: unknown, token?: string, origin = walletOrigin) => {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      origin,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json().catch(() => ({})) } as Answer
}
const mailTo = async (email: string) => {
  const inbox = (await (await fetch(`${url}/dev/inbox?format=json`)).json()) as {
    messages: Array<{ to: string; subject: string; text: string }>
  }
  return inbox.messages.filter((entry) => entry.to === email)
}
const codeIn = (subject: string | undefined) => subject?.match(/\d{6}/)?.[0] ?? ''

describe('key export routes', () => {
  test('behavior: a fresh code mailed to the account is taken once; no session, a wrong or used code, another origin are refused', async () => {
    const email = `export-${Date.now()}@example.com`
    const deviceId = randomBytes(32).toString('base64url')
    await call('/v1/embedded/email', { email, deviceId })
    const login = await call('/v1/embedded/email/verify', {
      email,
      otp: codeIn((await mailTo(email))[0]?.subject),
      deviceId,
    })
    const token = String(login.body.token)

    expect((await call('/v1/embedded/export/code', {})).body.error?.code).toBe('SESSION_INVALID')
    const foreign = await call('/v1/embedded/export/code', {}, token, 'https://dapp.example')
    expect(foreign.body.error?.code).toBe('EMBEDDED_ORIGIN_NOT_ALLOWED')

    expect((await call('/v1/embedded/export/code', {}, token)).body).toEqual({ sent: true })
    const [mail] = await mailTo(email)
    expect(mail?.subject).toMatch(/^\d{6} is your code to export your wallet's key$/)
    expect(mail?.text).toContain('anyone with the key controls the wallet')
    const code = codeIn(mail?.subject)
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
