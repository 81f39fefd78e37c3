import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import * as sr25519 from '@scure/sr25519'
import type { TestWalletStorage } from '../../wallet/createTestWalletProvider.js'
import { ProviderRpcError } from '../../wallet/ProviderRpcError.js'
import { testWalletStorageItem } from '../../wallet/testWalletStorageItem.js'
import { encodeSignerPayload, type SignerPayload } from './encodeSignerPayload.js'
import { wrapBytes } from './wrapBytes.js'

/** An account as a polkadot{.js}-style extension lists it (extension-inject's InjectedAccount). */
export type PolkadotInjectedAccount = {
  address: string
  genesisHash?: string | null
  name?: string
  type?: 'sr25519' | 'ed25519' | 'ecdsa' | 'ethereum'
}

/** A raw signing request (extension-inject's SignerPayloadRaw). */
export type PolkadotSignerPayloadRaw = { address: string; data: string; type: 'bytes' | 'payload' }

/** A signature (extension-inject's SignerResult): the request's id and the 0x signature. */
export type PolkadotSignerResult = { id: number; signature: `0x${string}` }

/** What `enable(originName)` gives a site (extension-inject's Injected, without metadata). */
export type PolkadotInjected = {
  accounts: {
    get(anyType?: boolean): Promise<PolkadotInjectedAccount[]>
    subscribe(callback: (accounts: PolkadotInjectedAccount[]) => void): () => void
  }
  signer: {
    signRaw(raw: PolkadotSignerPayloadRaw): Promise<PolkadotSignerResult>
    /** Signs an extrinsic's payload (extension-inject's SignerPayloadJSON, with its address). */
    signPayload(payload: SignerPayload & { address: string }): Promise<PolkadotSignerResult>
  }
}

/** The entry an extension puts in `window.injectedWeb3[id]` (extension-inject's InjectedWindowProvider). */
export type PolkadotInjectedWindowProvider = {
  version: string
  enable(originName: string): Promise<PolkadotInjected>
  /** Not in extension-inject: the name and icon to show, so Connect lists the dev wallet as one. */
  name?: string
  icon?: string
}

/** A request the wallet received, by method ('enable', 'signRaw'). */
export type PolkadotTestWalletRequest = { method: string; input?: unknown }

/** What a person would do in the wallet's own window, done from a test. */
export type PolkadotTestWalletControls = {
  /**
   * With a method ('enable', 'signRaw', 'signPayload'): its next request fails as declined.
   * Without: the next one.
   */
  rejectNextRequest(method?: string): void
  /** Drops the site's access: subscribers get no accounts. */
  disconnect(): void
  getState(): { connected: boolean; address: string }
  /** Every request received, oldest first. */
  requests: PolkadotTestWalletRequest[]
}

/** What the test wallet is made from: plain JSON, so a test can write it. */
export type CreatePolkadotTestWalletParameters = {
  /** The account's 64-byte sr25519 secret (key and nonce), in hex. */
  secretKey: string
  /** Its SS58 address (prefix 42, as extensions list them). */
  address: string
  name: string
  icon: string
  storage?: TestWalletStorage | undefined
  storageKey?: string | undefined
}

/** The test wallet: the injectedWeb3 entry and the test's controls. */
export type PolkadotTestWallet = {
  provider: PolkadotInjectedWindowProvider
  controls: PolkadotTestWalletControls
}

/**
 * A polkadot{.js}-style extension backed by a real sr25519 key (@scure/sr25519): `enable` grants
 * the site its account, `signRaw` signs bytes wrapped in `<Bytes>…</Bytes>` as polkadot{.js} does,
 * `signPayload` signs an extrinsic's payload.
 * What an extension gives a page, minus the window asking the user.
 */
export function createPolkadotTestWallet(
  parameters: CreatePolkadotTestWalletParameters,
): PolkadotTestWallet {
  const { address, name, icon, storage } = parameters
  const storageKey = parameters.storageKey ?? 'latchkey-polkadot-dev-wallet'
  const remembered = testWalletStorageItem(storage, storageKey)
  const secretKey = hexToBytes(parameters.secretKey)
  const requests: PolkadotTestWalletRequest[] = []
  const subscribers = new Set<(accounts: PolkadotInjectedAccount[]) => void>()
  let connected = remembered.read() === address
  let pendingRejection: { method?: string } | undefined
  let nextId = 0

  const account: PolkadotInjectedAccount = { address, genesisHash: null, name, type: 'sr25519' }
  const accounts = () => (connected ? [{ ...account }] : [])
  const setConnected = (next: boolean) => {
    if (connected === next) return
    connected = next
    remembered.write(connected ? address : '')
    for (const subscriber of subscribers) subscriber(accounts())
  }
  const receive = (method: string, input?: unknown) => {
    requests.push(input === undefined ? { method } : { method, input })
    const pending = pendingRejection
    if (pending && (pending.method === undefined || pending.method === method)) {
      pendingRejection = undefined
      // polkadot{.js} rejects with a plain Error when the user cancels.
      throw new Error('Cancelled')
    }
  }

  const requireAccount = (requested: string) => {
    if (!connected) throw ProviderRpcError.from('unauthorized')
    if (requested !== address)
      throw ProviderRpcError.from('unauthorized', `Unknown account ${requested}`)
  }
  const signed = (message: Uint8Array): PolkadotSignerResult => {
    nextId += 1
    return { id: nextId, signature: `0x${bytesToHex(sr25519.sign(secretKey, message))}` }
  }

  const injected: PolkadotInjected = {
    accounts: {
      get: async () => accounts(),
      subscribe(callback) {
        subscribers.add(callback)
        queueMicrotask(() => subscribers.has(callback) && callback(accounts()))
        return () => subscribers.delete(callback)
      },
    },
    signer: {
      async signRaw(raw) {
        receive('signRaw', raw)
        requireAccount(raw.address)
        if (raw.type !== 'bytes' || !/^0x(?:[0-9a-fA-F]{2})*$/.test(raw.data))
          throw ProviderRpcError.from('invalidParams', 'signRaw takes type bytes with hex data')
        return signed(wrapBytes(hexToBytes(raw.data.slice(2))))
      },
      async signPayload(payload) {
        receive('signPayload', payload)
        requireAccount(payload.address)
        return signed(encodeSignerPayload(payload))
      },
    },
  }

  const provider: PolkadotInjectedWindowProvider = {
    version: '0.1.0',
    name,
    icon,
    async enable(originName) {
      // A site already granted access is not asked again, as in polkadot{.js}.
      if (!connected) receive('enable', { originName })
      setConnected(true)
      return injected
    },
  }
  const controls: PolkadotTestWalletControls = {
    rejectNextRequest(method) {
      pendingRejection = method === undefined ? {} : { method }
    },
    disconnect: () => setConnected(false),
    getState: () => ({ connected, address }),
    requests,
  }
  return { provider, controls }
}
