import { getSafeLink } from '../registry/getSafeLink.js'
import { InvalidOptionError } from './InvalidOptionError.js'
import type { CreateLatchkeyParameters, ResolvedOptions } from './LatchkeyOptions.js'

/** The options of the wallet list, as `resolveWalletOptions` reads them. */
export type WalletOptionKey =
  | 'registryUrl'
  | 'featuredWalletIds'
  | 'includeWalletIds'
  | 'excludeWalletIds'
  | 'customWallets'
  | 'termsConditionsUrl'
  | 'privacyPolicyUrl'

/** Every option `resolveWalletOptions` reads. */
export const walletOptionKeys: readonly WalletOptionKey[] = [
  'registryUrl',
  'featuredWalletIds',
  'includeWalletIds',
  'excludeWalletIds',
  'customWallets',
  'termsConditionsUrl',
  'privacyPolicyUrl',
]

// The registry's id grammar (a slug or a 64-hex explorer id), as the server checks it.
const walletIdPattern = /^[a-z0-9][a-z0-9-]{0,63}$/
const webFields = [
  'image_url',
  'homepage',
  'webapp_link',
  'app_store',
  'play_store',
  'chrome_store',
]
const appFields = ['mobile_link', 'desktop_link']

const fail = (option: string, problem: string): never => {
  throw new InvalidOptionError({ option, problem })
}

/** The wallet list's options with their defaults (an empty list for each list left out). */
export function resolveWalletOptions(
  parameters: CreateLatchkeyParameters,
): Pick<ResolvedOptions, WalletOptionKey> {
  return {
    registryUrl: parameters.registryUrl,
    featuredWalletIds: parameters.featuredWalletIds ?? [],
    includeWalletIds: parameters.includeWalletIds ?? [],
    excludeWalletIds: parameters.excludeWalletIds ?? [],
    customWallets: parameters.customWallets?.map((wallet) => ({ ...wallet })) ?? [],
    termsConditionsUrl: parameters.termsConditionsUrl,
    privacyPolicyUrl: parameters.privacyPolicyUrl,
  }
}

/**
 * Checks the wallet list's options (registry, featured/include/exclude ids, custom wallets, legal
 * links), outside production builds (see resolveOptions).
 */
export function checkWalletOptions(parameters: CreateLatchkeyParameters): void {
  checkHttpUrl('registryUrl', parameters.registryUrl)
  checkIds('featuredWalletIds', parameters.featuredWalletIds)
  checkIds('includeWalletIds', parameters.includeWalletIds)
  checkIds('excludeWalletIds', parameters.excludeWalletIds)
  checkCustomWallets(parameters.customWallets)
  checkHttpUrl('termsConditionsUrl', parameters.termsConditionsUrl)
  checkHttpUrl('privacyPolicyUrl', parameters.privacyPolicyUrl)
}

// The dapp's own URLs (its registry, its terms): any http(s) URL it chose, unlike the links a
// server sends, which getSafeLink holds to https.
function checkHttpUrl(option: string, value: unknown) {
  if (value === undefined) return
  const protocol = typeof value === 'string' && URL.canParse(value) ? new URL(value).protocol : ''
  if (protocol !== 'http:' && protocol !== 'https:')
    fail(option, 'must be an http:// or https:// URL')
}

function checkIds(option: string, value: unknown) {
  if (value === undefined) return
  if (!Array.isArray(value)) return fail(option, 'must be a list of wallet ids')
  value.forEach((id, index) => {
    if (typeof id !== 'string' || !walletIdPattern.test(id))
      fail(
        `${option}[${index}]`,
        `${JSON.stringify(id)} is not a wallet id (1 to 64 of a-z, 0-9 and -)`,
      )
  })
  if (new Set(value).size !== value.length) fail(option, 'lists a wallet twice')
}

function checkCustomWallets(value: unknown) {
  if (value === undefined) return
  if (!Array.isArray(value)) return fail('customWallets', 'must be a list of wallets')
  const customFields = ['id', 'name', 'rdns', ...webFields, ...appFields]
  const ids = new Set<string>()
  for (const [index, wallet] of (value as unknown[]).entries()) {
    const option = `customWallets[${index}]`
    if (typeof wallet !== 'object' || wallet === null) return fail(option, 'must be an object')
    const fields = wallet as Record<string, unknown>
    const unknown = Object.keys(fields).find((key) => !customFields.includes(key))
    if (unknown) fail(`${option}.${unknown}`, `unknown field (known: ${customFields.join(', ')})`)
    for (const key of ['id', 'name'])
      if (typeof fields[key] !== 'string' || (fields[key] as string).trim() === '')
        fail(`${option}.${key}`, 'must be a non-empty string')
    if (ids.has(fields.id as string)) fail(`${option}.id`, `${fields.id} is used twice`)
    ids.add(fields.id as string)
    if (fields.rdns !== undefined && typeof fields.rdns !== 'string')
      fail(`${option}.rdns`, 'must be a string')
    for (const key of webFields) {
      const link = fields[key]
      if (link === undefined) continue
      const imageData =
        key === 'image_url' && typeof link === 'string' && link.startsWith('data:image/')
      if (!imageData && (typeof link !== 'string' || !getSafeLink(link, 'web')))
        fail(`${option}.${key}`, 'must be an http:// or https:// URL')
    }
    for (const key of appFields) {
      const link = fields[key]
      if (link !== undefined && (typeof link !== 'string' || !getSafeLink(link, 'app')))
        fail(`${option}.${key}`, 'must be a URL (a deep link like wallet:// or an https:// link)')
    }
  }
}
