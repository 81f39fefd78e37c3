type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

// What the frame keeps while the browser denies it storage: gone with the page.
const kept = new Map<string, string>()
const inMemory: KeyValueStorage = {
  getItem: (key) => kept.get(key) ?? null,
  setItem: (key, value) => void kept.set(key, value),
  removeItem: (key) => void kept.delete(key),
}

/**
 * The frame's localStorage, or storage kept in memory for this page's life when the browser
 * denies it: the frame is on another site than the dapp, and a browser blocking third-party site
 * data (Chrome's incognito windows, or the setting) throws on any touch of `localStorage` there.
 * The wallet then still works; it only forgets the login and the device on a reload.
 */
export function frameStorage(): KeyValueStorage {
  try {
    const storage = window.localStorage
    storage.getItem('latchkey-wallet:probe')
    return storage
  } catch {
    return inMemory
  }
}
