// Social login through the providers without OpenID Connect (GitHub, Discord, X, Facebook): the
// server's code exchange and user-endpoint path over real HTTP against the local stand-in of
// their OAuth APIs (test/startOAuthTestProvider.ts), with the endpoints named in the config.
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type EmbeddedTestServer,
  startEmbeddedTestServer,
} from '../../../test/startEmbeddedTestServer.js'
import {
  type OAuthTestProvider,
  type OAuthTestProviderName,
  type OAuthTestUser,
  startOAuthTestProvider,
} from '../../../test/startOAuthTestProvider.js'
import { socialTestPublicUrl } from '../../../test/startSocialTestServer.js'
import { createSocialClient, maxUserEndpointBytes } from './createSocialClient.js'
import { socialFailureReason } from './readSocialIdentity.js'
import { socialProviderProfiles } from './socialProviderProfiles.js'

const dappOrigin = 'http://dapp.test:5173'
const redirectUri = `${socialTestPublicUrl}/embedded/social/callback`
const app = { clientId: 'latchkey-test', clientSecret: 'latchkey-test-secret', redirectUri }
const providers = ['github', 'discord', 'x', 'facebook'] as const
let count = 0
const newId = () => `${Date.now()}${++count}`
const newDevice = () => randomBytes(32).toString('base64url')

let provider: OAuthTestProvider
let stack: EmbeddedTestServer

beforeAll(async () => {
  provider = await startOAuthTestProvider(app)
  const social = Object.fromEntries(
    providers.map((name) => [
      name,
      { clientId: app.clientId, clientSecret: app.clientSecret, ...provider.endpointsOf(name) },
    ]),
  )
  stack = await startEmbeddedTestServer({
    env: {
      LATCHKEY_PUBLIC_URL: socialTestPublicUrl,
      LATCHKEY_NONCE_RATE_LIMIT_PER_IP: '200',
      LATCHKEY_SOCIAL_PROVIDERS: JSON.stringify(social),
    },
  })
}, 180_000)
afterAll(async () => {
  await stack?.stop()
  await provider?.close()
})

/** Start → the provider's authorize step as `user` → the callback → complete, on `deviceId`. */
async function logIn(name: OAuthTestProviderName, user: OAuthTestUser, deviceId = newDevice()) {
  provider.addUser(user)
  const started = await stack.call('POST', '/v1/embedded/social/start', {
    provider: name,
    deviceId,
    origin: dappOrigin,
  })
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  const callback = await provider.signIn(String(started.body.uri), user.id)
  expect(callback.startsWith(redirectUri)).toBe(true)
  return stack.call('POST', '/v1/embedded/social/complete', { uri: callback, deviceId })
}

