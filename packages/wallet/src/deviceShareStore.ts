import { frameStorage } from './frameStorage.js'

// The device share, in the frame's IndexedDB, sealed with an AES-GCM key made non-extractable:
// script (even the frame's own) can use the key to open the share but never read the key out.

const databaseName = 'latchkey-wallet'
const storeName = 'keys'

type SealedShare = { iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer }

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(databaseName, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(storeName)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

// Where the shares stay while the browser denies the frame IndexedDB (third-party site data
// blocked, see frameStorage): gone with the page.
const inMemory = new Map<string, unknown>()

/** Runs one request on the store, or its like on `inMemory` when IndexedDB is denied. */
async function run<result>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest,
  fallback: (store: Map<string, unknown>) => unknown,
): Promise<result> {
  const database = await openDatabase().catch(() => undefined)
  if (!database) return fallback(inMemory) as result
  try {
    return await new Promise<result>((resolve, reject) => {
      const request = action(database.transaction(storeName, mode).objectStore(storeName))
      request.onsuccess = () => resolve(request.result as result)
      request.onerror = () => reject(request.error)
    })
  } finally {
    database.close()
  }
}

async function getWrappingKey(): Promise<CryptoKey> {
  const existing = await run<CryptoKey | undefined>(
    'readonly',
    (store) => store.get('wrap'),
    (store) => store.get('wrap'),
  )
  if (existing) return existing
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ])
  await run(
    'readwrite',
    (store) => store.put(key, 'wrap'),
    (store) => store.set('wrap', key),
  )
  return key
}

/** Keeps `share` for `email` on this device, sealed. */
export async function saveDeviceShare(email: string, share: Uint8Array): Promise<void> {
  const key = await getWrappingKey()
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new Uint8Array(share))
  const sealed: SealedShare = { iv, data }
  await run(
    'readwrite',
    (store) => store.put(sealed, `device:${email}`),
    (store) => store.set(`device:${email}`, sealed),
  )
}

/** The device share kept for `email`, opened; undefined when this device has none. */
export async function loadDeviceShare(email: string): Promise<Uint8Array | undefined> {
  const sealed = await run<SealedShare | undefined>(
    'readonly',
    (store) => store.get(`device:${email}`),
    (store) => store.get(`device:${email}`),
  )
  if (!sealed) return undefined
  const key = await getWrappingKey()
  return new Uint8Array(
    await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, key, sealed.data),
  )
}

/** Moves this device's share from `from` to `to` (the user changed their email). */
export async function moveDeviceShare(from: string, to: string): Promise<void> {
  const share = await loadDeviceShare(from)
  if (!share) return
  await saveDeviceShare(to, share)
  await run(
    'readwrite',
    (store) => store.delete(`device:${from}`),
    (store) => store.delete(`device:${from}`),
  )
}

// The device id the server approves devices by: random, kept in the frame's own storage.
const deviceIdKey = 'latchkey-wallet:device'

/** This device's id (made on first use): 32 random bytes, base64url. */
export function getDeviceId(): string {
  const existing = frameStorage().getItem(deviceIdKey)
  if (existing) return existing
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  const id = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
  frameStorage().setItem(deviceIdKey, id)
  return id
}
