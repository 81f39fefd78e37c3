import { isChainNamespace } from '../caip/namespaces.js'
import { SIWXConfigConflictError } from '../errors/SIWXConfigConflictError.js'
import { isDescribed } from '../namespaces/isDescribed.js'
import type { NamespaceDescriptor } from '../namespaces/NamespaceDescriptor.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'
import { defineNetwork } from '../networks/defineNetwork.js'
import type { SIWXConfig } from '../siwx/SIWXConfig.js'
import { getDefaultStorage, type StorageLike } from '../storage/createStorage.js'
import { validateThemeVariables } from '../theme/validateThemeVariables.js'
import { InvalidOptionError } from './InvalidOptionError.js'
import type { CreateLatchkeyParameters, ResolvedOptions } from './LatchkeyOptions.js'
import { resolveFeatures } from './resolveFeatures.js'
import { resolveMetadata } from './resolveMetadata.js'
import { resolveWalletOptions, walletOptionKeys } from './resolveWalletOptions.js'

// Switches that are on unless set false (spec section 9), and those off unless set true.
const onByDefault = [
  'enableNetworkSwitch',
  'enableInjected',
  'enableEIP6963',
  'enableWalletConnect',
  'enableWallets',
  'enableWalletGuide',
  'enableAuthLogger',
  'debug',
] as const
const offByDefault = ['allowUnsupportedChain', 'enableEmbedded', 'disableAppend', 'basic'] as const
const otherKeys = [
  'projectId',
  'networks',
  'defaultNetwork',
  'adapters',
  'metadata',
  'features',
  'themeMode',
  'locale',
  'themeVariables',
  'storage',
  'initialState',
  'relayUrl',
  'verifyUrl',
  'walletRequestTimeout',
  'siwx',
  'siweConfig',
  'apiUrl',
  'embeddedWalletUrl',
] as const
const knownKeys: readonly string[] = [
  ...otherKeys,
  ...walletOptionKeys,
  ...onByDefault,
  ...offByDefault,
]
const adapterMethods = ['setup', 'attach', 'detach', 'switchNetwork', 'getBalance'] as const

const fail = (option: string, problem: string): never => {
  throw new InvalidOptionError({ option, problem })
}

/**
 * Checks the options of `createLatchkey` and fills in defaults. Unknown options, wrong types
 * and contradictions (a default network not in `networks`, two adapters for one namespace,
 * a network without an adapter) throw an InvalidOptionError naming the option.
 */
