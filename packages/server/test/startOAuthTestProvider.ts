// A local stand-in for the OAuth providers without OpenID Connect (GitHub, Discord, X, Facebook):
// real HTTP on 127.0.0.1 with each provider's authorize and token steps and its own user JSON, so
// the server's code exchange and user-endpoint path runs in tests. Not the remote providers: their
// login pages are replaced by the `user` the test names, and one server plays all four.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { socialProviderProfiles } from '../src/embedded/social/socialProviderProfiles.js'

/** The providers the stand-in plays. */
export type OAuthTestProviderName = 'github' | 'discord' | 'x' | 'facebook'

/** A user of the stand-in, shaped into each provider's own JSON. */
export type OAuthTestUser = {
  id: string
  username: string
  /** Discord's and Facebook's email (Facebook's is always confirmed), GitHub's public one. */
  email?: string | undefined
  /** Discord's `verified`. */
  verified?: boolean | undefined
  /** GitHub's `/user/emails`. */
  emails?: Array<{ email: string; primary: boolean; verified: boolean }> | undefined
  /** Answers the user endpoint with this instead of the user (a 401, a malformed body). */
  answer?: { status: number; body: unknown } | undefined
}

/** How long a code is good for, and the most codes or tokens kept (the oldest go first). */
const oauthTestCodeLifetimeMs = 60_000
const oauthTestMaxEntries = 1_000

/** The user JSON each provider answers, at its own path. */
const userAnswers: Record<OAuthTestProviderName, (user: OAuthTestUser, path: string) => unknown> = {
  github: (user, path) =>
    path === '/github/user/emails'
      ? (user.emails ?? [])
      : { id: Number(user.id), login: user.username, name: null, email: user.email ?? null },
  discord: (user) => ({
    id: user.id,
    username: user.username,
    global_name: null,
    email: user.email ?? null,
    verified: user.verified ?? false,
  }),
  x: (user) => ({ data: { id: user.id, name: user.username, username: user.username } }),
  facebook: (user) => ({ id: user.id, name: user.username, email: user.email }),
}

const userPaths: Record<string, OAuthTestProviderName> = {
  '/github/user': 'github',
  '/github/user/emails': 'github',
  '/discord/users/@me': 'discord',
  '/x/2/users/me': 'x',
  '/facebook/me': 'facebook',
}

type Code = {
  provider: OAuthTestProviderName
  clientId: string
  redirectUri: string
  challenge: string
  user: OAuthTestUser
  expiresAt: number
}

/** Keeps `key` → `value` in `map`, dropping the oldest entry past the cap. */
const keep = <T>(map: Map<string, T>, key: string, value: T) => {
  if (map.size >= oauthTestMaxEntries) map.delete(map.keys().next().value as string)
  map.set(key, value)
}

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * Starts the stand-in with one OAuth app (`clientId`, `clientSecret`, `redirectUri`) at every
 * provider. `endpointsOf` gives a provider's endpoints for LATCHKEY_SOCIAL_PROVIDERS, `signIn`
 * walks an authorize URL as `user` up to the redirect back, `close` stops it.
 */
