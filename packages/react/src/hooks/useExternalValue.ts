import { useSyncExternalStore } from 'react'

/** A value core exposes for React (`client.values.*`): stable snapshots plus a server snapshot. */
export type ExternalSource<value> = {
  subscribe(listener: () => void): () => void
  getSnapshot(): value
  getServerSnapshot(): value
}

/**
 * Reads a core value and re-renders when it changes. The server snapshot is the value before
 * storage was read, so the server render and the hydrating render agree.
 */
export function useExternalValue<value>(source: ExternalSource<value>): value {
  return useSyncExternalStore(source.subscribe, source.getSnapshot, source.getServerSnapshot)
}
