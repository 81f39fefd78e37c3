import * as v from 'valibot'
import { ConfigError } from '../../errors/config.js'
import {
  type SocialConfig,
  socialConfigSchema,
  socialProviderShape,
} from './SocialProviderConfig.js'

const projectsSchema = v.pipe(
  v.record(v.pipe(v.string(), v.minLength(1), v.maxLength(100)), socialConfigSchema),
  v.check((projects) => Object.keys(projects).length <= 1_000, 'at most 1,000 projects'),
)

/** Each listed project's own OAuth apps, by project id. */
export type ProjectSocialConfig = Record<string, SocialConfig>

/**
 * Reads LATCHKEY_PROJECT_SOCIAL_PROVIDERS: JSON, by project id, the providers of that project
 * (`{"<projectId>":{"github":{"clientId":"…","clientSecret":"…"}}}`). A listed project offers
 * only its own providers; another uses LATCHKEY_SOCIAL_PROVIDERS. Malformed: a ConfigError.
 */
export function loadProjectSocialConfig(text: string | undefined): ProjectSocialConfig | undefined {
  if (!text) return undefined
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new ConfigError('LATCHKEY_PROJECT_SOCIAL_PROVIDERS', '(hidden)', 'JSON')
  }
  const parsed = v.safeParse(projectsSchema, json)
  if (!parsed.success)
    throw new ConfigError(
      'LATCHKEY_PROJECT_SOCIAL_PROVIDERS',
      '(hidden)',
      `{"<projectId>":{"<provider>":${socialProviderShape}}} (${v.getDotPath(parsed.issues[0]) ?? 'top level'}: ${parsed.issues[0].message})`,
    )
  return parsed.output
}
