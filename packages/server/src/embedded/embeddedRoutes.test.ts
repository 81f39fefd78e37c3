// The embedded wallet's routes over real HTTP with the in-process mail catcher: the codes are
// read from the dev inbox as a person would. PGlite always; PostgreSQL when enabled
// (LATCHKEY_TEST_POSTGRES=1), where a second server on a fresh connection finds what the first kept.
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getTestDatabases } from '../../test/getTestDatabases.js'
import { type Config, loadConfig } from '../config.js'
import { createServer } from '../createServer.js'
import { createPgliteDatabase } from '../db/createPgliteDatabase.js'
import { addProject } from '../projects/addProject.js'

const walletOrigin = 'http://wallet.test:5175'
const share = () => `01${randomBytes(32).toString('hex')}`
const address = `0x${'ab'.repeat(20)}`
let count = 0
const emailOf = (name: string) => `${name}-${++count}-${Date.now()}@example.com`

const configOf = (env: Record<string, string> = {}, embedded: object = {}): Config => {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    LATCHKEY_WALLET_ORIGIN: walletOrigin,
    LATCHKEY_RECOVERY_KEY: 'aa'.repeat(32),
    LATCHKEY_SHARE_KEY: 'bb'.repeat(32),
    ...env,
  })
  return { ...config, embedded: { ...config.embedded, mailFrom: 'test@latchkey', ...embedded } }
}

type Answer = {
  status: number
  body: Record<string, unknown> & { error?: { code: string; message: string } }
}

/** A server on an in-memory PGlite of its own; `close()` closes both. */
async function startInMemory(config: Config) {
  const database = await createPgliteDatabase()
  const server = createServer({ config, database })
  server.addHook('onClose', () => database.close())
  await server.ready()
  return server
}

/** Calls the server as the wallet frame does (its origin), or as `origin`. */
const caller =
  (server: FastifyInstance) =>
  async (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options: { body?: unknown; token?: string; origin?: string | null } = {},
  ): Promise<Answer> => {
    const headers: Record<string, string> = {}
    if (options.origin !== null) headers.origin = options.origin ?? walletOrigin
    if (options.token) headers.authorization = `Bearer ${options.token}`
    const response = await server.inject({
      method,
      url,
      headers,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    })
    return { status: response.statusCode, body: response.body ? response.json() : {} }
  }

/** The newest code the server mailed to `email`. */
async function codeFor(server: FastifyInstance, email: string) {
  const inbox = (await server.inject({ url: '/dev/inbox?format=json' })).json() as {
    messages: Array<{ to: string; subject: string }>
  }
  const code = inbox.messages.filter((message) => message.to.includes(email)).at(-1)?.subject
  return code?.match(/\d{6}/)?.[0] as string
}

/** Logs `email` in: a code sent, read from the inbox, entered; returns the session token. */
async function logIn(call: ReturnType<typeof caller>, server: FastifyInstance, email: string) {
  expect((await call('POST', '/v1/embedded/email', { body: { email } })).status).toBe(200)
  const otp = await codeFor(server, email)
  const verified = await call('POST', '/v1/embedded/email/verify', { body: { email, otp } })
  expect(verified.status).toBe(200)
  return verified.body.token as string
}

