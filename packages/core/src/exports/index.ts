// The public door of @latchkey/core. Helpers add their export lines here; keep one block per module.

export {
  type CreateStorageParameters,
  createStorage,
  getDefaultStorage,
  type Storage,
  type StorageLike,
} from '../storage/createStorage.js'
export { createStore, type Store, type StoreListener } from '../store/createStore.js'
