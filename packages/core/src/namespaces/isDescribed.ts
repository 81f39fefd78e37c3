import { type ChainNamespace, isNamespaceName } from '../caip/namespaces.js'
import type { NamespaceDescriptor } from './NamespaceDescriptor.js'

/** Whether `adapter` carries the record of its own namespace, spelled as CAIP-2 says. */
export function isDescribed(
  adapter: unknown,
): adapter is { namespace: ChainNamespace; descriptor: NamespaceDescriptor } {
  if (typeof adapter !== 'object' || adapter === null) return false
  const { namespace, descriptor } = adapter as { namespace?: unknown; descriptor?: unknown }
  return (
    isNamespaceName(namespace) &&
    typeof descriptor === 'object' &&
    descriptor !== null &&
    (descriptor as { namespace?: unknown }).namespace === namespace
  )
}
