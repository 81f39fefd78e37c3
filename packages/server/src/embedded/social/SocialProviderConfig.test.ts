// LATCHKEY_SOCIAL_PROVIDERS: an issuer or the OAuth endpoints of a provider without OIDC, each an
// https URL (http only on loopback), and the refusals of what the server could not use.
import { describe, expect, test } from 'vitest'
import { ConfigError } from '../../errors/config.js'
import { loadProjectSocialConfig } from './ProjectSocialConfig.js'
import { loadSocialConfig } from './SocialProviderConfig.js'

const app = { clientId: 'id', clientSecret: 'secret' }
const endpoints = {
  authorizationEndpoint: 'https://ghe.example/login/oauth/authorize',
  tokenEndpoint: 'https://ghe.example/login/oauth/access_token',
  userEndpoint: 'https://ghe.example/api/v3/user',
}
const load = (json: unknown) => loadSocialConfig(JSON.stringify(json))

describe('loadSocialConfig', () => {
  test('default: a provider without OIDC names its endpoints, GitHub its emails too', () => {
    const github = {
      ...app,
      ...endpoints,
      emailsEndpoint: 'https://ghe.example/api/v3/user/emails',
    }
    const discord = { ...app, ...endpoints, userEndpoint: 'http://127.0.0.1:9000/users/@me' }
    expect(load({ github, discord })).toEqual({ github, discord })
    expect(load({ google: { ...app, issuer: 'http://localhost:4000' } })).toEqual({
      google: { ...app, issuer: 'http://localhost:4000' },
    })
  })

  test.each([
    [
      'http outside loopback',
      { x: { ...app, ...endpoints, tokenEndpoint: 'http://x.example/t' } },
      'x.tokenEndpoint: an https URL (http only on 127.0.0.1, localhost or [::1])',
    ],
    [
      'an http issuer outside loopback',
      { google: { ...app, issuer: 'http://idp.example' } },
      'google.issuer: an https URL',
    ],
    [
      'endpoints with an issuer',
      { github: { ...app, ...endpoints, issuer: 'https://idp.example' } },
      'github: authorizationEndpoint, tokenEndpoint and userEndpoint are named together, and not with an issuer',
    ],
    [
      'some endpoints only',
      { facebook: { ...app, userEndpoint: endpoints.userEndpoint } },
      'facebook: authorizationEndpoint, tokenEndpoint and userEndpoint are named together',
    ],
    [
      'endpoints at an OIDC provider',
      { google: { ...app, ...endpoints } },
      'google.authorizationEndpoint: Invalid key',
    ],
    [
      'an emails endpoint outside GitHub',
      { discord: { ...app, ...endpoints, emailsEndpoint: endpoints.userEndpoint } },
      'discord.emailsEndpoint: Invalid key',
    ],
  ])('bad: %s is a ConfigError naming it', (_, json, message) => {
    expect(() => load(json)).toThrow(ConfigError)
    expect(() => load(json)).toThrow(message)
    expect(() => loadProjectSocialConfig(JSON.stringify({ project: json }))).toThrow(message)
  })
})
