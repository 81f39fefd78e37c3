import type { ChainNamespace } from '../caip/namespaces.js'
import type { CaipNetworkId } from '../caip/parseCaipNetworkId.js'
import type { Connector } from '../connectors/Connector.js'
import type { ConnectionSourceKind } from '../sources/ConnectionSource.js'
import type { Storage } from '../storage/createStorage.js'
import { createStore, type Store } from '../store/createStore.js'
import type { ConnectionStatus } from './chainState.js'

/** How long a WalletConnect pairing URI stays usable (spec section 4). */
export const pairingExpiryDuration = 4 * 60 * 1000

/** The storage key of the deep link used for the last WalletConnect connection. */
const wcLinkingStorageKey = 'wcLinking'

/** A wallet's deep link, kept so the next request opens the same app. */
export type WcLinking = { name: string; href: string }

/** How the last connection attempt stands: under way, declined, failed, or succeeded. */
export type ConnectAttemptStatus = 'pending' | 'declined' | 'failed' | 'succeeded'

/** The last connection attempt: the wallet, the namespace, and how it ended. */
export type ConnectAttempt = {
  /** The wallet picked (a registry wallet reached through WalletConnect is kept as picked). */
  connector: Connector
  namespace: ChainNamespace
  /** The kind of source the attempt goes through. */
  source: ConnectionSourceKind
  status: ConnectAttemptStatus
  /** The wallet's error, for 'declined' and 'failed'. */
  error?: unknown
}

/** How the last network switch ended when it did not succeed (cleared by the next one). */
export type NetworkSwitchAttempt = {
  caipNetworkId: CaipNetworkId
  status: 'pending' | 'declined' | 'failed'
  /** The wallet's error, for 'declined' and 'failed'. */
  error?: unknown
}

/** A request sent to a WalletConnect wallet and not answered yet. */
export type WalletRequest = {
  id: number
  method: string
  namespace: ChainNamespace
  /** When it was (last) sent, in ms since the epoch. */
  since: number
  /** True once the wallet has been silent long enough that Resend and Cancel are offered. */
  stalled: boolean
  /** False for requests that move funds, which are never sent twice. */
  resendable: boolean
}

/** The connection attempt in progress (spec section 3's connection state), and the last one's end. */
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
  /** The last connection attempt and how it ended; undefined once nothing is left to show. */
  attempt: ConnectAttempt | undefined
  /** True while a disconnect waits for the wallet. */
  disconnecting: boolean
  /** The last network switch, while pending or after it failed. */
  networkSwitch: NetworkSwitchAttempt | undefined
  /** The oldest request still waiting for the WalletConnect wallet. */
  walletRequest: WalletRequest | undefined
  /** True while a switch to a network of another namespace is under way (spec section 4). */
  switchingNamespace: boolean
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
  attempt: undefined,
  disconnecting: false,
  networkSwitch: undefined,
  walletRequest: undefined,
  switchingNamespace: false,
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
