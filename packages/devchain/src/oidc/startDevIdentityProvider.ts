import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { type Context, interactionPolicy } from 'oidc-provider'
import {
  type DevIdentityProvider,
  devIdentityProviders,
  devProvidersWithEmail,
} from './devIdentityProviders.js'
import { renderDevLoginPage } from './renderDevLoginPage.js'

/** One OAuth client of the dev identity provider: its id is the provider's name. */
export type DevIdentityClient = {
  provider: DevIdentityProvider
  secret: string
  /** Where the provider may send the user back with a code (the server's callback). */
  redirectUris: readonly string[]
}

/** Options of `startDevIdentityProvider`. */
export type StartDevIdentityProviderParameters = {
  /** The port on 127.0.0.1; 0 (default) for a free one. */
  port?: number | undefined
  /**
   * The clients, or a function giving them at the first request: a server whose URL is known
   * only after the provider started (its callback is a redirect URI) passes a function.
   */
  clients: readonly DevIdentityClient[] | (() => readonly DevIdentityClient[])
}

/** A running dev identity provider. */
export type DevIdentityProviderInstance = {
  /** The issuer (and discovery base): `http://127.0.0.1:<port>`. */
  issuer: string
  close(): Promise<void>
}

/** How a name is accepted: lower-cased letters, digits, dots, dashes, underscores (it makes an email). */
const namePattern = /^[a-z0-9][a-z0-9._-]{0,39}$/
const maxFormBytes = 4_096

// The subject is the provider and the name, encoded: stable per name and provider, and the
// claims are read back from it, so the provider keeps no account store of its own.
const toSubject = (provider: string, name: string) =>
  Buffer.from(`${provider}\n${name}`).toString('base64url')
const fromSubject = (subject: string) => {
  const [encoded, name] = Buffer.from(subject, 'base64url').toString().split('\n')
  const provider = devIdentityProviders.find((known) => known === encoded)
  return provider && name && namePattern.test(name) ? { provider, name } : undefined
}

/**
 * The interactions' policy: oidc-provider's own, and a login asked again where the browser's
 * session is of another provider. The real providers are sites of their own: being signed in
 * at Google says nothing of GitHub, so a session here is good for its own provider only.
 */
function createInteractionPolicy() {
  const policy = interactionPolicy.base()
  policy.get('login')?.checks.push(
    new interactionPolicy.Check(
      'other_provider',
      'The session is of another provider',
      'login_required',
      (context: Context) => {
        const { client, session } = context.oidc
        const accountId = session?.accountId
        return accountId !== undefined && fromSubject(accountId)?.provider !== client?.clientId
      },
    ),
  )
  return policy
}

/** The claims of `name` at `provider`: an email only where the real provider gives one. */
function claimsOf(provider: DevIdentityProvider, name: string) {
  return {
    sub: toSubject(provider, name),
    name,
    preferred_username: name,
    ...(devProvidersWithEmail.has(provider)
      ? { email: `${name}@${provider}.dev.latchkey`, email_verified: true }
      : {}),
  }
}

function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      body += chunk
      if (body.length > maxFormBytes) {
        reject(new Error('The form is too large.'))
        request.destroy()
      }
    })
    request.on('end', () => resolve(new URLSearchParams(body)))
    request.on('error', reject)
  })
}

/**
 * Starts a real OpenID Connect provider (oidc-provider) on 127.0.0.1 standing in for the social
 * providers in development and tests: one client per provider name, a login page where any name
 * signs in, consent granted without asking, and auth-code flows with PKCE only.
 */
export async function startDevIdentityProvider(
  parameters: StartDevIdentityProviderParameters,
): Promise<DevIdentityProviderInstance> {
  let provider: Provider | undefined
  let issuer = ''
  const server = createServer((request, response) => {
    provider ??= createProvider(issuer, parameters.clients)
    void handle(provider, request, response).catch((error: unknown) => {
      if (!response.headersSent)
        response
          .writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
          .end(error instanceof Error ? error.message : 'Bad request')
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(parameters.port ?? 0, '127.0.0.1', () => resolve())
  })
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const closed = new Promise<void>((resolve) => server.once('close', () => resolve()))
  return {
    issuer,
    close: async () => {
      server.closeAllConnections()
      server.close()
      await closed
    },
  }
}

/** The OIDC provider of `issuer` for `clients`: made at the first request (see `clients`). */
function createProvider(
  issuer: string,
  clients: StartDevIdentityProviderParameters['clients'],
): Provider {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return new Provider(issuer, {
    clients: (typeof clients === 'function' ? clients() : clients).map((client) => ({
      client_id: client.provider,
      client_secret: client.secret,
      redirect_uris: [...client.redirectUris],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    // The id token carries the scopes' claims, as the social providers' tokens do.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Short lives, in seconds: a dev session is one test or one try in the browser.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3_600,
      IdToken: 600,
      Interaction: 600,
      Session: 3_600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: {
      policy: createInteractionPolicy(),
      url: (_context: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    findAccount: async (_context: unknown, subject: string) => {
      const account = fromSubject(subject)
      if (!account) return undefined
      return { accountId: subject, claims: async () => claimsOf(account.provider, account.name) }
    },
    // Consent is granted without a page: every client asked for is a dev stand-in.
    loadExistingGrant: async (context: Context) => {
      const { client, session, result, provider: own } = context.oidc
      if (!client || !session?.accountId) return undefined
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId)
      if (grantId) return own.Grant.find(grantId)
      const grant = new own.Grant({ clientId: client.clientId, accountId: session.accountId })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
  })
}

/** Serves the login page and its form; everything else is the OIDC provider's. */
async function handle(provider: Provider, request: IncomingMessage, response: ServerResponse) {
  const match = /^\/interaction\/([A-Za-z0-9_-]{1,100})(\/login)?$/.exec(
    new URL(request.url ?? '/', 'http://127.0.0.1').pathname,
  )
  if (!match) return provider.callback()(request, response)
  const interaction = await provider.interactionDetails(request, response)
  const clientId = String(interaction.params.client_id ?? '')
  const client = devIdentityProviders.find((known) => known === clientId)
  if (!client) throw new Error(`Unknown client ${clientId}.`)
  const page = (error?: string) =>
    response.writeHead(error ? 400 : 200, { 'content-type': 'text/html; charset=utf-8' }).end(
      renderDevLoginPage({
        provider: client,
        action: `/interaction/${interaction.uid}/login`,
        error,
      }),
    )
  if (request.method === 'GET' && !match[2]) return page()
  if (request.method !== 'POST' || !match[2]) return void response.writeHead(405).end()
  const name = ((await readForm(request)).get('name') ?? '').trim().toLowerCase()
  if (!namePattern.test(name))
    return page('A name is 1 to 40 letters, digits, dots, dashes or underscores.')
  const accountId = toSubject(client, name)
  // The browser's session of another provider (or name) is replaced here, without the logout
  // confirmation page oidc-provider would show first (one session holds one provider's login).
  const signedIn = interaction.session
  const session = signedIn?.uid ? await provider.Session.findByUid(signedIn.uid) : undefined
  if (signedIn && session?.accountId && session.accountId !== accountId) {
    session.accountId = undefined
    session.authorizations = undefined
    await session.persist()
    signedIn.accountId = undefined
    await interaction.persist()
  }
  await provider.interactionFinished(
    request,
    response,
    { login: { accountId } },
    { mergeWithLastSubmission: false },
  )
}
