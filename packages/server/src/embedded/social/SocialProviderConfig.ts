import * as v from 'valibot'
import { ConfigError } from '../../errors/config.js'

/** The social providers the server can be the OAuth client of (spec section 3, farcaster apart). */
export const oauthSocialProviders = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
] as const

/** A social provider the server logs users in with. */
export type OAuthSocialProvider = (typeof oauthSocialProviders)[number]

/** The providers without OpenID Connect, read through their user endpoint. */
const oauthOnlyProviders = ['github', 'discord', 'x', 'facebook'] as const

const loopbackHosts = ['127.0.0.1', 'localhost', '[::1]']

/** Whether `url` is on this machine, where plain HTTP is allowed (the dev and test providers). */
export const isLoopbackUrl = (url: string) => loopbackHosts.includes(new URL(url).hostname)

/** A provider's URL: https, or http on a loopback host only. */
const url = v.pipe(
  v.string(),
  v.url(),
  v.maxLength(500),
  v.check(
    (value) =>
      value.startsWith('https://') || (value.startsWith('http://') && isLoopbackUrl(value)),
    'an https URL (http only on 127.0.0.1, localhost or [::1])',
  ),
)

const commonEntries = {
  clientId: v.pipe(v.string(), v.minLength(1), v.maxLength(500)),
  clientSecret: v.pipe(v.string(), v.minLength(1), v.maxLength(2_000)),
  /** An OpenID Connect issuer, read by discovery; it replaces the provider's built-in endpoints. */
  issuer: v.optional(url),
  /** Space-separated scopes; default the provider's (see `socialProviderProfiles`). */
  scopes: v.optional(v.pipe(v.string(), v.maxLength(500))),
}

const oidcProviderSchema = v.strictObject(commonEntries)

/** The OAuth endpoints a provider without OIDC may name (self-hosted or regional ones). */
const endpointEntries = {
  authorizationEndpoint: v.optional(url),
  tokenEndpoint: v.optional(url),
  userEndpoint: v.optional(url),
}

/** Endpoints are named all three together, and not with an issuer. */
const endpointsRule = (config: Partial<Record<string, string>>) => {
  const named = Object.keys(config).filter((key) => key.endsWith('Endpoint'))
  if (named.length === 0) return true
  return (
    config.issuer === undefined &&
    Object.keys(endpointEntries).every((key) => config[key] !== undefined)
  )
}
const endpointsMessage =
  'authorizationEndpoint, tokenEndpoint and userEndpoint are named together, and not with an issuer'

const oauthProviderSchema = v.pipe(
  v.strictObject({ ...commonEntries, ...endpointEntries }),
  v.check((config) => endpointsRule(config), endpointsMessage),
)

/** GitHub may also name where its verified emails are listed. */
const githubProviderSchema = v.pipe(
  v.strictObject({ ...commonEntries, ...endpointEntries, emailsEndpoint: v.optional(url) }),
  v.check((config) => endpointsRule(config), endpointsMessage),
)

/**
 * One provider's OAuth app: its client id and secret, optionally scopes, and either an issuer
 * (any provider) or its OAuth endpoints (the providers without OIDC).
 */
export type SocialProviderConfig = v.InferOutput<typeof oidcProviderSchema> &
  Partial<Record<keyof typeof endpointEntries | 'emailsEndpoint', string>>

/** The JSON of one set of OAuth apps, by provider. */
export const socialConfigSchema = v.strictObject({
  google: v.optional(oidcProviderSchema),
  github: v.optional(githubProviderSchema),
  apple: v.optional(oidcProviderSchema),
  facebook: v.optional(oauthProviderSchema),
  x: v.optional(oauthProviderSchema),
  discord: v.optional(oauthProviderSchema),
})

/** How one provider's entry is written, for the ConfigError of a malformed one. */
export const socialProviderShape = `{"clientId","clientSecret","scopes"?,"issuer"?} or, for ${oauthOnlyProviders.join(', ')}, the endpoints instead of the issuer: "authorizationEndpoint","tokenEndpoint","userEndpoint"(,"emailsEndpoint"? for github)`

/** The social providers configured, by name. */
export type SocialConfig = Partial<Record<OAuthSocialProvider, SocialProviderConfig>>

/**
 * Reads LATCHKEY_SOCIAL_PROVIDERS: JSON, one entry per provider
 * (`{"google":{"clientId":"…","clientSecret":"…"}}`); a malformed value is a ConfigError.
 */
export function loadSocialConfig(text: string | undefined): SocialConfig | undefined {
  if (!text) return undefined
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new ConfigError('LATCHKEY_SOCIAL_PROVIDERS', '(hidden)', 'JSON')
  }
  const parsed = v.safeParse(socialConfigSchema, json)
  if (!parsed.success)
    throw new ConfigError(
      'LATCHKEY_SOCIAL_PROVIDERS',
      '(hidden)',
      `{"<${oauthSocialProviders.join('|')}>":${socialProviderShape}} (${v.getDotPath(parsed.issues[0]) ?? 'top level'}: ${parsed.issues[0].message})`,
    )
  return parsed.output
}