export function resolveOptions(parameters: CreateLatchkeyParameters): ResolvedOptions {
  if (typeof parameters !== 'object' || parameters === null) fail('options', 'must be an object')
  for (const key of Object.keys(parameters))
    if (!knownKeys.includes(key)) fail(key, `unknown option (known: ${knownKeys.join(', ')})`)

  const switches: Record<string, boolean> = {}
  for (const key of [...onByDefault, ...offByDefault]) {
    const value = parameters[key]
    if (value !== undefined && typeof value !== 'boolean') fail(key, 'must be true or false')
    switches[key] = value ?? (onByDefault as readonly string[]).includes(key)
  }

  const { projectId, themeMode, themeVariables } = parameters
  if (projectId !== undefined && (typeof projectId !== 'string' || projectId === ''))
    fail('projectId', 'must be a non-empty string')
  if (themeMode !== undefined && themeMode !== 'light' && themeMode !== 'dark')
    fail('themeMode', `must be 'light' or 'dark' (leave it out to follow the system)`)
  const themeProblem =
    themeVariables === undefined ? undefined : validateThemeVariables(themeVariables)
  if (themeProblem) fail('themeVariables', themeProblem)

  const relayUrl = resolveUrl('relayUrl', parameters.relayUrl, ['ws:', 'wss:'])
  const verifyUrl = resolveUrl('verifyUrl', parameters.verifyUrl, ['http:', 'https:'])
  // The records adapters bring, for networks of namespaces that are not built in.
  const descriptors = Array.isArray(parameters.adapters)
    ? parameters.adapters.filter(isDescribed).map((adapter) => adapter.descriptor)
    : []
  const networks = resolveNetworks(parameters.networks, descriptors)
  // No adapters is basic mode: WalletConnect alone, which needs its relay.
  const walletConnectOnly =
    (parameters.adapters === undefined || parameters.adapters.length === 0) &&
    relayUrl !== undefined &&
    switches.enableWalletConnect === true
  const adapters = walletConnectOnly ? [] : resolveAdapters(parameters.adapters, networks)
  if (walletConnectOnly) switches.basic = true
  return {
    projectId,
    networks,
    defaultNetwork: resolveDefaultNetwork(parameters.defaultNetwork, networks),
    adapters,
    namespaces: walletConnectOnly
      ? [...new Set(networks.map((network) => network.chainNamespace))]
      : adapters.map((adapter) => adapter.namespace),
    relayUrl,
    verifyUrl,
    walletRequestTimeout: resolveTimeout('walletRequestTimeout', parameters.walletRequestTimeout),
    metadata: resolveMetadata(parameters.metadata),
    features: resolveFeatures(parameters.features),
    themeMode,
    locale: resolveLocale(parameters.locale),
    themeVariables: { ...themeVariables },
    storage: resolveStorage(parameters.storage),
    siwx: resolveSIWX(parameters.siwx, parameters.siweConfig),
    ...resolveWalletOptions(parameters),
    apiUrl: resolveUrl('apiUrl', parameters.apiUrl, ['http:', 'https:']),
    embeddedWalletUrl: resolveUrl('embeddedWalletUrl', parameters.embeddedWalletUrl, [
      'http:',
      'https:',
    ]),
    ...(switches as Pick<ResolvedOptions, (typeof onByDefault | typeof offByDefault)[number]>),
  }
}

function resolveNetworks(
  networks: unknown,
  descriptors: readonly NamespaceDescriptor[],
): CaipNetwork[] {
  if (!Array.isArray(networks) || networks.length === 0)
    fail('networks', 'must list at least one network')
  const seen = new Set<string>()
  return (networks as CaipNetwork[]).map((network, index) => {
    const option = `networks[${index}]`
    if (typeof network !== 'object' || network === null) fail(option, 'must be a network object')
    let checked: CaipNetwork
    try {
      const { caipNetworkId: _derived, ...fields } = network
      const descriptor = descriptors.find((entry) => entry.namespace === fields.chainNamespace)
      checked = defineNetwork(fields, descriptor)
    } catch (error) {
      if (!(error instanceof InvalidOptionError)) throw error
      // defineNetwork names its field 'network.x'; here the network is `networks[i]`.
      return fail(error.option.replace(/^network/, option), error.problem)
    }
    if (network.caipNetworkId !== checked.caipNetworkId)
      fail(
        option,
        `caipNetworkId ${network.caipNetworkId} does not match ${checked.caipNetworkId}; build networks with defineNetwork`,
      )
    if (seen.has(network.caipNetworkId)) fail(option, `${network.caipNetworkId} is listed twice`)
    seen.add(network.caipNetworkId)
    return network
  })
}

function resolveDefaultNetwork(defaultNetwork: unknown, networks: readonly CaipNetwork[]) {
  if (defaultNetwork === undefined) return networks[0] as CaipNetwork
  const id = (defaultNetwork as CaipNetwork | null)?.caipNetworkId
  const match = networks.find((network) => network.caipNetworkId === id)
  if (!match) fail('defaultNetwork', `${String(id)} is not one of \`networks\``)
  return match as CaipNetwork
}

