import { type ChainNamespace, isChainNamespace } from '../caip/namespaces.js'
import type { Storage } from '../storage/createStorage.js'
import { connectedAccountsStorageKey, connectorIdsStorageKey } from './storageKeys.js'

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

/**
 * Stores the connector id and account of `namespace`, or removes them when `id` is undefined.
 * The account is there for a server render (`cookieToInitialState`); restoring asks the wallet.
 */
export function writeConnectorId(
  storage: Storage,
  namespace: ChainNamespace,
  id: string | undefined,
  caipAddress?: string | undefined,
): void {
  writeEntry(storage, connectorIdsStorageKey, readConnectorIds(storage), namespace, id)
  const accounts = storage.getItem<Record<string, string>>(connectedAccountsStorageKey)
  writeEntry(storage, connectedAccountsStorageKey, accounts ?? {}, namespace, id && caipAddress)
}

function writeEntry(
  storage: Storage,
  key: string,
  entries: Record<string, string>,
  namespace: ChainNamespace,
  value: string | undefined,
) {
  const { [namespace]: _previous, ...others } = entries
  const next = value === undefined ? others : { ...others, [namespace]: value }
  if (Object.keys(next).length === 0) storage.removeItem(key)
  else storage.setItem(key, next)
}
