import { isChainNamespace } from '../caip/namespaces.js'
import { isDescribed } from '../namespaces/isDescribed.js'
import type { NamespaceDescriptor } from '../namespaces/NamespaceDescriptor.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'
import { checkNetwork } from '../networks/defineNetwork.js'
import { validateThemeVariables } from '../theme/validateThemeVariables.js'
import { checkMetadata } from './checkMetadata.js'
import { InvalidOptionError } from './InvalidOptionError.js'
import type { CreateLatchkeyParameters } from './LatchkeyOptions.js'
import { offByDefault, onByDefault, otherKeys } from './optionKeys.js'
import { checkFeatures } from './resolveFeatures.js'
import { checkWalletOptions, walletOptionKeys } from './resolveWalletOptions.js'

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
 * Checks the options of `createLatchkey`: unknown options, wrong types and contradictions (a
 * default network not in `networks`, two adapters for one namespace, a network without an
 * adapter) throw an InvalidOptionError naming the option. `resolveOptions` runs it outside
 * production builds only (see there).
 */
export function checkOptions(parameters: CreateLatchkeyParameters): void {
  if (typeof parameters !== 'object' || parameters === null) fail('options', 'must be an object')
  for (const key of Object.keys(parameters))
    if (!knownKeys.includes(key)) fail(key, `unknown option (known: ${knownKeys.join(', ')})`)
  for (const key of [...onByDefault, ...offByDefault]) {
    const value = parameters[key]
    if (value !== undefined && typeof value !== 'boolean') fail(key, 'must be true or false')
  }
  const { projectId, themeMode, themeVariables } = parameters
  if (projectId !== undefined && (typeof projectId !== 'string' || projectId === ''))
    fail('projectId', 'must be a non-empty string')
  if (themeMode !== undefined && themeMode !== 'light' && themeMode !== 'dark')
    fail('themeMode', `must be 'light' or 'dark' (leave it out to follow the system)`)
  const themeProblem =
    themeVariables === undefined ? undefined : validateThemeVariables(themeVariables)
  if (themeProblem) fail('themeVariables', themeProblem)
  checkUrl('relayUrl', parameters.relayUrl, ['ws:', 'wss:'])
  checkUrl('verifyUrl', parameters.verifyUrl, ['http:', 'https:'])
  const descriptors = Array.isArray(parameters.adapters)
    ? parameters.adapters.filter(isDescribed).map((adapter) => adapter.descriptor)
    : []
  const networks = checkNetworks(parameters.networks, descriptors)
  const walletConnectOnly =
    (parameters.adapters === undefined || parameters.adapters.length === 0) &&
    parameters.relayUrl !== undefined &&
    parameters.enableWalletConnect !== false
  if (!walletConnectOnly) checkAdapters(parameters.adapters, networks)
  checkDefaultNetwork(parameters.defaultNetwork, networks)
  checkTimeout('walletRequestTimeout', parameters.walletRequestTimeout)
  checkMetadata(parameters.metadata)
  checkFeatures(parameters.features)
  checkLocale(parameters.locale)
  checkStorage(parameters.storage)
  checkSIWX(parameters.siwx, parameters.siweConfig)
  checkWalletOptions(parameters)
  checkUrl('apiUrl', parameters.apiUrl, ['http:', 'https:'])
  checkUrl('embeddedWalletUrl', parameters.embeddedWalletUrl, ['http:', 'https:'])
}

function checkNetworks(
  networks: unknown,
  descriptors: readonly NamespaceDescriptor[],
): readonly CaipNetwork[] {
  if (!Array.isArray(networks) || networks.length === 0)
    fail('networks', 'must list at least one network')
  const seen = new Set<string>()
  ;(networks as CaipNetwork[]).forEach((network, index) => {
    const option = `networks[${index}]`
    if (typeof network !== 'object' || network === null) fail(option, 'must be a network object')
    const { caipNetworkId, ...fields } = network
    const descriptor = descriptors.find((entry) => entry.namespace === fields.chainNamespace)
    const derived = checkNetwork(fields, descriptor, option)
    if (caipNetworkId !== derived)
      fail(
        option,
        `caipNetworkId ${caipNetworkId} does not match ${derived}; build networks with defineNetwork`,
      )
    if (seen.has(caipNetworkId)) fail(option, `${caipNetworkId} is listed twice`)
    seen.add(caipNetworkId)
  })
  return networks as CaipNetwork[]
}

function checkDefaultNetwork(defaultNetwork: unknown, networks: readonly CaipNetwork[]) {
  if (defaultNetwork === undefined) return
  const id = (defaultNetwork as CaipNetwork | null)?.caipNetworkId
  if (!networks.some((network) => network.caipNetworkId === id))
    fail('defaultNetwork', `${String(id)} is not one of \`networks\``)
}

function checkAdapters(adapters: unknown, networks: readonly CaipNetwork[]) {
  if (!Array.isArray(adapters) || adapters.length === 0)
    fail(
      'adapters',
      'must list at least one adapter (or none with `relayUrl`: WalletConnect alone)',
    )
  const list = adapters as CreateLatchkeyParameters['adapters'] & unknown[]
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
}

// A BCP 47 tag; which locale it picks is the React widget's to decide.
function checkLocale(value: unknown) {
  if (value === undefined) return
  if (typeof value !== 'string' || value === '')
    fail('locale', "must be a language tag such as 'de' or 'pt-BR'")
  try {
    Intl.getCanonicalLocales(value as string)
  } catch {
    fail('locale', `'${value}' is not a valid language tag (such as 'de' or 'pt-BR')`)
  }
}

function checkUrl(option: string, value: unknown, protocols: readonly string[]) {
  if (value === undefined) return
  const protocol = typeof value === 'string' && URL.canParse(value) ? new URL(value).protocol : ''
  if (!protocols.includes(protocol))
    fail(option, `must be a ${protocols.map((entry) => `${entry}//`).join(' or ')} URL`)
}

function checkTimeout(option: string, value: unknown) {
  if (value === undefined) return
  if (!(typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 600_000))
    fail(option, 'must be a whole number of milliseconds from 1 to 600,000')
}

function checkStorage(storage: unknown) {
  if (storage === null || storage === undefined) return
  for (const method of ['getItem', 'setItem', 'removeItem'] as const)
    if (typeof (storage as Record<string, unknown>)[method] !== 'function')
      fail('storage', `must have getItem, setItem and removeItem (like localStorage), or be null`)
}

const siwxMethods = [
  'createMessage',
  'addSession',
  'revokeSession',
  'setSessions',
  'getSessions',
] as const

function checkSIWX(siwx: unknown, siweConfig: unknown) {
  if (siweConfig !== undefined)
    fail('siweConfig', 'is not supported; pass `siwx` (createServerSIWX makes the default one)')
  if (siwx === undefined) return
  if (typeof siwx !== 'object' || siwx === null) fail('siwx', 'must be a SIWX configuration object')
  const config = siwx as Record<string, unknown>
  const missing = siwxMethods.find((method) => typeof config[method] !== 'function')
  if (missing) fail('siwx', `has no ${missing} method`)
  for (const method of ['signMessage', 'getRequired'])
    if (config[method] !== undefined && typeof config[method] !== 'function')
      fail(`siwx.${method}`, 'must be a function')
  if (config.signOutOnDisconnect !== undefined && typeof config.signOutOnDisconnect !== 'boolean')
    fail('siwx.signOutOnDisconnect', 'must be true or false')
}
