import * as v from 'valibot'
import type { OAuthSocialProvider } from './SocialProviderConfig.js'

/** Who a provider says signed in: its stable subject, a username, and a verified email if any. */
export type SocialIdentity = {
  subject: string
  username: string | undefined
  /** Only an address the provider says is verified. */
  email: string | undefined
}

/**
 * How the server talks to a provider by default: an OpenID Connect issuer (the id token names
 * the user), or OAuth endpoints and a user endpoint read by `readUser` (GitHub, Discord, X and
 * Facebook have no OIDC for this). A configured `issuer` replaces either; configured endpoints
 * replace an OAuth profile's own.
 */
export type SocialProviderProfile = {
  scopes: string
  /** How the client authenticates at the token endpoint. */
  tokenAuth: 'basic' | 'post'
} & (
  | { kind: 'oidc'; issuer: string }
  | {
      kind: 'oauth'
      authorizationEndpoint: string
      tokenEndpoint: string
      userEndpoint: string
      /** GitHub: where the verified emails are listed (the profile's email may be unverified). */
      emailsEndpoint?: string
      readUser(json: unknown): SocialIdentity
    }
)

const id = v.union([v.pipe(v.string(), v.minLength(1), v.maxLength(200)), v.number()])
const text = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(300))))

const githubUser = v.object({ id, login: text })
const discordUser = v.object({ id, username: text, email: text, verified: v.optional(v.boolean()) })
const xUser = v.object({ data: v.object({ id, username: text }) })
const facebookUser = v.object({ id, name: text, email: text })

/** The providers' own endpoints (production); development points every one at the dev issuer. */
export const socialProviderProfiles: Record<OAuthSocialProvider, SocialProviderProfile> = {
  google: {
    kind: 'oidc',
    issuer: 'https://accounts.google.com',
    scopes: 'openid email profile',
    tokenAuth: 'basic',
  },
  apple: { kind: 'oidc', issuer: 'https://appleid.apple.com', scopes: 'openid', tokenAuth: 'post' },
  github: {
    kind: 'oauth',
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    userEndpoint: 'https://api.github.com/user',
    emailsEndpoint: 'https://api.github.com/user/emails',
    scopes: 'read:user user:email',
    tokenAuth: 'post',
    readUser: (json) => {
      const user = v.parse(githubUser, json)
      return { subject: String(user.id), username: user.login ?? undefined, email: undefined }
    },
  },
  discord: {
    kind: 'oauth',
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    userEndpoint: 'https://discord.com/api/users/@me',
    scopes: 'identify email',
    tokenAuth: 'basic',
    readUser: (json) => {
      const user = v.parse(discordUser, json)
      return {
        subject: String(user.id),
        username: user.username ?? undefined,
        email: user.verified && user.email ? user.email : undefined,
      }
    },
  },
  x: {
    kind: 'oauth',
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    userEndpoint: 'https://api.x.com/2/users/me',
    scopes: 'users.read tweet.read',
    tokenAuth: 'basic',
    readUser: (json) => {
      const { data } = v.parse(xUser, json)
      return { subject: String(data.id), username: data.username ?? undefined, email: undefined }
    },
  },
  facebook: {
    kind: 'oauth',
    authorizationEndpoint: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v21.0/oauth/access_token',
    userEndpoint: 'https://graph.facebook.com/me?fields=id,name,email',
    scopes: 'public_profile email',
    tokenAuth: 'post',
    // Facebook gives only a confirmed email.
    readUser: (json) => {
      const user = v.parse(facebookUser, json)
      return {
        subject: String(user.id),
        username: user.name ?? undefined,
        email: user.email ?? undefined,
      }
    },
  },
}

/** GitHub's list of emails: the primary verified one is the user's. */
export const githubEmailsSchema = v.array(
  v.object({ email: v.string(), primary: v.boolean(), verified: v.boolean() }),
)
