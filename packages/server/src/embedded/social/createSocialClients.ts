import { EmbeddedRefusalError } from '../../errors/embedded.js'
import { createSocialClient, type SocialClient } from './createSocialClient.js'
import type { ProjectSocialConfig } from './ProjectSocialConfig.js'
import {
  type OAuthSocialProvider,
  oauthSocialProviders,
  type SocialConfig,
} from './SocialProviderConfig.js'
import { socialProviderProfiles } from './socialProviderProfiles.js'

/** The OAuth clients of the server and of the projects with apps of their own. */
export type SocialClients = {
  /** The client of `provider` for `projectId`; SOCIAL_PROVIDER_NOT_CONFIGURED if it has none. */
  clientOf(provider: string, projectId: string | null | undefined): SocialClient
  /** The providers `projectId` offers. */
  providersOf(projectId: string | null | undefined): OAuthSocialProvider[]
}

/**
 * The social clients by project: a project listed in `projects` has only its own providers,
 * another the server's (`social`). Each client is made at its first use (the redirect URI
 * needs the public URL, known once the server listens), then kept.
 */
export function createSocialClients(parameters: {
  social: SocialConfig
  projects: ProjectSocialConfig
  redirectUri(): string
}): SocialClients {
  const { social, projects } = parameters
  const clients = new Map<string, SocialClient>()
  const scopeOf = (projectId: string | null | undefined) =>
    projectId && Object.hasOwn(projects, projectId) ? projectId : undefined
  const configOf = (projectId: string | null | undefined) => {
    const scope = scopeOf(projectId)
    return scope === undefined ? social : (projects[scope] ?? {})
  }
  return {
    clientOf(provider, projectId) {
      const scope = scopeOf(projectId)
      const name = oauthSocialProviders.find((entry) => entry === provider)
      const config = name && configOf(projectId)[name]
      if (!name || !config)
        throw new EmbeddedRefusalError(
          'SOCIAL_PROVIDER_NOT_CONFIGURED',
          scope === undefined
            ? `${provider} login is not set up on this server`
            : `${provider} login is not set up for this project`,
        )
      const key = `${scope ?? '*'}\n${name}`
      let client = clients.get(key)
      if (!client) {
        client = createSocialClient({
          config,
          profile: socialProviderProfiles[name],
          redirectUri: parameters.redirectUri(),
        })
        clients.set(key, client)
      }
      return client
    },
    providersOf: (projectId) => {
      const config = configOf(projectId)
      return oauthSocialProviders.filter((name) => config[name])
    },
  }
}
