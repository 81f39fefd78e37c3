// Social login over the server's routes against the real dev identity provider (oidc-provider on
// 127.0.0.1): the provider's pages are walked as a browser would, with its cookies. PGlite
// always; PostgreSQL when enabled (LATCHKEY_TEST_POSTGRES=1).
import { randomBytes } from 'node:crypto'
import { devIdentityProviders } from '@latchkey/devchain'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getTestDatabases } from '../../../test/getTestDatabases.js'
import {
  socialTestPublicUrl as publicUrl,
  type SocialTestServer,
  signInAtDevIdentityProvider as signInAtProvider,
  startSocialTestServer,
} from '../../../test/startSocialTestServer.js'
import { addProject } from '../../projects/addProject.js'
import { maxOpenSocialAttempts } from './openSocialAttempt.js'

const dappOrigin = 'http://dapp.test:5173'
const share = () => `01${randomBytes(32).toString('hex')}`
const newDevice = () => randomBytes(32).toString('base64url')
let count = 0
const nameOf = (name: string) => `${name}-${++count}-${Date.now()}`

describe.each(getTestDatabases())('socialRoutes on $name', (kind) => {
  let stack: SocialTestServer
  let server: FastifyInstance
  let call: SocialTestServer['call']

  /** Starts a login with `name` at `social` from `deviceId`; returns the callback's address. */
  const reachCallback = async (social: string, name: string, deviceId: string) => {
    const started = await call('POST', '/v1/embedded/social/start', {
      provider: social,
      deviceId,
      origin: dappOrigin,
    })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    return signInAtProvider(String(started.body.uri), name)
  }
  const complete = (uri: string, deviceId: string) =>
    call('POST', '/v1/embedded/social/complete', { uri, deviceId })

  beforeAll(async () => {
    if (kind.skipped) return
    stack = await startSocialTestServer({
      database: kind,
      // A project with its own apps for all six providers (server-wide: Google, GitHub and X).
      env: (issuer) => ({
        LATCHKEY_PROJECT_SOCIAL_PROVIDERS: JSON.stringify({
          everyone: Object.fromEntries(
            devIdentityProviders.map((name) => [
              name,
              { clientId: name, clientSecret: `${name}-secret`, issuer },
            ]),
          ),
        }),
      }),
    })
    server = stack.server
    call = stack.call
  }, 180_000)
  afterAll(async () => {
    await stack?.stop()
    await kind.stop()
  })

  test.skipIf(kind.skipped)(
    'behavior: a Google login makes an account; the same name on another device reaches it after the emailed approval',
    async () => {
      const name = nameOf('alice')
      const first = newDevice()
      const uri = await reachCallback('google', name, first)
      const page = await server.inject({ url: uri.slice(publicUrl.length) })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain(`"${dappOrigin}"`)
      expect(page.headers['content-security-policy']).toMatch(/script-src 'nonce-/)
      const done = await complete(uri, first)
      expect(done.status, JSON.stringify(done.body)).toBe(200)
      const email = `${name}@google.dev.latchkey`
      expect(done.body.user).toEqual({
        accountId: expect.any(String),
        email,
        username: name,
        provider: 'google',
      })
      const token = String(done.body.token)
      const address = `0x${randomBytes(20).toString('hex')}`
      const authShare = share()
      expect(
        (
          await call(
            'POST',
            '/v1/embedded/wallet',
            { address, authShare, recoveryShare: share() },
            token,
          )
        ).status,
      ).toBe(201)
      // The same callback again: the attempt was taken.
      expect((await complete(uri, first)).body.error?.code).toBe('SOCIAL_STATE_INVALID')

      // Another device: the identity's verified email gets an approval link first.
      const second = newDevice()
      const again = await reachCallback('google', name, second)
      const waiting = await complete(again, second)
      expect(waiting.body).toEqual({ action: 'VERIFY_DEVICE', email })
      expect((await complete(again, second)).body).toEqual({ action: 'VERIFY_DEVICE', email })
      const inbox = (await server.inject({ url: '/dev/inbox?format=json' })).json() as {
        messages: Array<{ to: string; text: string }>
      }
      const link = inbox.messages.filter((m) => m.to.includes(email)).at(-1)?.text
      const approval = /token=([A-Za-z0-9_-]{43})/.exec(link ?? '')?.[1]
      expect(approval).toBeDefined()
      const approved = await server.inject({
        method: 'POST',
        url: '/embedded/device/approve',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `token=${approval}`,
      })
      expect(approved.statusCode).toBe(200)
      const resumed = await complete(again, second)
      expect(resumed.body.user).toEqual({
        accountId: expect.any(String),
        email,
        address,
        username: name,
        provider: 'google',
      })
      const wallet = await call('GET', '/v1/embedded/wallet', undefined, String(resumed.body.token))
      expect(wallet.body).toEqual({ email, address, authShare })
    },
    60_000,
  )

  test.skipIf(kind.skipped)(
    'behavior: GitHub is another identity of the same name; its verified email links to the email account',
    async () => {
      const name = nameOf('bob')
      const device = newDevice()
      // An email login first, with a wallet: the GitHub login of that verified email reaches it.
      const email = `${name}@github.dev.latchkey`
      await call('POST', '/v1/embedded/email', { email, deviceId: device })
      const inbox = (await server.inject({ url: '/dev/inbox?format=json' })).json() as {
        messages: Array<{ to: string; subject: string }>
      }
      const otp = inbox.messages
        .filter((m) => m.to.includes(email))
        .at(-1)
        ?.subject.slice(0, 6)
      const verified = await call('POST', '/v1/embedded/email/verify', {
        email,
        otp,
        deviceId: device,
      })
      const address = `0x${randomBytes(20).toString('hex')}`
      await call(
        'POST',
        '/v1/embedded/wallet',
        { address, authShare: share(), recoveryShare: share() },
        String(verified.body.token),
      )
      const google = await complete(await reachCallback('google', name, device), device)
      const github = await complete(await reachCallback('github', name, device), device)
      expect(github.body.user).toMatchObject({ email, address, username: name, provider: 'github' })
      expect(github.body.user).not.toEqual(google.body.user)
      // X gives no email: an account of its own, with none.
      const x = await complete(await reachCallback('x', name, device), device)
      expect(x.body.user).toEqual({ accountId: expect.any(String), username: name, provider: 'x' })
    },
    60_000,
  )

  test.skipIf(kind.skipped)(
    'behavior: without an email, a new device of an account with a wallet waits for a signed-in device',
    async () => {
      const name = nameOf('carol')
      const first = newDevice()
      const done = await complete(await reachCallback('x', name, first), first)
      const address = `0x${randomBytes(20).toString('hex')}`
      await call(
        'POST',
        '/v1/embedded/wallet',
        { address, authShare: share(), recoveryShare: share() },
        String(done.body.token),
      )
      const second = newDevice()
      // No email to send a link to: the device waits for one signed in to the account.
      const refused = await complete(await reachCallback('x', name, second), second)
      expect(refused.status).toBe(200)
      expect(refused.body).toEqual({ action: 'VERIFY_DEVICE' })
      // The first device still signs in.
      const back = await complete(await reachCallback('x', name, first), first)
      expect(back.body.user).toEqual({
        accountId: (done.body.user as { accountId: string }).accountId,
        address,
        username: name,
        provider: 'x',
      })
    },
    60_000,
  )

  test.skipIf(kind.skipped)(
    'behavior: a wrong state, another device, an expired attempt and a replayed code are refused',
    async () => {
      const device = newDevice()
      const uri = await reachCallback('google', nameOf('dave'), device)
      const forged = new URL(uri)
      forged.searchParams.set('state', 'forged-state')
      const wrongState = await complete(forged.href, device)
      expect(wrongState.status).toBe(400)
      expect(wrongState.body.error).toEqual({
        code: 'SOCIAL_STATE_INVALID',
        message: 'This login is unknown or was already used: start it again',
      })
      expect((await complete(uri, newDevice())).body.error?.code).toBe('SOCIAL_STATE_INVALID')
      const elsewhere = await complete(uri.replace(publicUrl, 'https://evil.test'), device)
      expect(elsewhere.body.error?.message).toBe("uri is not this server's social login callback")
      // The code itself replayed on a fresh attempt of the same device: the provider refuses it.
      const fresh = await call('POST', '/v1/embedded/social/start', {
        provider: 'google',
        deviceId: device,
        origin: dappOrigin,
      })
      expect((await complete(uri, device)).status).toBe(200)
      const replay = new URL(uri)
      replay.searchParams.set('state', new URL(String(fresh.body.uri)).searchParams.get('state')!)
      const replayed = await complete(replay.href, device)
      expect(replayed.body.error?.code).toBe('SOCIAL_LOGIN_FAILED')
      expect(replayed.body.error?.message).toMatch(/^The provider refused the login: /)

      const late = await reachCallback('google', nameOf('erin'), device)
      await server.database.query(
        "update embedded_social_attempts set expires_at = now() - interval '1 second'",
      )
      const expired = await complete(late, device)
      expect(expired.body.error).toEqual({
        code: 'SOCIAL_ATTEMPT_EXPIRED',
        message: 'This login took too long: start it again',
      })
      const page = await server.inject({ url: late.slice(publicUrl.length) })
      expect(page.statusCode).toBe(400)
      expect(page.body).toContain('This login has expired or was already used.')
    },
    60_000,
  )

  test.skipIf(kind.skipped)(
    'behavior: an unknown or unconfigured provider, and a foreign origin, are refused',
    async () => {
      const start = (body: object) => call('POST', '/v1/embedded/social/start', body)
      const deviceId = newDevice()
      const apple = await start({ provider: 'apple', deviceId, origin: dappOrigin })
      expect(apple.body.error).toEqual({
        code: 'SOCIAL_PROVIDER_NOT_CONFIGURED',
        message: 'apple login is not set up on this server',
      })
      const unknown = await start({ provider: 'myspace', deviceId, origin: dappOrigin })
      expect(unknown.status).toBe(400)
      expect(unknown.body.error?.message).toBe(
        'provider must be one of google, github, apple, facebook, x, discord',
      )
      const elsewhere = await start({
        provider: 'google',
        deviceId,
        origin: dappOrigin,
        returnUrl: 'https://evil.test/',
      })
      expect(elsewhere.body.error?.message).toBe('returnUrl must be on the origin of `origin`')
      const foreign = await server.inject({
        method: 'POST',
        url: '/v1/embedded/social/start',
        headers: { origin: 'https://dapp.example' },
        payload: { provider: 'google', deviceId, origin: dappOrigin },
      })
      expect(foreign.json().error.code).toBe('EMBEDDED_ORIGIN_NOT_ALLOWED')
    },
  )

  test.skipIf(kind.skipped)(
    'limits: a device keeps at most 5 open attempts; a sixth drops the oldest',
    async () => {
      const deviceId = newDevice()
      const oldest = await reachCallback('google', nameOf('frank'), deviceId)
      for (let index = 0; index < 5; index++)
        await call('POST', '/v1/embedded/social/start', {
          provider: 'google',
          deviceId,
          origin: dappOrigin,
        })
      const { rows } = await server.database.query<{ count: string | number }>(
        'select count(*) as count from embedded_social_attempts',
      )
      expect(Number(rows[0]?.count)).toBeLessThanOrEqual(5)
      expect((await complete(oldest, deviceId)).body.error?.code).toBe('SOCIAL_STATE_INVALID')
    },
    60_000,
  )
  test.skipIf(kind.skipped)(
    "limits: with the server's open attempts at their bound a new one is refused with 503 and Retry-After",
    async () => {
      const later = new Date(Date.now() + 60_000)
      await server.database.query(
        `insert into embedded_social_attempts (state_hash, provider, device_hash, nonce,
           code_verifier, dapp_origin, created_at, expires_at)
         select 'filler-' || n, 'google', 'filler-' || n, 'n', 'v', $1, now(), $2
         from generate_series(1, $3::int) n`,
        [dappOrigin, later, maxOpenSocialAttempts],
      )
      try {
        const started = await call('POST', '/v1/embedded/social/start', {
          provider: 'google',
          deviceId: newDevice(),
          origin: dappOrigin,
        })
        expect(started).toEqual({
          status: 503,
          retryAfter: '60',
          body: {
            error: {
              code: 'SOCIAL_BUSY',
              message: 'Too many logins in progress: try again in a minute',
            },
          },
        })
      } finally {
        await server.database.query(
          "delete from embedded_social_attempts where state_hash like 'filler-%'",
        )
      }
    },
    60_000,
  )
  test.skipIf(kind.skipped)(
    'behavior: a redirect login goes back to the return address with result_uri, only to an origin the project allows',
    async () => {
      await addProject(server.database, { id: 'redirects', origins: [dappOrigin] })
      server.projectAccess.invalidate()
      try {
        const deviceId = newDevice()
        const start = (origin: string) =>
          call('POST', '/v1/embedded/social/start', {
            provider: 'google',
            deviceId,
            origin,
            returnUrl: `${origin}/shop?tab=2#top`,
            projectId: 'redirects',
          })
        const refused = await start('https://evil.test')
        expect(refused.status).toBe(400)
        expect(refused.body.error?.message).toBe('returnUrl is not on an origin the project allows')
        const started = await start(dappOrigin)
        expect(started.status, JSON.stringify(started.body)).toBe(200)
        const callback = await signInAtProvider(String(started.body.uri), nameOf('rita'))
        const page = await server.inject({ url: callback.slice(publicUrl.length) })
        expect(page.statusCode).toBe(200)
        // The page puts its own address in result_uri of the return address.
        expect(page.body).toContain(`back = "${dappOrigin}/shop?tab=2#top"`)
        expect(page.body).toContain("url.searchParams.set('result_uri', location.href)")
        expect((await complete(callback, deviceId)).status).toBe(200)
        expect((await complete(callback, deviceId)).body.error?.code).toBe('SOCIAL_STATE_INVALID')
      } finally {
        await server.database.query("delete from projects where id = 'redirects'")
        server.projectAccess.invalidate()
      }
    },
    60_000,
  )

  test.skipIf(kind.skipped)(
    'behavior: each of the six providers reaches the callback and completes, one identity per provider',
    async () => {
      await addProject(server.database, { id: 'everyone', origins: [dappOrigin] })
      server.projectAccess.invalidate()
      try {
        const name = nameOf('erin')
        const accounts = new Set<string>()
        for (const social of devIdentityProviders) {
          const deviceId = newDevice()
          const started = await call('POST', '/v1/embedded/social/start', {
            provider: social,
            deviceId,
            origin: dappOrigin,
            projectId: 'everyone',
          })
          expect(started.status, `${social}: ${JSON.stringify(started.body)}`).toBe(200)
          const callback = await signInAtProvider(String(started.body.uri), name)
          const page = await server.inject({ url: callback.slice(publicUrl.length) })
          expect(page.statusCode, social).toBe(200)
          const done = await complete(callback, deviceId)
          expect(done.status, `${social}: ${JSON.stringify(done.body)}`).toBe(200)
          const user = done.body.user as { accountId: string; email?: string }
          // X alone gives no email; the others give the name's verified one at that provider.
          expect(user, social).toEqual({
            accountId: expect.any(String),
            username: name,
            provider: social,
            ...(social === 'x' ? {} : { email: `${name}@${social}.dev.latchkey` }),
          })
          accounts.add(user.accountId)
        }
        expect(accounts.size).toBe(devIdentityProviders.length)
      } finally {
        await server.database.query("delete from projects where id = 'everyone'")
        server.projectAccess.invalidate()
      }
    },
    60_000,
  )
})
