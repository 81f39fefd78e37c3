import { type ChainNamespace, isChainNamespace } from '../caip/namespaces.js'
import type { Storage } from '../storage/createStorage.js'
import { connectorIdsStorageKey } from './storageKeys.js'

/** The connector id stored for each connected namespace. */
export type StoredConnectorIds = Partial<Record<ChainNamespace, string>>

/** Reads the stored connector ids, ignoring entries that are not namespace to string. */
export function readConnectorIds(storage: Storage): StoredConnectorIds {
  const stored = storage.getItem<unknown>(connectorIdsStorageKey)
  if (typeof stored !== 'object' || stored === null) return {}
  return Object.fromEntries(
    Object.entries(stored).filter(
      ([namespace, id]) => isChainNamespace(namespace) && typeof id === 'string',
    ),
  )
}

/** Stores the connector id of `namespace`, or removes it when `id` is undefined. */
export function writeConnectorId(
  storage: Storage,
  namespace: ChainNamespace,
  id: string | undefined,
): void {
  const { [namespace]: _previous, ...others } = readConnectorIds(storage)
  const next = id === undefined ? others : { ...others, [namespace]: id }
  if (Object.keys(next).length === 0) storage.removeItem(connectorIdsStorageKey)
  else storage.setItem(connectorIdsStorageKey, next)
}