export async function startOAuthTestProvider(app: {
  clientId: string
  clientSecret: string
  redirectUri: string
}) {
  const codes = new Map<string, Code>()
  const tokens = new Map<string, { provider: OAuthTestProviderName; user: OAuthTestUser }>()
  const users = new Map<string, OAuthTestUser>()

  const authorize = (provider: OAuthTestProviderName, query: URLSearchParams) => {
    const redirectUri = query.get('redirect_uri') ?? ''
    if (query.get('client_id') !== app.clientId || redirectUri !== app.redirectUri)
      return { status: 400, body: { error: 'invalid_request' } }
    if (query.get('response_type') !== 'code' || query.get('code_challenge_method') !== 'S256')
      return { status: 400, body: { error: 'invalid_request' } }
    const user = users.get(query.get('user') ?? '')
    if (!user) return { status: 400, body: { error: 'unknown user' } }
    const code = randomBytes(16).toString('hex')
    keep(codes, code, {
      provider,
      clientId: app.clientId,
      redirectUri,
      challenge: query.get('code_challenge') ?? '',
      user,
      expiresAt: Date.now() + oauthTestCodeLifetimeMs,
    })
    const back = new URL(redirectUri)
    back.searchParams.set('code', code)
    back.searchParams.set('state', query.get('state') ?? '')
    return { status: 302, location: back.href }
  }

  /** The client's id and secret, in the one way the provider's profile takes them. */
  const clientOf = (
    provider: OAuthTestProviderName,
    request: IncomingMessage,
    form: URLSearchParams,
  ) => {
    const header = request.headers.authorization ?? ''
    if (socialProviderProfiles[provider].tokenAuth === 'basic') {
      if (!header.startsWith('Basic ') || form.has('client_secret')) return undefined
      const [id = '', secret = ''] = Buffer.from(header.slice(6), 'base64')
        .toString()
        .split(':')
        .map(decodeURIComponent)
      return { id, secret }
    }
    if (header) return undefined
    return { id: form.get('client_id') ?? '', secret: form.get('client_secret') ?? '' }
  }

  const token = (
    provider: OAuthTestProviderName,
    request: IncomingMessage,
    form: URLSearchParams,
  ) => {
    const refuse = (error: string, description: string, status = 400) =>
      // GitHub answers its token errors with 200, as it does.
      ({
        status: provider === 'github' ? 200 : status,
        body: { error, error_description: description },
      })
    const client = clientOf(provider, request, form)
    if (!client || client.id !== app.clientId || !sameText(client.secret, app.clientSecret))
      return refuse('invalid_client', 'The client id or secret is wrong', 401)
    const code = codes.get(form.get('code') ?? '')
    codes.delete(form.get('code') ?? '')
    if (form.get('grant_type') !== 'authorization_code' || !code || code.provider !== provider)
      return refuse('invalid_grant', 'The code is unknown or was already used')
    if (code.expiresAt < Date.now()) return refuse('invalid_grant', 'The code has expired')
    if (code.clientId !== client.id || form.get('redirect_uri') !== code.redirectUri)
      return refuse('invalid_grant', 'The redirect URI is not the one authorized')
    const verifier = form.get('code_verifier') ?? ''
    if (createHash('sha256').update(verifier).digest('base64url') !== code.challenge)
      return refuse('invalid_grant', 'The PKCE verifier does not match')
    const accessToken = randomBytes(20).toString('hex')
    keep(tokens, accessToken, { provider, user: code.user })
    return { status: 200, body: { access_token: accessToken, token_type: 'bearer', scope: '' } }
  }

  const user = (path: string, request: IncomingMessage) => {
    const provider = userPaths[path]
    const entry = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''))
    if (!provider || !entry || entry.provider !== provider)
      return { status: 401, body: { message: 'Bad credentials' } }
    return entry.user.answer ?? { status: 200, body: userAnswers[provider](entry.user, path) }
  }

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const [, provider = '', step = ''] = url.pathname.split('/')
    const name = provider as OAuthTestProviderName
    let result: { status: number; body?: unknown; location?: string }
    if (step === 'authorize' && request.method === 'GET' && name in userAnswers)
      result = authorize(name, url.searchParams)
    else if (step === 'token' && request.method === 'POST' && name in userAnswers) {
      let text = ''
      for await (const chunk of request) {
        text += chunk
        if (text.length > 10_000) break
      }
      result = token(name, request, new URLSearchParams(text))
    } else result = user(url.pathname, request)
    response.writeHead(result.status, {
      'content-type': 'application/json',
      ...(result.location ? { location: result.location } : {}),
    })
    response.end(
      typeof result.body === 'string' ? result.body : JSON.stringify(result.body ?? null),
    )
  }

  const server = createServer((request, response) => void answer(request, response))
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url,
    /** Registers `user` under the key `signIn` names (its id). */
    addUser(entry: OAuthTestUser) {
      users.set(entry.id, entry)
    },
    /** A provider's endpoints, as LATCHKEY_SOCIAL_PROVIDERS names them. */
    endpointsOf(provider: OAuthTestProviderName) {
      const user = Object.keys(userPaths).find((path) => userPaths[path] === provider) ?? ''
      return {
        authorizationEndpoint: `${url}/${provider}/authorize`,
        tokenEndpoint: `${url}/${provider}/token`,
        userEndpoint: `${url}${user}${provider === 'facebook' ? '?fields=id,name,email' : ''}`,
        ...(provider === 'github' ? { emailsEndpoint: `${url}/github/user/emails` } : {}),
      }
    },
    /** Signs in at `authorizeUrl` as the user of id `userId`; the address it sends the browser to. */
    async signIn(authorizeUrl: string, userId: string) {
      const response = await fetch(`${authorizeUrl}&user=${encodeURIComponent(userId)}`, {
        redirect: 'manual',
      })
      const location = response.headers.get('location')
      if (response.status !== 302 || !location)
        throw new Error(`The provider refused the authorize step: ${await response.text()}`)
      return location
    },
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/** A running stand-in of `startOAuthTestProvider`. */
export type OAuthTestProvider = Awaited<ReturnType<typeof startOAuthTestProvider>>
