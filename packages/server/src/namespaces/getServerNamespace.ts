import type { ServerNamespace } from './ServerNamespace.js'

/** The descriptor of a CAIP-2 id's (or CAIP-10 account's) namespace, if the server has one. */
export function getServerNamespace(
  namespaces: readonly ServerNamespace[],
  caipId: string,
): ServerNamespace | undefined {
  const namespace = caipId.slice(0, Math.max(0, caipId.indexOf(':')))
  return namespaces.find((entry) => entry.namespace === namespace)
}
