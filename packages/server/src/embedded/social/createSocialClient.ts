import * as client from 'openid-client'
import * as v from 'valibot'
import { SocialUserEndpointError } from '../../errors/embedded.js'
import { isLoopbackUrl, type SocialProviderConfig } from './SocialProviderConfig.js'
import {
  githubEmailsSchema,
  type SocialIdentity,
  type SocialProviderProfile,
} from './socialProviderProfiles.js'

/** What one login attempt keeps between its start and its callback. */
type SocialChecks = { state: string; nonce: string; codeVerifier: string }

/** The server as the OAuth client of one provider. */
export type SocialClient = {
  /** The provider's authorize URL for an attempt (PKCE S256, state, and nonce with OIDC). */
  authorizeUrl(checks: SocialChecks): Promise<string>
  /** Exchanges the callback's code and reads who signed in (the id token, or the user endpoint). */
  complete(callback: URL, checks: SocialChecks): Promise<SocialIdentity>
}

const optionalString = v.optional(v.unknown())
const idTokenClaims = v.object({
  sub: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
  email: optionalString,
  email_verified: optionalString,
  preferred_username: optionalString,
  name: optionalString,
})

/** Who an id token names: its subject, a username, and the email only when verified. */
function identityFromClaims(claims: unknown): SocialIdentity {
  const parsed = v.parse(idTokenClaims, claims)
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)
  return {
    subject: parsed.sub,
    username: text(parsed.preferred_username) ?? text(parsed.name) ?? text(parsed.email),
    email: parsed.email_verified === true ? text(parsed.email) : undefined,
  }
}

/**
 * The OAuth client of a provider, with openid-client: discovery from the configured or built-in
 * issuer (OIDC), or the provider's built-in or configured endpoints and user endpoint (plain
 * OAuth). HTTP is allowed only on loopback (the dev identity provider, the tests' OAuth stand-in).
 */
export function createSocialClient(parameters: {
  config: SocialProviderConfig
  profile: SocialProviderProfile
  redirectUri: string
}): SocialClient {
  const { config, redirectUri } = parameters
  const profile = profileOf(config, parameters.profile)
  const scopes = config.scopes ?? profile.scopes
  const auth =
    profile.tokenAuth === 'basic'
      ? client.ClientSecretBasic(config.clientSecret)
      : client.ClientSecretPost(config.clientSecret)
  let configuration: Promise<client.Configuration> | undefined
  const configure = () => {
    configuration ??= (
      profile.kind === 'oidc'
        ? client.discovery(new URL(profile.issuer), config.clientId, undefined, auth, {
            // The id token's signature is checked against the issuer's keys (jwks_uri) too, not
            // only its claims: TLS alone would be enough by OIDC Core, but a proxy or a
            // misrouted token endpoint then cannot hand the server another subject.
            execute: [
              client.enableNonRepudiationChecks,
              ...(isLoopbackUrl(profile.issuer) ? [client.allowInsecureRequests] : []),
            ],
          })
        : Promise.resolve(oauthConfiguration(profile, config.clientId, auth))
    ).catch((error: unknown) => {
      // A provider down at the first try is asked again at the next.
      configuration = undefined
      throw error
    })
    return configuration
  }
  return {
    async authorizeUrl(checks) {
      const url = client.buildAuthorizationUrl(await configure(), {
        redirect_uri: redirectUri,
        scope: scopes,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        ...(profile.kind === 'oidc' ? { nonce: checks.nonce } : {}),
      })
      return url.href
    },
    async complete(callback, checks) {
      const tokens = await client.authorizationCodeGrant(await configure(), callback, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        ...(profile.kind === 'oidc' ? { expectedNonce: checks.nonce, idTokenExpected: true } : {}),
      })
      if (profile.kind === 'oidc') return identityFromClaims(tokens.claims())
      return readUserEndpoint(profile, tokens.access_token)
    },
  }
}

/**
 * The profile a provider's configuration makes: a configured issuer makes any provider an OIDC
 * one (with OIDC's scopes by default); configured endpoints replace an OAuth profile's own.
 */
function profileOf(
  config: SocialProviderConfig,
  profile: SocialProviderProfile,
): SocialProviderProfile {
  if (config.issuer)
    return {
      kind: 'oidc',
      issuer: config.issuer,
      scopes: 'openid email profile',
      tokenAuth: profile.tokenAuth,
    }
  if (profile.kind === 'oauth' && config.authorizationEndpoint && config.tokenEndpoint)
    return {
      ...profile,
      authorizationEndpoint: config.authorizationEndpoint,
      tokenEndpoint: config.tokenEndpoint,
      userEndpoint: config.userEndpoint ?? profile.userEndpoint,
      // Named endpoints are another server: GitHub's emails come from it or not at all.
      emailsEndpoint: config.emailsEndpoint,
    }
  return profile
}

/** openid-client's configuration of a provider without OIDC: its two OAuth endpoints. */
function oauthConfiguration(
  profile: Extract<SocialProviderProfile, { kind: 'oauth' }>,
  clientId: string,
  auth: client.ClientAuth,
): client.Configuration {
  const configuration = new client.Configuration(
    {
      issuer: new URL(profile.authorizationEndpoint).origin,
      authorization_endpoint: profile.authorizationEndpoint,
      token_endpoint: profile.tokenEndpoint,
    },
    clientId,
    undefined,
    auth,
  )
  if (isLoopbackUrl(profile.tokenEndpoint)) client.allowInsecureRequests(configuration)
  return configuration
}

/** The most a user endpoint's answer may hold (a user is a few hundred bytes). */
export const maxUserEndpointBytes = 64 * 1024

/** The plain-OAuth path: the user endpoint (and GitHub's verified emails) with the access token. */
async function readUserEndpoint(
  profile: Extract<SocialProviderProfile, { kind: 'oauth' }>,
  accessToken: string,
): Promise<SocialIdentity> {
  const get = async <T>(url: string, read: (json: unknown) => T): Promise<T> => {
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    })
    const what = `The provider's ${url === profile.userEndpoint ? 'user' : 'emails'} endpoint`
    if (!response.ok) {
      await response.body?.cancel()
      throw new SocialUserEndpointError(`${what} answered ${response.status}`)
    }
    const text = await readBounded(response, maxUserEndpointBytes)
    if (text === undefined)
      throw new SocialUserEndpointError(`${what} answered more than ${maxUserEndpointBytes} bytes`)
    try {
      return read(JSON.parse(text))
    } catch (error) {
      const detail = v.isValiError(error)
        ? `${v.getDotPath(error.issues[0]) ?? 'body'}: ${error.message}`
        : 'not JSON'
      throw new SocialUserEndpointError(`${what} answered a body that is not its user (${detail})`)
    }
  }
  const identity = await get(profile.userEndpoint, profile.readUser)
  if (!profile.emailsEndpoint) return identity
  const emails = await get(profile.emailsEndpoint, (json) => v.parse(githubEmailsSchema, json))
  return { ...identity, email: emails.find((entry) => entry.primary && entry.verified)?.email }
}

/** The body of `response` as text, or undefined (and the rest left unread) past `limit` bytes. */
async function readBounded(response: Response, limit: number): Promise<string | undefined> {
  const reader = response.body?.getReader()
  const chunks: Uint8Array[] = []
  for (let size = 0; reader; ) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return undefined
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
