import { defaultConnectorGroupOrder } from '../connectors/getConnectorGroups.js'
import {
  allWalletsModes,
  defaultFeatures,
  type Features,
  type FeaturesParameters,
  socialProviders,
} from './features.js'
import { InvalidOptionError } from './InvalidOptionError.js'

/** Checks the `features` option (outside production builds, see resolveOptions). */
export function checkFeatures(features: unknown): void {
  if (features === undefined) return
  const fail = (key: string, problem: string): never => {
    throw new InvalidOptionError({ option: key ? `features.${key}` : 'features', problem })
  }
  if (typeof features !== 'object' || features === null || Array.isArray(features))
    fail('', 'must be an object')
  const lists: Record<'socials' | 'connectorTypeOrder' | 'walletFeaturesOrder', readonly string[]> =
    {
      socials: socialProviders,
      connectorTypeOrder: defaultConnectorGroupOrder,
      walletFeaturesOrder: defaultFeatures.walletFeaturesOrder,
    }
  for (const [key, value] of Object.entries(features as object)) {
    if (value === undefined) continue
    if (!(key in defaultFeatures))
      fail(key, `unknown feature (known: ${Object.keys(defaultFeatures).join(', ')})`)
    if (key in lists) {
      const allowed = lists[key as keyof typeof lists]
      const list = key === 'socials' && value === false ? [] : value
      if (!Array.isArray(list)) fail(key, `must be a list of ${allowed.join(', ')}`)
      const unknown = (list as unknown[]).find((item) => !allowed.includes(item as string))
      if (unknown !== undefined)
        fail(key, `unknown entry ${JSON.stringify(unknown)} (known: ${allowed.join(', ')})`)
      if (new Set(list as unknown[]).size !== (list as unknown[]).length)
        fail(key, 'lists an entry twice')
    } else if (key === 'allWallets') {
      if (typeof value !== 'boolean' && !(allWalletsModes as readonly unknown[]).includes(value))
        fail(
          'allWallets',
          `must be ${allWalletsModes.map((mode) => `'${mode}'`).join(', ')} or a boolean`,
        )
    } else if (typeof value !== 'boolean') fail(key, 'must be true or false')
  }
}

/**
 * The `features` option with the defaults of spec section 9 filled in: `socials: false` is no
 * social login, and a boolean `allWallets` reads as the mode it means, so `allWallets: false`
 * keeps working.
 */
export function resolveFeatures(features: FeaturesParameters | undefined): Features {
  if (features === undefined) return defaultFeatures
  const resolved: Record<string, unknown> = { ...defaultFeatures }
  for (const [key, value] of Object.entries(features))
    if (value !== undefined)
      resolved[key] =
        value === false && key === 'socials'
          ? []
          : key === 'allWallets' && typeof value === 'boolean'
            ? value
              ? 'SHOW'
              : 'HIDE'
            : value
  return resolved as Features
}
