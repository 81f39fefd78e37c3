import { formatCaipNetworkId } from '../caip/formatCaipNetworkId.js'
import { isChainNamespace, isNamespaceName } from '../caip/namespaces.js'
import { getNamespaceDescriptor } from '../namespaces/getNamespaceDescriptor.js'
import type { NamespaceDescriptor } from '../namespaces/NamespaceDescriptor.js'
import { InvalidOptionError } from '../options/InvalidOptionError.js'
import type { CaipNetwork } from './CaipNetwork.js'

/** A network as a dapp writes it: everything but the derived `caipNetworkId`. */
export type DefineNetworkParameters = Omit<CaipNetwork, 'caipNetworkId'>

/**
 * Builds a CaipNetwork, deriving `caipNetworkId` from namespace and id. Outside production builds
 * it checks every field first (checkNetwork; see resolveOptions for why production leaves the
 * checks out). A namespace that is not built in is checked by its `descriptor`, which must be
 * passed.
 */
export function defineNetwork(
  network: DefineNetworkParameters,
  descriptor?: NamespaceDescriptor,
): CaipNetwork {
  const { chainNamespace: namespace, id: reference } = network
  const caipNetworkId =
    process.env.NODE_ENV !== 'production'
      ? checkNetwork(network, descriptor)
      : formatCaipNetworkId({ namespace, reference })
  return { ...network, caipNetworkId }
}

/**
 * Checks a network's fields, throwing an InvalidOptionError that names the field under `option`
 * (`network.id`, or `networks[1].id` for createLatchkey's list), and returns its caipNetworkId.
 */
export function checkNetwork(
  network: DefineNetworkParameters,
  descriptor: NamespaceDescriptor | undefined,
  option = 'network',
): CaipNetwork['caipNetworkId'] {
  const fail = (field: string, problem: string): never => {
    throw new InvalidOptionError({ option: `${option}.${field}`, problem })
  }
  const { chainNamespace, id, name, nativeCurrency, rpcUrls, blockExplorers } = network
  const described = descriptor?.namespace === chainNamespace && isNamespaceName(chainNamespace)
  if (!isChainNamespace(chainNamespace) && !described)
    fail('chainNamespace', `unsupported namespace ${String(chainNamespace)}`)
  const idProblem = (
    descriptor ?? getNamespaceDescriptor(undefined, chainNamespace)
  ).checkNetworkId?.(id)
  if (idProblem) fail('id', idProblem)
  if (typeof id !== 'number' && typeof id !== 'string') fail('id', 'must be a number or a string')
  if (typeof name !== 'string' || name === '') fail('name', 'must be a non-empty string')
  if (
    typeof nativeCurrency?.name !== 'string' ||
    typeof nativeCurrency.symbol !== 'string' ||
    !Number.isInteger(nativeCurrency.decimals) ||
    nativeCurrency.decimals < 0
  )
    fail('nativeCurrency', 'needs a name, a symbol and a non-negative integer of decimals')
  const http = rpcUrls?.default?.http
  if (!Array.isArray(http) || http.some((url) => !isHttpUrl(url)))
    fail('rpcUrls', 'default.http must be a list of http(s) URLs')
  if (blockExplorers !== undefined && !isHttpUrl(blockExplorers?.default?.url))
    fail('blockExplorers', 'default.url must be an http(s) URL')
  try {
    return formatCaipNetworkId({ namespace: chainNamespace, reference: id })
  } catch (error) {
    return fail('id', error instanceof Error ? error.message : String(error))
  }
}

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}