function resolveAdapters(adapters: unknown, networks: readonly CaipNetwork[]) {
  if (!Array.isArray(adapters) || adapters.length === 0)
    fail(
      'adapters',
      'must list at least one adapter (or none with `relayUrl`: WalletConnect alone)',
    )
  const list = adapters as ResolvedOptions['adapters']
  list.forEach((adapter, index) => {
    const option = `adapters[${index}]`
    if (!isChainNamespace(adapter?.namespace) && !isDescribed(adapter))
      fail(option, 'is not a chain adapter (no supported namespace)')
    const missing = adapterMethods.find((method) => typeof adapter[method] !== 'function')
    if (missing)
      fail(option, `is not a chain adapter (no ${missing} method); build it with createAdapter`)
    if (list.findIndex((other) => other.namespace === adapter.namespace) !== index)
      fail('adapters', `two adapters for ${adapter.namespace}; pass one per namespace`)
    if (!networks.some((network) => network.chainNamespace === adapter.namespace))
      fail('adapters', `the ${adapter.namespace} adapter has no network in \`networks\``)
  })
  for (const network of networks)
    if (!list.some((adapter) => adapter.namespace === network.chainNamespace))
      fail(
        'networks',
        `${network.name} (${network.caipNetworkId}) has no ${network.chainNamespace} adapter in \`adapters\``,
      )
  return list
}

// A BCP 47 tag in canonical form; which locale it picks is the React widget's to decide.
function resolveLocale(value: unknown): string | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'string' || value === '')
    return fail('locale', "must be a language tag such as 'de' or 'pt-BR'")
  try {
    return Intl.getCanonicalLocales(value)[0]
  } catch {
    return fail('locale', `'${value}' is not a valid language tag (such as 'de' or 'pt-BR')`)
  }
}

function resolveUrl(option: string, value: unknown, protocols: readonly string[]) {
  if (value === undefined) return undefined
  const problem = `must be a ${protocols.map((protocol) => `${protocol}//`).join(' or ')} URL`
  if (typeof value !== 'string') return fail(option, problem)
  try {
    if (protocols.includes(new URL(value).protocol)) return value
  } catch {}
  return fail(option, problem)
}

function resolveTimeout(option: string, value: unknown) {
  if (value === undefined) return undefined
  if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 600_000)
    return value
  return fail(option, 'must be a whole number of milliseconds from 1 to 600,000')
}

function resolveStorage(storage: unknown): StorageLike | undefined {
  if (storage === null) return undefined
  if (storage === undefined) return getDefaultStorage()
  const candidate = storage as Partial<StorageLike>
  for (const method of ['getItem', 'setItem', 'removeItem'] as const)
    if (typeof candidate[method] !== 'function')
      fail('storage', `must have getItem, setItem and removeItem (like localStorage), or be null`)
  return storage as StorageLike
}

const siwxMethods = [
  'createMessage',
  'addSession',
  'revokeSession',
  'setSessions',
  'getSessions',
] as const

function resolveSIWX(siwx: unknown, siweConfig: unknown): SIWXConfig | undefined {
  if (siwx !== undefined && siweConfig !== undefined) throw new SIWXConfigConflictError()
  if (siweConfig !== undefined)
    fail('siweConfig', 'is not supported; pass `siwx` (createServerSIWX makes the default one)')
  if (siwx === undefined) return undefined
  if (typeof siwx !== 'object' || siwx === null) fail('siwx', 'must be a SIWX configuration object')
  const config = siwx as Partial<SIWXConfig>
  const missing = siwxMethods.find((method) => typeof config[method] !== 'function')
  if (missing) fail('siwx', `has no ${missing} method`)
  for (const method of ['signMessage', 'getRequired'] as const)
    if (config[method] !== undefined && typeof config[method] !== 'function')
      fail(`siwx.${method}`, 'must be a function')
  if (config.signOutOnDisconnect !== undefined && typeof config.signOutOnDisconnect !== 'boolean')
    fail('siwx.signOutOnDisconnect', 'must be true or false')
  return config as SIWXConfig
}
