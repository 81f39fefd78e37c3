import type { Database } from '../db/Database.js'

const listeners = new WeakMap<Database, Set<() => void>>()

/**
 * Calls `listener` after each registry write made in this process through `database` (other
 * processes' writes are seen by the registry version, see migration 7). Returns the unwatch.
 */
export function watchRegistryChanges(database: Database, listener: () => void): () => void {
  const set = listeners.get(database) ?? new Set<() => void>()
  listeners.set(database, set)
  set.add(listener)
  return () => set.delete(listener)
}

/** Tells the watchers of `database` that the catalog or its images changed (after the commit). */
export function notifyRegistryChange(database: Database): void {
  for (const listener of listeners.get(database) ?? []) listener()
}
