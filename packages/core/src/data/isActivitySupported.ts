import type { ChainNamespace } from '../caip/namespaces.js'
import {
  getNamespaceDescriptor,
  type NamespaceDescriptorSource,
} from '../namespaces/getNamespaceDescriptor.js'

/**
 * Whether the data API serves history (Activity) on `namespace`, as its record says (eip155 only,
 * spec section 9); `adapters` carry the records of namespaces that are not built in.
 */
export function isActivitySupported(
  namespace: ChainNamespace,
  adapters?: NamespaceDescriptorSource,
): boolean {
  return getNamespaceDescriptor(adapters, namespace).supports.activity
}
