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

const url = v.pipe(v.string(), v.url(), v.maxLength(500))

const providerSchema = v.object({
  clientId: v.pipe(v.string(), v.minLength(1), v.maxLength(500)),
  clientSecret: v.pipe(v.string(), v.minLength(1), v.maxLength(2_000)),
  /** An OpenID Connect issuer, read by discovery; it replaces the provider's built-in endpoints. */
  issuer: v.optional(url),
  /** Space-separated scopes; default the provider's (see `socialProviderProfiles`). */
  scopes: v.optional(v.pipe(v.string(), v.maxLength(500))),
})

/** One provider's OAuth app: its client id and secret, and optionally an issuer and scopes. */
export type SocialProviderConfig = v.InferOutput<typeof providerSchema>

/** The JSON of one set of OAuth apps, by provider. */
export const socialConfigSchema = v.strictObject({
  google: v.optional(providerSchema),
  github: v.optional(providerSchema),
  apple: v.optional(providerSchema),
  facebook: v.optional(providerSchema),
  x: v.optional(providerSchema),
  discord: v.optional(providerSchema),
})

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
      `{"<${oauthSocialProviders.join('|')}>":{"clientId","clientSecret","issuer"?,"scopes"?}} (${v.getDotPath(parsed.issues[0]) ?? 'top level'}: ${parsed.issues[0].message})`,
    )
  return parsed.output
}
