import type { ChainNamespace } from '../caip/namespaces.js'

/** Whether the data API serves history (Activity) on `namespace`: eip155 only (spec section 9). */
export function isActivitySupported(namespace: ChainNamespace): boolean {
  return namespace === 'eip155'
}
