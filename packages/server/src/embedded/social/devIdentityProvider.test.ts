// The dev identity provider (@latchkey/devchain) against openid-client, the server's OAuth
// client library: here, where openid-client is a dependency.
import { type DevIdentityProviderInstance, startDevIdentityProvider } from '@latchkey/devchain'
import * as client from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestBrowser } from '../../../test/startSocialTestServer.js'

const redirectUri = 'http://127.0.0.1:9/callback'

const titles: Record<string, string> = { google: 'Google', github: 'GitHub', x: 'X' }

async function signIn(
  provider: DevIdentityProviderInstance,
  clientId: string,
  name: string,
  browser = createTestBrowser(),
): Promise<Record<string, unknown>> {
  const config = await client.discovery(
    new URL(provider.issuer),
    clientId,
    undefined,
    client.ClientSecretBasic('dev-secret'),
    { execute: [client.allowInsecureRequests] },
  )
  const verifier = client.randomPKCECodeVerifier()
  const state = client.randomState()
  const nonce = client.randomNonce()
  const authorize = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  })
  const toLogin = await browser.go(authorize.href)
  const loginUrl = new URL(toLogin.headers.get('location') ?? '', provider.issuer).href
  const page = await browser.go(loginUrl)
  expect(await page.text()).toContain(`Sign in to ${titles[clientId]} (development)`)
  const posted = await browser.go(`${loginUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name }).toString(),
  })
  let location = new URL(posted.headers.get('location') ?? '', provider.issuer).href
  // The resume leads back to the client's redirect URI with the code (consent needs no page).
  while (!location.startsWith(redirectUri)) {
    const next = await browser.go(location)
    expect(next.status).toBeGreaterThanOrEqual(300)
    location = new URL(next.headers.get('location') ?? '', provider.issuer).href
  }
  const tokens = await client.authorizationCodeGrant(config, new URL(location), {
    pkceCodeVerifier: verifier,
    expectedState: state,
    expectedNonce: nonce,
  })
  return { ...tokens.claims() }
}

describe('startDevIdentityProvider', () => {
  let provider: DevIdentityProviderInstance
  beforeAll(async () => {
    provider = await startDevIdentityProvider({
      clients: (['google', 'github', 'x'] as const).map((name) => ({
        provider: name,
        secret: 'dev-secret',
        redirectUris: [redirectUri],
      })),
    })
  })
  afterAll(() => provider?.close())

  it('signs a name in through a code + PKCE flow and gives its claims in the id token', async () => {
    const claims = await signIn(provider, 'google', 'Alice')
    expect(claims).toMatchObject({
      iss: provider.issuer,
      aud: 'google',
      name: 'alice',
      email: 'alice@google.dev.latchkey',
      email_verified: true,
    })
    // The same name at the same provider is the same subject; at another it is another one.
    expect((await signIn(provider, 'google', 'alice')).sub).toBe(claims.sub)
    const github = await signIn(provider, 'github', 'alice')
    expect(github.sub).not.toBe(claims.sub)
    expect(github.email).toBe('alice@github.dev.latchkey')
  })

  it('asks a browser signed in at one provider to sign in at another: a session is per provider', async () => {
    const browser = createTestBrowser()
    const google = await signIn(provider, 'google', 'carol', browser)
    // The helper asserts GitHub's own login page; the name signed in there is GitHub's.
    const github = await signIn(provider, 'github', 'dan', browser)
    expect(github).toMatchObject({ name: 'dan', email: 'dan@github.dev.latchkey' })
    expect(github.sub).not.toBe(google.sub)
  })

  it('gives no email for X, as the real one does not', async () => {
    const claims = await signIn(provider, 'x', 'bob')
    expect(claims.name).toBe('bob')
    expect(claims).not.toHaveProperty('email')
  })

  it('refuses an authorization request without PKCE', async () => {
    const url = new URL('/auth', provider.issuer)
    url.search = new URLSearchParams({
      client_id: 'google',
      response_type: 'code',
      scope: 'openid',
      redirect_uri: redirectUri,
    }).toString()
    const response = await fetch(url, { redirect: 'manual' })
    const back = new URL(response.headers.get('location') ?? '')
    expect(back.searchParams.get('error')).toBe('invalid_request')
    expect(back.searchParams.get('error_description')).toMatch(/PKCE/)
  })
})
