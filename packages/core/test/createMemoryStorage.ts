// A Map-backed stand-in for `localStorage`, for unit tests. It covers the StorageLike contract
// (get, set, remove of strings) and nothing of a browser's quotas, events or sharing across tabs;
// real `localStorage` is exercised by the browser tests.
import type { StorageLike } from '../src/storage/createStorage.js'

/** A StorageLike over a Map, with the Map exposed for assertions. */
export function createMemoryStorage(entries: Record<string, unknown> = {}) {
  const map = new Map<string, string>()
  // Seed values are written in createStorage's envelope, under its default prefix and version.
  for (const [key, value] of Object.entries(entries))
    map.set(`latchkey.${key}`, JSON.stringify({ v: 1, value }))
  const storage: StorageLike & { map: Map<string, string>; read(key: string): unknown } = {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    read(key) {
      const raw = map.get(`latchkey.${key}`)
      return raw === undefined ? undefined : (JSON.parse(raw) as { value: unknown }).value
    },
  }
  return storage
}