describe('embeddedRoutes', () => {
  let server: FastifyInstance
  let call: ReturnType<typeof caller>
  beforeAll(async () => {
    server = await startInMemory(configOf({ LATCHKEY_NONCE_RATE_LIMIT_PER_IP: '40' }))
    call = caller(server)
  })
  afterAll(() => server?.close())

  test('behavior: answers only the wallet frame origin', async () => {
    const body = { email: emailOf('origin') }
    for (const origin of ['https://dapp.example', 'http://wallet.test:5176', null]) {
      const answer = await call('POST', '/v1/embedded/email', { body, origin })
      expect(answer.status).toBe(403)
      expect(answer.body.error?.code).toBe('EMBEDDED_ORIGIN_NOT_ALLOWED')
    }
    const preflight = await server.inject({
      method: 'OPTIONS',
      url: '/v1/embedded/email',
      headers: { origin: walletOrigin, 'access-control-request-method': 'POST' },
    })
    expect(preflight.statusCode).toBe(204)
    expect(preflight.headers['access-control-allow-origin']).toBe(walletOrigin)
    const foreign = await server.inject({
      method: 'OPTIONS',
      url: '/v1/embedded/email',
      headers: { origin: 'https://dapp.example', 'access-control-request-method': 'POST' },
    })
    expect(foreign.statusCode).toBe(403)
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined()
  })

  test('behavior: bad inputs are refused with 400 naming the field', async () => {
    const cases: Array<[string, string, unknown, string]> = [
      ['POST', '/v1/embedded/email', {}, 'email'],
      ['POST', '/v1/embedded/email', { email: 'not-an-email' }, 'email must be a valid email'],
      ['POST', '/v1/embedded/email', { email: 42 }, 'email must be a string'],
      ['POST', '/v1/embedded/email/verify', { email: 'a@b.co', otp: '12' }, 'otp must be 6 digits'],
      ['POST', '/v1/embedded/email/verify', { otp: '123456' }, 'email'],
      ['POST', '/v1/embedded/origin', { origin: 'nope' }, 'origin must be an origin'],
    ]
    for (const [method, url, body, message] of cases) {
      const answer = await call(method as 'POST', url, { body })
      expect(answer.status, `${url} ${JSON.stringify(body)}`).toBe(400)
      expect(answer.body.error?.code).toBe('INVALID_PARAMETER')
      expect(answer.body.error?.message.startsWith(message)).toBe(true)
    }
    const token = await logIn(call, server, emailOf('fields'))
    const wallet = await call('POST', '/v1/embedded/wallet', {
      token,
      body: { address, authShare: 'zz', recoveryShare: share() },
    })
    expect(wallet.status).toBe(400)
    expect(wallet.body.error?.message).toBe('authShare must be a key share (66 hex characters)')
    const noAddress = await call('POST', '/v1/embedded/wallet', {
      token,
      body: { address: '0x12', authShare: share(), recoveryShare: share() },
    })
    expect(noAddress.body.error?.message).toBe('address must be an address')
  })

  test('default: a login keeps the shares, gives them back and signs out', async () => {
    const email = emailOf('flow')
    const token = await logIn(call, server, email)
    expect((await call('GET', '/v1/embedded/wallet', { token })).body.error?.code).toBe(
      'WALLET_NOT_FOUND',
    )
    const [authShare, recoveryShare] = [share(), share()]
    const created = await call('POST', '/v1/embedded/wallet', {
      token,
      body: { address, authShare, recoveryShare },
    })
    expect(created).toEqual({ status: 201, body: { address } })
    expect(
      (
        await call('POST', '/v1/embedded/wallet', {
          token,
          body: { address, authShare, recoveryShare },
        })
      ).status,
    ).toBe(409)
    expect(await call('GET', '/v1/embedded/wallet', { token })).toEqual({
      status: 200,
      body: { email, address, authShare },
    })
    expect(await call('GET', '/v1/embedded/wallet/recovery', { token })).toEqual({
      status: 200,
      body: { recovery: 'server', recoveryShare },
    })
    // The shares are sealed at rest: neither is in the table as sent.
    const { rows } = await server.database.query<{ auth_share: string; recovery_share: string }>(
      'select auth_share, recovery_share from embedded_users where email = $1',
      [email],
    )
    expect(rows[0]?.auth_share).not.toContain(authShare)
    expect(rows[0]?.recovery_share).not.toContain(recoveryShare)

    expect((await call('DELETE', '/v1/embedded/session', { token })).status).toBe(204)
    const after = await call('GET', '/v1/embedded/wallet', { token })
    expect(after.status).toBe(401)
    expect(after.body.error?.code).toBe('SESSION_INVALID')
    expect((await call('GET', '/v1/embedded/wallet', { token: 'x'.repeat(20) })).status).toBe(401)
    expect((await call('GET', '/v1/embedded/wallet')).status).toBe(401)
  })

  test('behavior: a second code within 30 s is refused with the seconds left', async () => {
    const email = emailOf('throttle')
    expect((await call('POST', '/v1/embedded/email', { body: { email } })).status).toBe(200)
    const again = await call('POST', '/v1/embedded/email', { body: { email } })
    expect(again.status).toBe(429)
    expect(again.body.error).toEqual({
      code: 'EMAIL_THROTTLED',
      message: expect.stringMatching(/^Please try again after (29|30) seconds$/),
    })
  })

  test('behavior: 5 wrong codes, then even the right one needs a new code', async () => {
    const email = emailOf('wrong')
    await call('POST', '/v1/embedded/email', { body: { email } })
    const otp = await codeFor(server, email)
    const wrong = otp === '000000' ? '111111' : '000000'
    const codes: string[] = []
    for (let attempt = 0; attempt < 5; attempt++)
      codes.push(
        (await call('POST', '/v1/embedded/email/verify', { body: { email, otp: wrong } })).body
          .error?.code as string,
      )
    expect(codes).toEqual([
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_ATTEMPTS_EXCEEDED',
    ])
    const right = await call('POST', '/v1/embedded/email/verify', { body: { email, otp } })
    expect(right.status).toBe(400)
    expect(right.body.error?.code).toBe('OTP_ATTEMPTS_EXCEEDED')
  })

  test('behavior: a code is used once', async () => {
    const email = emailOf('once')
    await logIn(call, server, email)
    const otp = await codeFor(server, email)
    const again = await call('POST', '/v1/embedded/email/verify', { body: { email, otp } })
    expect(again.body.error?.code).toBe('OTP_INVALID')
  })

  test('behavior: the origin check follows the projects', async () => {
    const check = (origin: string, projectId?: string) =>
      call('POST', '/v1/embedded/origin', { body: { origin, projectId } })
    // No project configured: any origin (development).
    expect((await check('https://dapp.example')).body).toEqual({
      allowed: true,
      recovery: 'server',
    })
    const projectId = 'a'.repeat(32)
    await addProject(server.database, { id: projectId, origins: ['https://dapp.example'] })
    server.projectAccess.invalidate()
    expect((await check('https://dapp.example/page', projectId)).body).toEqual({
      allowed: true,
      recovery: 'server',
    })
    expect((await check('https://evil.example', projectId)).body).toEqual({ allowed: false })
  })
})

