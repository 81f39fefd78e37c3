// The embedded wallet's server with social login against the real dev identity provider
// (oidc-provider on 127.0.0.1, @latchkey/devchain), and a browser's part of the flow: the
// provider's pages walked by hand, keeping its cookies.
import {
  type DevIdentityProviderInstance,
  devIdentityProviders,
  startDevIdentityProvider,
} from '@latchkey/devchain'
import type { TestDatabaseKind } from './getTestDatabases.js'
import { startEmbeddedTestServer } from './startEmbeddedTestServer.js'

/** The server's public address the provider sends the browser back to (never dialled). */
export const socialTestPublicUrl = 'http://server.test:8787'
/** The callback every client of the provider allows. */
const socialTestCallbackUrl = `${socialTestPublicUrl}/embedded/social/callback`

/** A browser without redirects followed: each `go` keeps the cookies the answer sets. */
export function createTestBrowser() {
  const cookies = new Map<string, string>()
  return {
    async go(url: string, init: RequestInit = {}) {
      const response = await fetch(url, {
        ...init,
        redirect: 'manual',
        headers: { ...init.headers, cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      })
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';')
        const at = pair.indexOf('=')
        cookies.set(pair.slice(0, at), pair.slice(at + 1))
      }
      return response
    },
  }
}

/**
 * Walks the provider's pages from `authorizeUrl` as `name`, up to its redirect to
 * `callbackUrl`; returns that address.
 */
export async function signInAtDevIdentityProvider(
  authorizeUrl: string,
  name: string,
  callbackUrl = socialTestCallbackUrl,
): Promise<string> {
  const browser = createTestBrowser()
  const go = async (url: string, init?: RequestInit) =>
    new URL((await browser.go(url, init)).headers.get('location') ?? url, url).href
  const loginPage = await go(authorizeUrl)
  let location = await go(`${loginPage}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name }).toString(),
  })
  for (let hops = 0; !location.startsWith(callbackUrl); hops++) {
    if (hops > 5) throw new Error(`The provider did not come back: ${location}`)
    location = await go(location)
  }
  return location
}

/** Parameters of `startSocialTestServer`. */
export type StartSocialTestServerParameters = {
  /** The database's kind; PGlite in memory by default. */
  database?: TestDatabaseKind | undefined
  /** More variables, given the provider's issuer (a project's own OAuth apps…). */
  env?: ((issuer: string) => Record<string, string>) | undefined
}

/**
 * Starts the dev identity provider with a client for each of its six providers (each its name,
 * secret `<name>-secret`), and the embedded server using Google, GitHub and X server-wide (the
 * others are left for a project's own apps, by `env`); `stop` stops both.
 */
export async function startSocialTestServer(parameters: StartSocialTestServerParameters = {}) {
  const providers = ['google', 'github', 'x'] as const
  const provider: DevIdentityProviderInstance = await startDevIdentityProvider({
    clients: devIdentityProviders.map((name) => ({
      provider: name,
      secret: `${name}-secret`,
      redirectUris: [socialTestCallbackUrl],
    })),
  })
  const stack = await startEmbeddedTestServer({
    database: parameters.database,
    env: {
      LATCHKEY_PUBLIC_URL: socialTestPublicUrl,
      LATCHKEY_NONCE_RATE_LIMIT_PER_IP: '200',
      LATCHKEY_SOCIAL_PROVIDERS: JSON.stringify(
        Object.fromEntries(
          providers.map((name) => [
            name,
            { clientId: name, clientSecret: `${name}-secret`, issuer: provider.issuer },
          ]),
        ),
      ),
      ...parameters.env?.(provider.issuer),
    },
  }).catch(async (error: unknown) => {
    await provider.close()
    throw error
  })
  return {
    ...stack,
    provider,
    async stop() {
      await stack.stop()
      await provider.close()
    },
  }
}

/** A running server of `startSocialTestServer`. */
export type SocialTestServer = Awaited<ReturnType<typeof startSocialTestServer>>
