import { type Address, isAddress, isAddressEqual, toHex } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { createEmitter, type Emitter } from './createEmitter.js'
import type {
  CreateTestWalletProviderParameters,
  TestWalletChain,
  TestWalletEventMap,
  TestWalletRequest,
} from './createTestWalletProvider.js'
import { ProviderRpcError } from './ProviderRpcError.js'
import { siteMemory } from './siteMemory.js'

/** The permission a site holds to see the account (EIP-2255). */
type AccountsPermission = {
  id: string
  parentCapability: 'eth_accounts'
  invoker: string
  caveats: { type: 'restrictReturnedAccounts'; value: Address[] }[]
  date: number
}

/** The test wallet inside its provider: its state and the steps its requests and controls share. */
export type TestWallet = {
  readonly emitter: Emitter<TestWalletEventMap>
  /** The networks the wallet knows, by chain id. */
  readonly chains: Map<number, TestWalletChain>
  account: PrivateKeyAccount
  chainId: number
  /** Whether the site may see the account. */
  connected: boolean
  /** False only between `controls.disconnect()` and the next connection (EIP-1193 'disconnect'). */
  online: boolean
  /** The rejection `controls.rejectNextRequest` armed, if any. */
  pendingRejection: { method?: string } | undefined
  /** The last transaction on its way: one at a time, so each reads the nonce the last used up. */
  sending: Promise<unknown>
  readonly requests: TestWalletRequest[]
  /** Writes what the site's memory keeps (the connection, the chain, added chains). */
  persist(): void
  /** The current chain's RPC URL; 4901 without one. */
  rpcUrl(): string
  /** Where a real wallet would open its window and wait for the user: an armed rejection fires. */
  prompt(): void
  /** 4100 unless the site is connected and `address`, when given, is the account. */
  assertAuthorized(address?: unknown): void
  /** Connects the site: `connect` after a disconnection, then `accountsChanged`. */
  connect(): void
  /** Switches to chain `id`, with `chainChanged`. */
  switchTo(id: number): void
  /** The site's permissions: eth_accounts while connected. */
  permissions(): AccountsPermission[]
}

/**
 * Makes the test wallet's state from its parameters and what the site's memory kept: the
 * configured and added chains, the chain it was on (if still known) and the connection (if to
 * the same account).
 */
export function createTestWallet(parameters: CreateTestWalletProviderParameters): TestWallet {
  const memory = siteMemory(parameters.storage, parameters.storageKey ?? 'latchkey-dev-wallet')
  if (parameters.chains.length === 0)
    throw new Error('createTestWalletProvider: `chains` is empty.')
  const stored = memory.read()
  const chains = new Map<number, TestWalletChain>()
  for (const chain of [...(stored.addedChains ?? []), ...parameters.chains])
    chains.set(chain.chainId, { ...chain })
  const account = privateKeyToAccount(parameters.privateKey)
  const chainId =
    stored.chainId !== undefined && chains.has(stored.chainId)
      ? stored.chainId
      : (parameters.chainId ?? parameters.chains[0]!.chainId)
  if (!chains.has(chainId))
    throw new Error(`createTestWalletProvider: chain ${chainId} is not among \`chains\`.`)
  const configured = new Set(parameters.chains.map((chain) => chain.chainId))

  const state: TestWallet = {
    emitter: createEmitter<TestWalletEventMap>(),
    chains,
    account,
    chainId,
    connected:
      stored.connectedAddress !== undefined &&
      isAddressEqual(stored.connectedAddress, account.address),
    online: true,
    pendingRejection: undefined,
    sending: Promise.resolve(),
    requests: [],
    persist() {
      memory.write({
        chainId: state.chainId,
        addedChains: [...chains.values()].filter((chain) => !configured.has(chain.chainId)),
        ...(state.connected ? { connectedAddress: state.account.address } : {}),
      })
    },
    rpcUrl() {
      const url = chains.get(state.chainId)!.rpcUrl
      if (!url) throw ProviderRpcError.from('chainDisconnected')
      return url
    },
    prompt() {
      if (!state.pendingRejection || state.pendingRejection.method !== undefined) return
      state.pendingRejection = undefined
      throw ProviderRpcError.from('userRejectedRequest')
    },
    assertAuthorized(address) {
      const matches =
        address === undefined ||
        (typeof address === 'string' &&
          isAddress(address, { strict: false }) &&
          isAddressEqual(address, state.account.address))
      if (!state.connected || !matches) throw ProviderRpcError.from('unauthorized')
    },
    connect() {
      if (state.connected) return
      state.connected = true
      state.persist()
      if (!state.online) {
        state.online = true
        state.emitter.emit('connect', { chainId: toHex(state.chainId) })
      }
      state.emitter.emit('accountsChanged', [state.account.address])
    },
    switchTo(id) {
      if (id === state.chainId) return
      state.chainId = id
      state.persist()
      state.emitter.emit('chainChanged', toHex(id))
    },
    permissions() {
      if (!state.connected) return []
      const address = state.account.address
      return [
        {
          id: `latchkey-dev-wallet:${address}`,
          parentCapability: 'eth_accounts',
          invoker: globalThis.location?.origin ?? 'null',
          caveats: [{ type: 'restrictReturnedAccounts', value: [address] }],
          date: Date.now(),
        },
      ]
    },
  }
  return state
}