describe('embeddedRoutes limits', () => {
  test('behavior: codes asked from one IP are bounded per window', async () => {
    const server = await startInMemory(configOf({ LATCHKEY_NONCE_RATE_LIMIT_PER_IP: '3' }))
    try {
      const call = caller(server)
      const statuses: number[] = []
      for (let attempt = 0; attempt < 4; attempt++)
        statuses.push(
          (await call('POST', '/v1/embedded/email', { body: { email: emailOf('bound') } })).status,
        )
      expect(statuses).toEqual([200, 200, 200, 429])
    } finally {
      await server.close()
    }
  })

  test('behavior: an expired code is refused (a lifetime of 1 ms)', async () => {
    const server = await startInMemory(configOf({}, { codeLifetimeMs: 1 }))
    try {
      const call = caller(server)
      const email = emailOf('expired')
      await call('POST', '/v1/embedded/email', { body: { email } })
      const otp = await codeFor(server, email)
      const answer = await call('POST', '/v1/embedded/email/verify', { body: { email, otp } })
      expect(answer.status).toBe(400)
      expect(answer.body.error).toEqual({
        code: 'OTP_EXPIRED',
        message: 'The code has expired: ask for a new one',
      })
    } finally {
      await server.close()
    }
  })
})

// A restart: the first server closes its database; the second opens its own (the same file, or
// a new connection to the same PostgreSQL database) and releases the same shares.
describe.each(getTestDatabases())('embeddedRoutes restart on $name', (kind) => {
  let dataDir: string
  let drop: (() => Promise<void>) | undefined
  let storage: Record<string, string>
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'latchkey-embedded-'))
    if (kind.skipped) return
    if (kind.name === 'pglite') storage = { LATCHKEY_DATA_DIR: dataDir }
    else {
      const created = await kind.create()
      await created.database.close()
      drop = created.drop
      storage = { DATABASE_URL: created.url as string, LATCHKEY_DATA_DIR: dataDir }
    }
  })
  afterAll(async () => {
    await drop?.().catch(() => {})
    await kind.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  test.skipIf(kind.skipped)(
    kind.skipped ? `skipped: ${kind.skipped}` : 'behavior: users and shares survive',
    async () => {
      const email = emailOf('restart')
      const [authShare, recoveryShare] = [share(), share()]
      const first = createServer({ config: configOf(storage) })
      let token: string
      try {
        const call = caller(first)
        token = await logIn(call, first, email)
        await call('POST', '/v1/embedded/wallet', {
          token,
          body: { address, authShare, recoveryShare },
        })
      } finally {
        await first.close()
      }
      const second = createServer({ config: configOf(storage) })
      try {
        const call = caller(second)
        expect(await call('GET', '/v1/embedded/wallet', { token })).toEqual({
          status: 200,
          body: { email, address, authShare },
        })
        expect((await call('GET', '/v1/embedded/wallet/recovery', { token })).body).toEqual({
          recovery: 'server',
          recoveryShare,
        })
      } finally {
        await second.close()
      }
    },
    // A file-backed PGlite takes seconds to create on a busy machine.
    180_000,
  )
})
