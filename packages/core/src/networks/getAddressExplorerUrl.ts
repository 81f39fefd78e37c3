import { getNamespaceDescriptor } from '../namespaces/getNamespaceDescriptor.js'
import type { NamespaceDescriptor } from '../namespaces/NamespaceDescriptor.js'
import type { CaipNetwork } from './CaipNetwork.js'

/**
 * The explorer page of `address` on `caipNetwork`, or undefined when it has no explorer. The
 * path is the namespace's record's (`descriptor`, else the built-in one).
 */
export function getAddressExplorerUrl(
  caipNetwork: CaipNetwork | undefined,
  address: string,
  descriptor?: NamespaceDescriptor,
): string | undefined {
  const base = caipNetwork?.blockExplorers?.default.url
  if (!base) return undefined
  const { explorer } = descriptor ?? getNamespaceDescriptor(undefined, caipNetwork.chainNamespace)
  return explorer.address(base, address)
}
