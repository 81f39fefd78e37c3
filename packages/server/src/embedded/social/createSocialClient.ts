import * as client from 'openid-client'
import * as v from 'valibot'
import type { SocialProviderConfig } from './SocialProviderConfig.js'
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

const loopback = (url: string) =>
  ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)

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
 * issuer (OIDC), or the provider's fixed endpoints and user endpoint (plain OAuth). HTTP is
 * allowed only to a loopback issuer (the dev identity provider).
 */
export function createSocialClient(parameters: {
  config: SocialProviderConfig
  profile: SocialProviderProfile
  redirectUri: string
}): SocialClient {
  const { config, redirectUri } = parameters
  // A configured issuer makes any provider an OIDC one, with OIDC's scopes by default.
  const profile: SocialProviderProfile = config.issuer
    ? {
        kind: 'oidc',
        issuer: config.issuer,
        scopes: 'openid email profile',
        tokenAuth: parameters.profile.tokenAuth,
      }
    : parameters.profile
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
              ...(loopback(profile.issuer) ? [client.allowInsecureRequests] : []),
            ],
          })
        : Promise.resolve(
            new client.Configuration(
              {
                issuer: new URL(profile.authorizationEndpoint).origin,
                authorization_endpoint: profile.authorizationEndpoint,
                token_endpoint: profile.tokenEndpoint,
              },
              config.clientId,
              undefined,
              auth,
            ),
          )
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

/** The plain-OAuth path: the user endpoint (and GitHub's verified emails) with the access token. */
async function readUserEndpoint(
  profile: Extract<SocialProviderProfile, { kind: 'oauth' }>,
  accessToken: string,
): Promise<SocialIdentity> {
  const get = async (url: string) => {
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`The provider's user endpoint answered ${response.status}`)
    return response.json()
  }
  const identity = profile.readUser(await get(profile.userEndpoint))
  if (!profile.emailsEndpoint) return identity
  const emails = v.parse(githubEmailsSchema, await get(profile.emailsEndpoint))
  return { ...identity, email: emails.find((entry) => entry.primary && entry.verified)?.email }
}
