import { SIWXConfigConflictError } from '../errors/SIWXConfigConflictError.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'
import { getDefaultStorage } from '../storage/createStorage.js'
import { checkOptions } from './checkOptions.js'
import type { CreateLatchkeyParameters, ResolvedOptions } from './LatchkeyOptions.js'
import { offByDefault, onByDefault } from './optionKeys.js'
import { resolveFeatures } from './resolveFeatures.js'
import { resolveWalletOptions } from './resolveWalletOptions.js'

/**
 * The options of `createLatchkey` with every default filled in. Outside production builds it
 * checks them first (checkOptions): unknown options, wrong types and contradictions throw an
 * InvalidOptionError naming the option. A production build (a bundler replacing
 * `process.env.NODE_ENV` with 'production') leaves the checks out, as React leaves out its
 * warnings: they are 3 KB of the JS a page loads before its first click, and they are there for
 * the developer, who meets them in development. What keeps a visitor safe does not rest on them:
 * links are checked where they are used (getSafeLink), and two SIWX configurations are refused
 * in every build, as the spec asks. The check is the plain `process.env.NODE_ENV` every bundler
 * replaces, in development too (Vite writes 'development'): a `typeof process` guard would stay
 * in the built page and turn the checks off in a browser's development build.
 */
export function resolveOptions(parameters: CreateLatchkeyParameters): ResolvedOptions {
  const { siwx, siweConfig, themeVariables, relayUrl, locale, storage } = parameters
  // The spec's own error, in every build (checkOptions' `siweConfig` check comes after it).
  if (siwx !== undefined && siweConfig !== undefined) throw new SIWXConfigConflictError()
  if (process.env.NODE_ENV !== 'production') checkOptions(parameters)
  const switches: Record<string, boolean> = {}
  for (const key of onByDefault) switches[key] = parameters[key] ?? true
  for (const key of offByDefault) switches[key] = parameters[key] ?? false
  const networks = parameters.networks as readonly CaipNetwork[]
  const defaultId = parameters.defaultNetwork?.caipNetworkId
  // No adapters is basic mode: WalletConnect alone, which needs its relay.
  const walletConnectOnly =
    !parameters.adapters?.length && relayUrl !== undefined && switches.enableWalletConnect === true
  if (walletConnectOnly) switches.basic = true
  const adapters = walletConnectOnly ? [] : (parameters.adapters as ResolvedOptions['adapters'])
  const { name, description, url, icons } = parameters.metadata ?? {}
  return {
    projectId: parameters.projectId,
    networks,
    defaultNetwork: networks.find((network) => network.caipNetworkId === defaultId) ?? networks[0]!,
    adapters,
    namespaces: walletConnectOnly
      ? [...new Set(networks.map((network) => network.chainNamespace))]
      : adapters.map((adapter) => adapter.namespace),
    relayUrl,
    verifyUrl: parameters.verifyUrl,
    walletRequestTimeout: parameters.walletRequestTimeout,
    metadata:
      parameters.metadata && ({ name, description, url, icons } as ResolvedOptions['metadata']),
    features: resolveFeatures(parameters.features),
    themeMode: parameters.themeMode,
    locale: locale === undefined ? undefined : canonicalLocale(locale),
    themeVariables: { ...themeVariables },
    storage: storage === null ? undefined : (storage ?? getDefaultStorage()),
    siwx,
    ...resolveWalletOptions(parameters),
    apiUrl: parameters.apiUrl,
    embeddedWalletUrl: parameters.embeddedWalletUrl,
    ...(switches as Pick<ResolvedOptions, (typeof onByDefault | typeof offByDefault)[number]>),
  }
}

// A BCP 47 tag in canonical form ('zh-hk' is 'zh-HK'); an invalid one (which only a production
// build lets through) is no locale, so the widget speaks English.
function canonicalLocale(locale: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(locale)[0]
  } catch {
    return undefined
  }
}