describe('the OAuth providers through their user endpoints', () => {
  test.each(providers)(
    'behavior: a %s login reaches an account with the subject and username it gave',
    async (name) => {
      const id = newId()
      const device = newDevice()
      const done = await logIn(name, { id, username: `${name}-user-${id}` }, device)
      expect(done.status, JSON.stringify(done.body)).toBe(200)
      const user = done.body.user as Record<string, unknown>
      expect(user).toEqual({
        accountId: expect.any(String),
        username: `${name}-user-${id}`,
        provider: name,
      })
      // The subject is the account's key: a new username reaches the same account, another id not.
      const renamed = await logIn(name, { id, username: `${name}-renamed-${id}` }, device)
      expect(renamed.body.user).toMatchObject({
        accountId: user.accountId,
        username: `${name}-renamed-${id}`,
      })
      const other = await logIn(name, { id: newId(), username: `${name}-user-${id}` })
      expect((other.body.user as Record<string, unknown>).accountId).not.toBe(user.accountId)
    },
    60_000,
  )

  test('behavior: GitHub gives its primary verified email, never an unverified one', async () => {
    const id = newId()
    const verified = await logIn('github', {
      id,
      username: `gh-${id}`,
      email: `public-${id}@example.com`,
      emails: [
        { email: `old-${id}@example.com`, primary: false, verified: true },
        { email: `main-${id}@example.com`, primary: true, verified: true },
      ],
    })
    expect(verified.body.user).toMatchObject({ email: `main-${id}@example.com` })
    const other = newId()
    const unverified = await logIn('github', {
      id: other,
      username: `gh-${other}`,
      // The public profile email and a primary one not verified: neither is taken.
      email: `public-${other}@example.com`,
      emails: [{ email: `main-${other}@example.com`, primary: true, verified: false }],
    })
    expect(unverified.status, JSON.stringify(unverified.body)).toBe(200)
    expect(unverified.body.user).toEqual({
      accountId: expect.any(String),
      username: `gh-${other}`,
      provider: 'github',
    })
  })

  test('behavior: Discord gives its email only when verified', async () => {
    const id = newId()
    const email = `discord-${id}@example.com`
    const verified = await logIn('discord', { id, username: `d-${id}`, email, verified: true })
    expect(verified.body.user).toMatchObject({ email })
    const other = newId()
    const unverified = await logIn('discord', {
      id: other,
      username: `d-${other}`,
      email: `discord-${other}@example.com`,
      verified: false,
    })
    expect(unverified.body.user).not.toHaveProperty('email')
  })

  test('bad: a user endpoint answering 401 or a malformed body is a clear error and no account', async () => {
    for (const [name, answer, reason] of [
      [
        'github',
        { status: 401, body: { message: 'Bad credentials' } },
        'user endpoint answered 401',
      ],
      ['discord', { status: 200, body: { username: 'no id' } }, 'not its user (id: Invalid'],
      ['x', { status: 200, body: '<html>' }, 'not its user (not JSON)'],
      ['facebook', { status: 200, body: { id: '' } }, 'not its user (id: Invalid'],
    ] as const) {
      const id = newId()
      const device = newDevice()
      const failed = await logIn(name, { id, username: `bad-${id}`, answer }, device)
      expect(failed.status).toBe(400)
      expect(failed.body.error?.code).toBe('SOCIAL_LOGIN_FAILED')
      expect(failed.body.error?.message).toContain(`The provider refused the login: `)
      expect(failed.body.error?.message).toContain(reason)
      // No account was made: the same subject, now answered well, makes its first account.
      const fixed = await logIn(name, { id, username: `bad-${id}` }, device)
      expect(fixed.status, JSON.stringify(fixed.body)).toBe(200)
      expect(fixed.body.user).toMatchObject({ username: `bad-${id}`, provider: name })
    }
  })

  test('bad: an answer past the bound is refused', async () => {
    const id = newId()
    const failed = await logIn('x', {
      id,
      username: `big-${id}`,
      answer: { status: 200, body: { data: { id, username: 'x'.repeat(maxUserEndpointBytes) } } },
    })
    expect(failed.body.error?.message).toContain(`answered more than ${maxUserEndpointBytes} bytes`)
  })

  test.each([
    [
      'github',
      'a wrong client secret',
      { clientSecret: 'wrong' },
      'The client id or secret is wrong',
    ],
    [
      'discord',
      'a wrong client secret',
      { clientSecret: 'wrong' },
      'The client id or secret is wrong',
    ],
    ['facebook', 'a wrong PKCE verifier', {}, 'The PKCE verifier does not match'],
    ['x', 'a wrong PKCE verifier', {}, 'The PKCE verifier does not match'],
  ] as const)(
    'bad: at %s, %s is refused at the token endpoint',
    async (name, _, change, reason) => {
      const client = createSocialClient({
        config: { ...app, ...provider.endpointsOf(name), ...change },
        profile: socialProviderProfiles[name],
        redirectUri,
      })
      const id = newId()
      provider.addUser({ id, username: `t-${id}` })
      const checks = {
        state: newId(),
        nonce: newId(),
        codeVerifier: randomBytes(32).toString('base64url'),
      }
      const callback = await provider.signIn(await client.authorizeUrl(checks), id)
      const verifier =
        'clientSecret' in change ? checks.codeVerifier : randomBytes(32).toString('base64url')
      const refused = await client
        .complete(new URL(callback), { ...checks, codeVerifier: verifier })
        .catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(Error)
      expect(socialFailureReason(refused)).toContain(reason)
    },
  )

  test('bad: a code is taken once, and an unregistered redirect URI gets no code', async () => {
    const client = createSocialClient({
      config: { ...app, ...provider.endpointsOf('github') },
      profile: socialProviderProfiles.github,
      redirectUri,
    })
    const id = newId()
    provider.addUser({ id, username: `once-${id}` })
    const checks = { state: newId(), nonce: newId(), codeVerifier: newDevice() }
    const callback = new URL(await provider.signIn(await client.authorizeUrl(checks), id))
    expect(await client.complete(callback, checks)).toMatchObject({ subject: id })
    const again = await client.complete(callback, checks).catch((error: unknown) => error)
    expect(socialFailureReason(again)).toBe('The code is unknown or was already used')
    const elsewhere = createSocialClient({
      config: { ...app, ...provider.endpointsOf('github') },
      profile: socialProviderProfiles.github,
      redirectUri: 'http://elsewhere.test/embedded/social/callback',
    })
    await expect(provider.signIn(await elsewhere.authorizeUrl(checks), id)).rejects.toThrow(
      'The provider refused the authorize step',
    )
  })
})
