import type { Storage } from '../storage/createStorage.js'
import { embeddedStorageKeys } from './embeddedStorageKeys.js'

/** Forgets the login cache (sign out, a session the frame no longer has); the last chain id stays. */
export function clearEmbeddedLoginCache(storage: Storage): void {
  const { emailUsed, email, lastChain, socialUsername, loginTime } = embeddedStorageKeys
  for (const key of [emailUsed, email, lastChain, socialUsername, loginTime])
    storage.removeItem(key)
}
