import { type Address, type Hex, toHex } from 'viem'
import type { NativeCurrency } from '../chain/devChainDefinitions.js'
import { createTestWallet } from './createTestWallet.js'
import { createTestWalletControls } from './createTestWalletControls.js'
import { handleTestWalletRequest } from './handleTestWalletRequest.js'
import { ProviderRpcError } from './ProviderRpcError.js'

/** A network the wallet knows. */
export type TestWalletChain = {
  chainId: number
  /** Where reads and raw transactions go; without one, they fail with 4901. */
  rpcUrl?: string
  name: string
  nativeCurrency: NativeCurrency
  blockExplorerUrl?: string
}

/** The subset of the Web Storage API the wallet needs to remember a site across reloads. */
export type TestWalletStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

export type CreateTestWalletProviderParameters = {
  privateKey: Hex
  chains: readonly TestWalletChain[]
  /** The chain the wallet starts on; defaults to the first of `chains`. */
  chainId?: number
  /**
   * Remembers what a real wallet remembers for a site (the connection, the chain, added chains),
   * so a reload finds the wallet as it was. Absent: nothing survives the provider.
   */
  storage?: TestWalletStorage
  storageKey?: string
}

/** The events of EIP-1193, with the payloads the wallet sends. */
export type TestWalletEventMap = {
  connect: { chainId: Hex }
  disconnect: ProviderRpcError
  accountsChanged: Address[]
  chainChanged: Hex
}

/** A request as the wallet received it, kept for tests. */
export type TestWalletRequest = { method: string; params?: unknown }

export type TestWalletState = {
  /** Whether the site may see the account (eth_requestAccounts succeeded, not revoked since). */
  connected: boolean
  chainId: number
  address: Address
  chains: TestWalletChain[]
}

/** What a person would do in the wallet's own window, done from a test. */
export type TestWalletControls = {
  /**
   * With a method: the next request of that method fails with 4001 as it arrives. Without: the
   * next request that would ask the user (connect, sign, send, switch or add a chain) does.
   */
  rejectNextRequest(method?: string): void
  /** The wallet switches network by itself, even to a chain the site does not know. */
  switchChain(chainId: number, options?: { rpcUrl?: string }): void
  /** Selects another account; a connected site gets `accountsChanged`. */
  setAccount(privateKey: Hex): void
  /** Drops the site's connection: `accountsChanged` with [] and `disconnect` (4900). */
  disconnect(): void
  getState(): TestWalletState
  /** Every request received, oldest first. */
  requests: TestWalletRequest[]
}

type Listener<event extends keyof TestWalletEventMap> = (payload: TestWalletEventMap[event]) => void

/** An EIP-1193 provider backed by a real key: what a browser extension wallet gives a page. */
export type TestWalletProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on<event extends keyof TestWalletEventMap>(
    event: event,
    listener: Listener<event>,
  ): TestWalletProvider
  removeListener<event extends keyof TestWalletEventMap>(
    event: event,
    listener: Listener<event>,
  ): TestWalletProvider
  /** Whether the provider can serve requests (false after `controls.disconnect()` until reconnected). */
  isConnected(): boolean
  isLatchkeyDevWallet: true
  controls: TestWalletControls
}

/** Makes an EIP-1193 provider that signs with a private key and reads from the chains' RPC URLs. */
export function createTestWalletProvider(
  parameters: CreateTestWalletProviderParameters,
): TestWalletProvider {
  const wallet = createTestWallet(parameters)
  const provider: TestWalletProvider = {
    async request(args) {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string')
        throw ProviderRpcError.from(
          'invalidRequest',
          'Expected a single, non-array, object argument with a string "method".',
        )
      const { method, params } = args
      wallet.requests.push(params === undefined ? { method } : { method, params })
      if (wallet.pendingRejection?.method === method) {
        wallet.pendingRejection = undefined
        throw ProviderRpcError.from('userRejectedRequest')
      }
      return handleTestWalletRequest(wallet, method, params)
    },
    on(event, listener) {
      wallet.emitter.on(event, listener)
      return provider
    },
    removeListener(event, listener) {
      wallet.emitter.off(event, listener)
      return provider
    },
    isConnected: () => wallet.online,
    isLatchkeyDevWallet: true,
    controls: createTestWalletControls(wallet),
  }

  // Like an extension's provider, announce the connection to the chain once the page can listen.
  queueMicrotask(() => wallet.emitter.emit('connect', { chainId: toHex(wallet.chainId) }))
  return provider
}
