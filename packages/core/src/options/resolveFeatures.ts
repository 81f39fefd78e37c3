import { defaultConnectorGroupOrder } from '../connectors/getConnectorGroups.js'
import { allWalletsModes, defaultFeatures, type Features, socialProviders } from './features.js'
import { InvalidOptionError } from './InvalidOptionError.js'

const lists: Record<'socials' | 'connectorTypeOrder' | 'walletFeaturesOrder', readonly string[]> = {
  socials: socialProviders,
  connectorTypeOrder: defaultConnectorGroupOrder,
  walletFeaturesOrder: defaultFeatures.walletFeaturesOrder,
}

/** Checks the `features` option and fills in the defaults of spec section 9. */
export function resolveFeatures(features: unknown): Features {
  if (features === undefined) return defaultFeatures
  const fail = (key: string, problem: string): never => {
    throw new InvalidOptionError({ option: key ? `features.${key}` : 'features', problem })
  }
  if (typeof features !== 'object' || features === null || Array.isArray(features))
    fail('', 'must be an object')

  const resolved: Record<string, unknown> = { ...defaultFeatures }
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
      resolved[key] = list
    } else if (key === 'allWallets') resolved[key] = resolveAllWallets(value, fail)
    else if (typeof value !== 'boolean') fail(key, 'must be true or false')
    else resolved[key] = value
  }
  return resolved as Features
}

// A boolean reads as the mode it means, so `allWallets: false` keeps working.
function resolveAllWallets(value: unknown, fail: (key: string, problem: string) => never) {
  if (value === true) return 'SHOW'
  if (value === false) return 'HIDE'
  if ((allWalletsModes as readonly unknown[]).includes(value)) return value
  return fail(
    'allWallets',
    `must be ${allWalletsModes.map((mode) => `'${mode}'`).join(', ')} or a boolean`,
  )
}
