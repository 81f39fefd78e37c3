import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getNamespaceDescriptor } from '../namespaces/getNamespaceDescriptor.js'

/** Whether Send's receiver may be a name on the active namespace (its record's `supports.names`). */
export function acceptsSendNames(client: LatchkeyClient): boolean {
  const namespace = client.stores.chains.getState().activeNamespace
  return getNamespaceDescriptor(client.adapters, namespace).supports.names
}
