// Linked logins over the server's routes against the real dev identity provider (oidc-provider on
// 127.0.0.1), its pages walked as a browser would. PGlite always; PostgreSQL when enabled.
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getTestDatabases } from '../../../test/getTestDatabases.js'
import {
  type SocialTestServer,
  signInAtDevIdentityProvider as signInAtProvider,
  startSocialTestServer,
} from '../../../test/startSocialTestServer.js'
import { addProject } from '../../projects/addProject.js'

const dappOrigin = 'http://dapp.test:5173'
const newDevice = () => randomBytes(32).toString('base64url')
let count = 0
const nameOf = (name: string) => `${name}-${++count}-${Date.now()}`

describe.each(getTestDatabases())('installSocialLinkRoutes on $name', (kind) => {
  let stack: SocialTestServer
  let server: FastifyInstance
  const call: SocialTestServer['call'] = (...parameters) => stack.call(...parameters)
  /** A login with `social` as `name` from `deviceId`: its answer. */
  const login = async (social: string, name: string, deviceId: string) => {
    const started = await call('POST', '/v1/embedded/social/start', {
      provider: social,
      deviceId,
      origin: dappOrigin,
    })
    const uri = await signInAtProvider(String(started.body.uri), name)
    return call('POST', '/v1/embedded/social/complete', { uri, deviceId })
  }
  /** Links `social` as `name` to the session `token`: the answer of the link's completion. */
  const link = async (social: string, name: string, token: string) => {
    const started = await call(
      'POST',
      '/v1/embedded/logins/social',
      { provider: social, origin: dappOrigin },
      token,
    )
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const uri = await signInAtProvider(String(started.body.uri), name)
    return call('POST', '/v1/embedded/logins/social/complete', { uri }, token)
  }
  /** Starts an X login as `name` from `deviceId`: the callback's address and the first answer. */
  const startX = async (name: string, deviceId: string) => {
    const started = await call('POST', '/v1/embedded/social/start', {
      provider: 'x',
      deviceId,
      origin: dappOrigin,
    })
    const uri = await signInAtProvider(String(started.body.uri), name)
    return { uri, answer: await call('POST', '/v1/embedded/social/complete', { uri, deviceId }) }
  }
  /** An account made with X (which gives no email) as `name`, with a wallet: its session. */
  const xAccount = async (name: string, deviceId: string) => {
    const done = await login('x', name, deviceId)
    const token = String(done.body.token)
    const address = `0x${randomBytes(20).toString('hex')}`
    const share = () => `01${randomBytes(32).toString('hex')}`
    await call(
      'POST',
      '/v1/embedded/wallet',
      { address, authShare: share(), recoveryShare: share() },
      token,
    )
    return { token, address }
  }

  beforeAll(async () => {
    if (kind.skipped) return
    stack = await startSocialTestServer({
      database: kind,
      // A project of its own OAuth apps: GitHub only, as another client of the provider.
      env: (issuer) => ({
        LATCHKEY_PROJECT_SOCIAL_PROVIDERS: JSON.stringify({
          'github-only': { github: { clientId: 'github', clientSecret: 'github-secret', issuer } },
        }),
      }),
    })
    server = stack.server
  }, 180_000)
  afterAll(async () => {
    await stack?.stop()
    await kind.stop()
  })

  test.skipIf(kind.skipped)(
    'behavior: a linked GitHub login reaches the same account and address as the X login',
    async () => {
      const name = nameOf('carol')
      const device = newDevice()
      const { token, address } = await xAccount(name, device)
      const linked = await link('github', `${name}-gh`, token)
      expect(linked.status, JSON.stringify(linked.body)).toBe(200)
      expect(linked.body.logins).toEqual([
        { provider: 'x', username: name },
        { provider: 'github', username: `${name}-gh` },
      ])
      // The GitHub login on the same device: the X account's wallet, not a new account.
      const github = await login('github', `${name}-gh`, device)
      expect(github.body.user).toMatchObject({ address, provider: 'github' })
      const listed = await call('GET', '/v1/embedded/logins', undefined, String(github.body.token))
      expect(listed.body.logins).toHaveLength(2)
      // The link's callback is spent; a login cannot take a link's attempt either.
      const started = await call(
        'POST',
        '/v1/embedded/logins/social',
        { provider: 'google', origin: dappOrigin },
        token,
      )
      const uri = await signInAtProvider(String(started.body.uri), `${name}-g`)
      const asLogin = await call('POST', '/v1/embedded/social/complete', { uri, deviceId: device })
      expect(asLogin.body.error?.code).toBe('SOCIAL_STATE_INVALID')
    },
    60_000,
  )

  test.skipIf(kind.skipped)(
    "behavior: an account without email adds one with the new address's code alone: a linked login of the same account and wallet",
    async () => {
      const name = nameOf('faye')
      const { token, address } = await xAccount(name, newDevice())
      const email = `${name}@example.com`
      const started = await call('POST', '/v1/embedded/email/update', { email }, token)
      expect(started.body).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
      // The code went to the new address (there is no old one to confirm first).
      const inbox = await call('GET', '/dev/inbox?format=json')
      const { messages } = inbox.body as unknown as {
        messages: Array<{ to: string; subject: string }>
      }
      const mail = messages.find((message) => message.to === email)
      expect(mail?.subject).toMatch(/^\d{6} is your code to add this email to your wallet$/)
      const wrong = await call(
        'POST',
        '/v1/embedded/email/update/secondary',
        { otp: '000000' },
        token,
      )
      expect(wrong.body.error?.code).toBe('OTP_INVALID')
      const otp = mail!.subject.slice(0, 6)
      const added = await call('POST', '/v1/embedded/email/update/secondary', { otp }, token)
      expect(added.body).toEqual({ email })
      const listed = await call('GET', '/v1/embedded/logins', undefined, token)
      expect(listed.body.logins).toEqual([
        { provider: 'email', username: email },
        { provider: 'x', username: name },
      ])
      const wallet = await call('GET', '/v1/embedded/wallet', undefined, token)
      expect(wallet.body).toMatchObject({ email, address })
    },
    60_000,
  )

  test.skipIf(kind.skipped)(
    'behavior: an identity bound to another account is refused with a clear error',
    async () => {
      const name = nameOf('dave')
      const other = nameOf('erin')
      await login('github', other, newDevice())
      const { token } = await xAccount(name, newDevice())
      const refused = await link('github', other, token)
      expect(refused.status).toBe(409)
      expect(refused.body.error).toEqual({
        code: 'SOCIAL_IDENTITY_IN_USE',
        message: 'This login already belongs to another account: sign in with it there',
      })
      const listed = await call('GET', '/v1/embedded/logins', undefined, token)
      expect(listed.body.logins).toEqual([{ provider: 'x', username: name }])
    },
    60_000,
  )

  test.skipIf(kind.skipped)(
    'behavior: a login is removed while another stays; the last one and the email are refused',
    async () => {
      const name = nameOf('frank')
      const { token } = await xAccount(name, newDevice())
      const last = await call('DELETE', '/v1/embedded/logins/x', undefined, token)
      expect(last.status).toBe(400)
      expect(last.body.error?.code).toBe('LAST_LOGIN')
      expect((await link('github', name, token)).status).toBe(200)
      const removed = await call('DELETE', '/v1/embedded/logins/x', undefined, token)
      expect(removed.body.logins).toEqual([{ provider: 'github', username: name }])
      // The X identity is free again: an X login makes a new account.
      const x = await login('x', name, newDevice())
      expect(x.body.user).toEqual({ accountId: expect.any(String), username: name, provider: 'x' })
      expect(
        (await call('DELETE', '/v1/embedded/logins/github', undefined, token)).body.error?.code,
      ).toBe('LAST_LOGIN')
      expect(
        (await call('DELETE', '/v1/embedded/logins/google', undefined, token)).body.error?.code,
      ).toBe('LOGIN_NOT_LINKED')
      const google = await login('google', nameOf('gina'), newDevice())
      const email = await call(
        'DELETE',
        '/v1/embedded/logins/email',
        undefined,
        String(google.body.token),
      )
      expect(email.body.error?.code).toBe('EMAIL_LOGIN_KEPT')
      expect((await call('GET', '/v1/embedded/logins')).body.error?.code).toBe('SESSION_INVALID')
    },
    60_000,
  )

  test.skipIf(kind.skipped)(
    'behavior: a new device of an account without email is approved from a signed-in device',
    async () => {
      const name = nameOf('hal')
      const { token, address } = await xAccount(name, newDevice())
      const second = newDevice()
      const { uri, answer } = await startX(name, second)
      expect(answer.body).toEqual({ action: 'VERIFY_DEVICE' })
      const listed = await call('GET', '/v1/embedded/devices/requests', undefined, token)
      const requests = listed.body.requests as Array<{ id: string; requestedAt: string }>
      expect(requests).toEqual([
        { id: expect.stringMatching(/^[0-9a-f]{64}$/), requestedAt: expect.any(String) },
      ])
      // The waiting device cannot approve itself: it has no session of the account.
      expect(
        (await call('POST', '/v1/embedded/devices/requests/approve', { id: requests[0]!.id })).body
          .error?.code,
      ).toBe('SESSION_INVALID')
      const approved = await call(
        'POST',
        '/v1/embedded/devices/requests/approve',
        { id: requests[0]!.id },
        token,
      )
      expect(approved.body).toEqual({ approved: true })
      const done = await call('POST', '/v1/embedded/social/complete', { uri, deviceId: second })
      expect(done.body.user).toMatchObject({ address, provider: 'x' })
      expect(
        (await call('GET', '/v1/embedded/devices/requests', undefined, token)).body.requests,
      ).toEqual([])
      // Answered once.
      expect(
        (
          await call(
            'POST',
            '/v1/embedded/devices/requests/decline',
            { id: requests[0]!.id },
            token,
          )
        ).body.error?.code,
      ).toBe('DEVICE_REQUEST_INVALID')
      expect(
        (await call('POST', '/v1/embedded/devices/requests/approve', { id: 'zz' }, token)).status,
      ).toBe(400)
    },
    60_000,
  )

  test.skipIf(kind.skipped)(
    'behavior: a declined device is refused with a clear error; an expired request cannot be approved',
    async () => {
      const name = nameOf('ian')
      const { token } = await xAccount(name, newDevice())
      const second = newDevice()
      const { uri } = await startX(name, second)
      const [request] = (await call('GET', '/v1/embedded/devices/requests', undefined, token)).body
        .requests as Array<{ id: string }>
      expect(
        (await call('POST', '/v1/embedded/devices/requests/decline', { id: request!.id }, token))
          .body,
      ).toEqual({ approved: false })
      const refused = await call('POST', '/v1/embedded/social/complete', { uri, deviceId: second })
      expect(refused.status).toBe(403)
      expect(refused.body.error).toEqual({
        code: 'DEVICE_DECLINED',
        message: 'This device was declined from a signed-in device',
      })
      // The attempt is gone: the same callback again is unknown.
      expect(
        (await call('POST', '/v1/embedded/social/complete', { uri, deviceId: second })).body.error
          ?.code,
      ).toBe('SOCIAL_STATE_INVALID')

      // A third device's request past its time: gone from the list, refused when answered.
      // Past the account's 30 s between two requests.
      await server.database.query(
        "update embedded_devices set created_at = created_at - interval '1 minute'",
      )
      const third = newDevice()
      const late = await startX(name, third)
      expect(late.answer.body).toEqual({ action: 'VERIFY_DEVICE' })
      const [waiting] = (await call('GET', '/v1/embedded/devices/requests', undefined, token)).body
        .requests as Array<{ id: string }>
      await server.database.query(
        "update embedded_devices set approval_expires_at = now() - interval '1 second' where device_hash = $1",
        [waiting!.id],
      )
      expect(
        (await call('GET', '/v1/embedded/devices/requests', undefined, token)).body.requests,
      ).toEqual([])
      const expired = await call(
        'POST',
        '/v1/embedded/devices/requests/approve',
        { id: waiting!.id },
        token,
      )
      expect(expired.body.error).toEqual({
        code: 'DEVICE_REQUEST_INVALID',
        message: 'This device request has expired or was already answered',
      })
      await server.database.query(
        "update embedded_social_attempts set expires_at = now() - interval '1 second'",
      )
      expect(
        (await call('POST', '/v1/embedded/social/complete', { uri: late.uri, deviceId: third }))
          .body.error?.code,
      ).toBe('SOCIAL_ATTEMPT_EXPIRED')
    },
    60_000,
  )

  test.skipIf(kind.skipped)(
    'behavior: a project offers only the providers it configures; another is refused with a clear error',
    async () => {
      await addProject(server.database, { id: 'github-only', origins: [dappOrigin] })
      await addProject(server.database, { id: 'server-wide', origins: [dappOrigin] })
      server.projectAccess.invalidate()
      const offered = (projectId: string) =>
        call('POST', '/v1/embedded/origin', { origin: dappOrigin, projectId })
      expect((await offered('github-only')).body).toEqual({
        allowed: true,
        recovery: 'server',
        socials: ['github'],
      })
      expect((await offered('server-wide')).body.socials).toEqual(['google', 'github', 'x'])
      const deviceId = newDevice()
      const start = (provider: string, projectId: string) =>
        call('POST', '/v1/embedded/social/start', {
          provider,
          deviceId,
          origin: dappOrigin,
          projectId,
        })
      const refused = await start('google', 'github-only')
      expect(refused.status).toBe(400)
      expect(refused.body.error).toEqual({
        code: 'SOCIAL_PROVIDER_NOT_CONFIGURED',
        message: 'google login is not set up for this project',
      })
      expect((await start('google', 'server-wide')).status).toBe(200)
      // The project's own GitHub app carries the login through, its attempt keeping the project.
      const started = await start('github', 'github-only')
      const uri = await signInAtProvider(String(started.body.uri), nameOf('jo'))
      const done = await call('POST', '/v1/embedded/social/complete', { uri, deviceId })
      expect(done.body.user).toMatchObject({ provider: 'github' })
      // A link goes through the project's apps too.
      const link = await call(
        'POST',
        '/v1/embedded/logins/social',
        { provider: 'x', origin: dappOrigin, projectId: 'github-only' },
        String(done.body.token),
      )
      expect(link.body.error?.code).toBe('SOCIAL_PROVIDER_NOT_CONFIGURED')
    },
    60_000,
  )
})
