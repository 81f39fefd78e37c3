import type { CreateLatchkeyParameters } from '../options/LatchkeyOptions.js'
import { createSIWXStore } from '../siwx/createSIWXStore.js'
import { createStorage, type Storage } from '../storage/createStorage.js'
import { createStore } from '../store/createStore.js'
import { createChainsStore } from '../stores/createChainsStore.js'
import { createConnectionStore } from '../stores/createConnectionStore.js'
import { createConnectorsStore } from '../stores/createConnectorsStore.js'
import { createModalStore } from '../stores/createModalStore.js'
import { createOptionsStore } from '../stores/createOptionsStore.js'
import { createRouterStore } from '../stores/createRouterStore.js'
import { createThemeStore } from '../stores/createThemeStore.js'
import { createToastStore } from '../stores/createToastStore.js'
import { browserThemeMode } from '../theme/systemThemeMode.js'
import type { ClientState, LatchkeyStores } from './LatchkeyClient.js'
import { logDebug } from './logDebug.js'

/** Validates the dapp's options and makes every store a client owns, and its storage. */
export function createClientStores(parameters: CreateLatchkeyParameters): {
  stores: LatchkeyStores
  storage: Storage
} {
  const optionsStore = createOptionsStore(parameters)
  const options = optionsStore.getState()
  const storage = createStorage({
    storage: options.storage,
    onError: (error) => logDebug({ options }, 'storage', error),
  })
  const stores: LatchkeyStores = {
    options: optionsStore,
    chains: createChainsStore(options),
    connection: createConnectionStore({ storage }),
    connectors: createConnectorsStore({
      ...options,
      storage,
      order: options.features.connectorTypeOrder,
    }),
    router: createRouterStore(),
    modal: createModalStore(),
    toast: createToastStore(),
    theme: createThemeStore({ ...options, storage, system: browserThemeMode }),
    siwx: createSIWXStore({ enabled: options.siwx !== undefined }),
    client: createStore<ClientState>({ initialized: false, lastEvent: undefined }),
  }
  return { stores, storage }
}
