import type { ChainNamespace } from '../caip/namespaces.js'
import type { CaipNetworkId } from '../caip/parseCaipNetworkId.js'
import type { View } from '../router/views.js'

/** How a wallet was connected, as analytics reports it. */
export type ConnectMethod = 'browser' | 'qrcode' | 'mobile' | 'email' | 'social'

/**
 * The client's events: the analytics events of spec section 8 (upper case) and lifecycle
 * events. Later issues fill in the payloads of the events their features send.
 */
export type LatchkeyEventMap = {
  CONNECT_SUCCESS: {
    method: ConnectMethod
    name: string
    namespace: ChainNamespace
    caipNetworkId: CaipNetworkId | undefined
  }
  CONNECT_ERROR: { name: string; namespace: ChainNamespace; message: string; rejected: boolean }
  DISCONNECT_SUCCESS: { namespace: ChainNamespace }
  DISCONNECT_ERROR: { namespace: ChainNamespace; message: string }
  SWITCH_NETWORK: { caipNetworkId: CaipNetworkId }
  SEND_ERROR: { message: string; namespace?: ChainNamespace | undefined }
  SIWX_AUTH_SUCCESS: { network?: CaipNetworkId | undefined }
  SIWX_AUTH_ERROR: { network?: CaipNetworkId | undefined; message?: string | undefined }
  CLICK_CANCEL_SIWX: { network?: CaipNetworkId | undefined }
  ERROR_FETCH_TRANSACTIONS: { address?: string | undefined; message?: string | undefined }
  /** The modal opened on `view`. */
  MODAL_OPEN: { view: View; connected: boolean }
  MODAL_CLOSE: { connected: boolean }
  /** Stored connections were restored or dropped; the client state is ready. */
  INITIALIZED: undefined
}

/** One event as `getLastEvent` returns it. */
export type LatchkeyEvent = {
  [name in keyof LatchkeyEventMap]: {
    name: name
    payload: LatchkeyEventMap[name]
    timestamp: number
  }
}[keyof LatchkeyEventMap]
