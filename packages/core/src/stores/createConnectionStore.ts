import type { Connector } from '../connectors/Connector.js'
import type { Storage } from '../storage/createStorage.js'
import { createStore, type Store } from '../store/createStore.js'
import type { ConnectionStatus } from './chainState.js'

/** How long a WalletConnect pairing URI stays usable (spec section 4). */
export const pairingExpiryDuration = 4 * 60 * 1000

/** The storage key of the deep link used for the last WalletConnect connection. */
export const wcLinkingStorageKey = 'wcLinking'

/** A wallet's deep link, kept so the next request opens the same app. */
export type WcLinking = { name: string; href: string }

/** The connection attempt in progress (spec section 3's connection state). */
export type ConnectionState = {
  wcUri: string | undefined
  /** When `wcUri` expires, in ms since the epoch. */
  wcPairingExpiry: number | undefined
  wcLinking: WcLinking | undefined
  /** The wallet of the current or last attempt, for the connecting views. */
  recentWallet: Connector | undefined
  status: ConnectionStatus
  wcError: boolean
  /** True while a WalletConnect session is being set up after the QR code was scanned. */
  buffering: boolean
}

/** The connection store: its state plus the actions that change it. */
export type ConnectionStore = Store<ConnectionState> & {
  /** Sets a new pairing URI and its expiry, 4 minutes from now. */
  setWcUri(uri: string): void
  /** Sets the deep link the user followed to the wallet being connected. */
  setWcLinking(linking: WcLinking): void
  /** Stores the deep link of the connection that succeeded (none removes the stored one). */
  saveWcLinking(): void
  /** Back to disconnected: clears uri, expiry, linking, recent wallet and the stored deep link. */
  reset(): void
}

const initialState: ConnectionState = {
  wcUri: undefined,
  wcPairingExpiry: undefined,
  wcLinking: undefined,
  recentWallet: undefined,
  status: 'disconnected',
  wcError: false,
  buffering: false,
}

/** Makes the connection store, disconnected. */
export function createConnectionStore({ storage }: { storage: Storage }): ConnectionStore {
  const store = createStore<ConnectionState>(initialState)
  return {
    ...store,
    setWcUri: (wcUri) =>
      store.setState({
        wcUri,
        wcPairingExpiry: Date.now() + pairingExpiryDuration,
        wcError: false,
      }),
    setWcLinking: (wcLinking) => store.setState({ wcLinking }),
    saveWcLinking() {
      const { wcLinking } = store.getState()
      if (wcLinking) storage.setItem(wcLinkingStorageKey, wcLinking)
      else storage.removeItem(wcLinkingStorageKey)
    },
    reset() {
      storage.removeItem(wcLinkingStorageKey)
      store.setState({ ...initialState })
    },
  }
}
