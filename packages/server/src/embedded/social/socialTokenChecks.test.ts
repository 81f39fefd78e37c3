// What the server's OAuth client refuses of what comes back from the provider (issue 31's server
// tests): a code issued to another client, and an id token forged or replayed on its way from the
// token endpoint. The provider is the real dev identity provider; the token endpoint's answer is
// altered in flight by wrapping the process's fetch, which the server's openid-client calls, so
// the server sees exactly what a tampering network would hand it. PGlite.
import { randomBytes } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import {
  type SocialTestServer,
  signInAtDevIdentityProvider as signInAtProvider,
  startSocialTestServer,
} from '../../../test/startSocialTestServer.js'

const dappOrigin = 'http://dapp.test:5173'
const newDevice = () => randomBytes(32).toString('base64url')
let count = 0
const nameOf = (name: string) => `${name}-${++count}-${Date.now()}`

let stack: SocialTestServer
beforeAll(async () => {
  stack = await startSocialTestServer()
}, 180_000)
afterAll(async () => {
  await stack?.stop()
})
afterEach(() => {
  vi.restoreAllMocks()
})

/** Starts a login at `provider` from `deviceId`; returns the provider's authorize address. */
async function start(provider: string, deviceId: string): Promise<string> {
  const started = await stack.call('POST', '/v1/embedded/social/start', {
    provider,
    deviceId,
    origin: dappOrigin,
  })
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  return String(started.body.uri)
}
const complete = (uri: string, deviceId: string) =>
  stack.call('POST', '/v1/embedded/social/complete', { uri, deviceId })

/** A login of `name` at Google up to the callback, and that callback's address. */
async function reachGoogle(name: string, deviceId: string) {
  return signInAtProvider(await start('google', deviceId), name)
}

/**
 * From now on, the provider's token endpoint's answers reach the server with their id token
 * replaced by `alter(idToken)`; returns the id tokens the endpoint really gave.
 */
function alterIdTokens(alter: (idToken: string) => string): string[] {
  const real = globalThis.fetch
  const seen: string[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await real(input, init)
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (!url.startsWith(stack.provider.issuer) || !new URL(url).pathname.endsWith('/token'))
      return response
    const body = (await response.json()) as { id_token?: string }
    if (body.id_token) {
      seen.push(body.id_token)
      body.id_token = alter(body.id_token)
    }
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    return new Response(JSON.stringify(body), { status: response.status, headers })
  })
  return seen
}

/** A JWT's payload with `change` applied, its header and signature kept. */
function rewritePayload(jwt: string, change: (payload: Record<string, unknown>) => void) {
  const [header, payload, signature] = jwt.split('.') as [string, string, string]
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>
  change(claims)
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.')
}

const refusedByProvider = {
  status: 400,
  body: {
    error: {
      code: 'SOCIAL_LOGIN_FAILED',
      message: expect.stringMatching(/^The provider refused the login: /),
    },
  },
}

describe('the social login refuses what it cannot trust', () => {
  test('errors: a code the provider issued to another client (GitHub) does not complete a Google login', async () => {
    const device = newDevice()
    const github = new URL(await signInAtProvider(await start('github', device), nameOf('mallory')))
    const google = new URL(await start('google', device))
    // The callback of the Google attempt (its state), carrying GitHub's code.
    const swapped = new URL(github)
    swapped.searchParams.set('state', google.searchParams.get('state')!)
    expect(await complete(swapped.href, device)).toMatchObject(refusedByProvider)
    // The GitHub login itself still completes: the refusal spent nothing of it.
    const done = await complete(github.href, device)
    expect(done.status, JSON.stringify(done.body)).toBe(200)
  }, 60_000)

  test('errors: an id token whose claims were changed after signing (another subject) is refused', async () => {
    const device = newDevice()
    const uri = await reachGoogle(nameOf('trent'), device)
    const seen = alterIdTokens((token) =>
      rewritePayload(token, (claims) => {
        claims.sub = 'someone-else'
      }),
    )
    expect(await complete(uri, device)).toMatchObject(refusedByProvider)
    expect(seen).toHaveLength(1)
  }, 60_000)

  test('errors: an id token signed by another key, or by none, is refused', async () => {
    for (const forge of [
      // alg none with no signature.
      (token: string) => {
        const [, payload] = token.split('.')
        const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString(
          'base64url',
        )
        return `${header}.${payload}.`
      },
      // The right header and claims, another key's signature (random bytes of a signature's size).
      (token: string) => {
        const [header, payload, signature] = token.split('.') as [string, string, string]
        const length = Buffer.from(signature, 'base64url').length
        return `${header}.${payload}.${randomBytes(length).toString('base64url')}`
      },
    ]) {
      const device = newDevice()
      const uri = await reachGoogle(nameOf('eve'), device)
      const seen = alterIdTokens(forge)
      expect(await complete(uri, device)).toMatchObject(refusedByProvider)
      expect(seen).toHaveLength(1)
      vi.restoreAllMocks()
    }
  }, 60_000)

  test('errors: an id token replayed from an earlier login (its nonce is not this login’s) is refused', async () => {
    const name = nameOf('victor')
    // The first login completes and its id token is captured on the way.
    const first = newDevice()
    const firstUri = await reachGoogle(name, first)
    const captured = alterIdTokens((token) => token)
    const done = await complete(firstUri, first)
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    expect(captured).toHaveLength(1)
    vi.restoreAllMocks()
    // A second login of the same name gets that old, genuinely signed id token instead of its own.
    const second = newDevice()
    const secondUri = await reachGoogle(name, second)
    const own = alterIdTokens(() => captured[0]!)
    const replayed = await complete(secondUri, second)
    expect(replayed).toMatchObject(refusedByProvider)
    // openid-client finds the old nonce claim: "unexpected JWT claim value encountered".
    expect(replayed.body.error?.message).toMatch(/claim/)
    expect(own).toHaveLength(1)
  }, 60_000)
})
