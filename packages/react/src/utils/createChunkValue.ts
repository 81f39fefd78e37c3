import { loadOnce } from '@latchkey/core/adapter'

/** A value a lazy chunk brings, as `useSyncExternalStore` reads it. */
export type ChunkValue<value> = {
  /** Loads the chunk once (again after a failure) and tells the subscribers. */
  load(): Promise<void>
  subscribe(listener: () => void): () => void
  /** The value once loaded, else undefined. */
  get(): value | undefined
}

/**
 * What a button shows from a chunk of its own (the balance's formatting, the connected look):
 * the value once `importValue` resolved, with the subscribers React re-renders through.
 */
export function createChunkValue<value>(importValue: () => Promise<value>): ChunkValue<value> {
  let loaded: value | undefined
  const listeners = new Set<() => void>()
  return {
    load: loadOnce(() =>
      importValue().then((value) => {
        loaded = value
        for (const listener of [...listeners]) listener()
      }),
    ),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    get: () => loaded,
  }
}
