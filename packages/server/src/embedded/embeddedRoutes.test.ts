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
import {
  createEmbeddedTestClient,
  type EmbeddedTestClient,
  type EmbeddedTestServer,
  loadEmbeddedTestConfig,
  startEmbeddedTestServer,
  embeddedTestWalletOrigin as walletOrigin,
} from '../../test/startEmbeddedTestServer.js'
import { createServer } from '../createServer.js'
import { addProject } from '../projects/addProject.js'

const share = () => `01${randomBytes(32).toString('hex')}`
const address = `0x${'ab'.repeat(20)}`
let count = 0
const emailOf = (name: string) => `${name}-${++count}-${Date.now()}@example.com`

/** Calls the server as the wallet frame does (its origin), or as `origin`. */
const caller =
  (client: EmbeddedTestClient) =>
  (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options: { body?: unknown; token?: string; origin?: string | null } = {},
  ) =>
    client.call(method, url, options.body, options.token, options.origin)

/** Logs `email` in: a code sent, read from the inbox, entered; returns the session token. */
async function logIn(client: EmbeddedTestClient, email: string) {
  expect((await client.call('POST', '/v1/embedded/email', { email })).status).toBe(200)
  const otp = await client.codeOf(email)
  const verified = await client.call('POST', '/v1/embedded/email/verify', { email, otp })
  expect(verified.status).toBe(200)
  return verified.body.token as string
}

describe('embeddedRoutes', () => {
  let stack: EmbeddedTestServer
  let server: FastifyInstance
  let call: ReturnType<typeof caller>
  beforeAll(async () => {
    stack = await startEmbeddedTestServer({ env: { LATCHKEY_NONCE_RATE_LIMIT_PER_IP: '40' } })
    server = stack.server
    call = caller(stack)
  }, 120_000)
  afterAll(() => stack?.stop())

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
    const token = await logIn(stack, emailOf('fields'))
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
    const token = await logIn(stack, email)
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
    const otp = await stack.codeOf(email)
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
    await logIn(stack, email)
    const otp = await stack.codeOf(email)
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
    const stack = await startEmbeddedTestServer({ env: { LATCHKEY_NONCE_RATE_LIMIT_PER_IP: '3' } })
    try {
      const call = caller(stack)
      const statuses: number[] = []
      for (let attempt = 0; attempt < 4; attempt++)
        statuses.push(
          (await call('POST', '/v1/embedded/email', { body: { email: emailOf('bound') } })).status,
        )
      expect(statuses).toEqual([200, 200, 200, 429])
    } finally {
      await stack.stop()
    }
  })

  test('behavior: an expired code is refused (a lifetime of 1 ms)', async () => {
    const stack = await startEmbeddedTestServer({
      configure: (config) => Object.assign(config.embedded ?? {}, { codeLifetimeMs: 1 }),
    })
    try {
      const call = caller(stack)
      const email = emailOf('expired')
      await call('POST', '/v1/embedded/email', { body: { email } })
      const otp = await stack.codeOf(email)
      const answer = await call('POST', '/v1/embedded/email/verify', { body: { email, otp } })
      expect(answer.status).toBe(400)
      expect(answer.body.error).toEqual({
        code: 'OTP_EXPIRED',
        message: 'The code has expired: ask for a new one',
      })
    } finally {
      await stack.stop()
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
      const first = createServer({ config: loadEmbeddedTestConfig(storage) })
      let token: string
      try {
        const client = createEmbeddedTestClient(await first.listen({ host: '127.0.0.1', port: 0 }))
        const call = caller(client)
        token = await logIn(client, email)
        await call('POST', '/v1/embedded/wallet', {
          token,
          body: { address, authShare, recoveryShare },
        })
      } finally {
        await first.close()
      }
      const second = createServer({ config: loadEmbeddedTestConfig(storage) })
      try {
        const call = caller(
          createEmbeddedTestClient(await second.listen({ host: '127.0.0.1', port: 0 })),
        )
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
