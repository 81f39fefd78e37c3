// An in-memory ChainAdapter and injected source for core's unit tests. They stand in for a chain
// adapter and its wallets (the EVM adapter, EIP-6963 and a wallet) so the client's lifecycle can be driven step by step: it announces
// connectors when told, grants or rejects connections, restores them, reports wallet events
// through the client's emitter, and answers balances from a table.
// It does not cover any real wallet, provider, RPC or chain behaviour (EIP-1193 requests,
// EIP-6963 discovery, wallet_switchEthereumChain / wallet_addEthereumChain): real wallets on a
// real local chain are exercised by packages/evm's tests and the browser tests in e2e/.
import type {
  AdapterAccount,
  AdapterBalance,
  AdapterContext,
  AdapterEventMap,
} from '../src/adapter/ChainAdapter.js'
import { createAdapter } from '../src/adapter/createAdapter.js'
import type { ChainNamespace } from '../src/caip/namespaces.js'
import type { Connector } from '../src/connectors/Connector.js'
import { UserRejectedRequestError } from '../src/errors/rpc.js'
import type { SourceContext } from '../src/sources/ConnectionSource.js'
import { createInjectedSource } from '../src/sources/createInjectedSource.js'

/** What the test wallet starts with. */
export type CreateTestAdapterParameters = {
  namespace?: ChainNamespace
  connectors?: Connector[]
  accounts?: string[]
  chainId?: number | string
  /** Balances by `${chainId}:${address}`; others are 0. */
  balances?: Record<string, bigint>
  /** Whether a stored connection is still granted (reconnect answers null when false). */
  authorized?: boolean
  /** The connected wallet's provider, for actions that pass requests to it; default a marker. */
  provider?: object
}

/** An adapter over an in-memory wallet, plus the handles a test drives it with. */
export function createTestAdapter(parameters: CreateTestAdapterParameters = {}) {
  const namespace = parameters.namespace ?? 'eip155'
  const wallet = {
    accounts: parameters.accounts ?? ['0x1111111111111111111111111111111111111111'],
    chainId: parameters.chainId ?? 31337,
    authorized: parameters.authorized ?? true,
    connectors: parameters.connectors ?? [
      {
        id: 'io.test',
        name: 'Test Wallet',
        type: 'ANNOUNCED',
        chain: namespace,
        info: { rdns: 'io.test' },
      },
    ],
    /** The error the next connect, switch, disconnect or signMessage rejects with (then cleared). */
    nextError: undefined as unknown,
    /** While true, a connection request waits forever (the wallet's prompt left open). */
    waiting: false,
    /** Calls to each method, for assertions. */
    calls: [] as Array<{ method: string; args: unknown[] }>,
    context: undefined as AdapterContext | undefined,
    sourceContext: undefined as SourceContext | undefined,
    onConnectors: undefined as ((connectors: readonly Connector[]) => void) | undefined,
    connected: false,
    /** How many times core asked the adapter to start loading its methods. */
    prefetches: 0,
  }

  const provider: object = parameters.provider ?? { isTest: true }
  const account = (address: string): AdapterAccount => ({ address, type: 'eoa' })
  const failIfTold = () => {
    const error = wallet.nextError
    wallet.nextError = undefined
    if (error) throw error
  }
  const emit = <name extends keyof AdapterEventMap>(
    name: name,
    payload?: AdapterEventMap[name],
  ) => {
    const emitter = wallet.context?.emitter as
      | { emit(name: name, payload?: unknown): void }
      | undefined
    emitter?.emit(name, payload)
  }

  // The wallets on the page, as an injected source finds them.
  const injectedSource = createInjectedSource<object>({
    namespace,
    setup: (sourceContext) => {
      wallet.sourceContext = sourceContext
      return {
        watchConnectors(onChange) {
          wallet.calls.push({ method: 'discoverConnectors', args: [] })
          wallet.onConnectors = onChange
          onChange(wallet.connectors)
          return () => {
            wallet.onConnectors = undefined
          }
        },
        findProvider: async (connector) =>
          wallet.connectors.some((entry) => entry.id === connector.id) ? provider : undefined,
        getProvider: (connector) =>
          wallet.connectors.some((entry) => entry.id === connector.id) ? provider : undefined,
        async requestAccess() {
          wallet.calls.push({ method: 'connect', args: [] })
          if (wallet.waiting) await new Promise(() => {})
          failIfTold()
          wallet.authorized = true
          return { accounts: wallet.accounts, chainId: wallet.chainId }
        },
        async getAccess() {
          wallet.calls.push({ method: 'reconnect', args: [] })
          if (!wallet.authorized) return null
          return { accounts: wallet.accounts, chainId: wallet.chainId }
        },
        async revokeAccess() {
          wallet.calls.push({ method: 'disconnect', args: [] })
          failIfTold()
          wallet.connected = false
        },
      }
    },
  })

  const adapter = createAdapter<object>({
    namespace,
    injectedSource,
    prefetch: () => void wallet.prefetches++,
    setup(context) {
      wallet.context = context
      return {
        async attach({ accounts, chainId, requestedChainId }) {
          // Recorded, not followed: this wallet stays on its chain (the EVM adapter's tests
          // cover the switch).
          wallet.calls.push({ method: 'attach', args: [{ requestedChainId, chainId }] })
          wallet.connected = true
          return {
            address: accounts[0]!,
            chainId: wallet.chainId,
            accounts: accounts.map(account),
          }
        },
        detach() {
          wallet.calls.push({ method: 'detach', args: [] })
          wallet.connected = false
        },
        async switchNetwork(caipNetwork) {
          wallet.calls.push({ method: 'switchNetwork', args: [caipNetwork] })
          failIfTold()
          wallet.chainId = caipNetwork.id
          emit('chainChanged', { chainId: caipNetwork.id })
        },
        async getBalance({ address, caipNetwork }): Promise<AdapterBalance> {
          wallet.calls.push({ method: 'getBalance', args: [address, caipNetwork.id] })
          const value = parameters.balances?.[`${caipNetwork.id}:${address}`] ?? 0n
          const { decimals, symbol } = caipNetwork.nativeCurrency
          return { value, decimals, symbol }
        },
        async signMessage({ message, address }) {
          wallet.calls.push({ method: 'signMessage', args: [{ message, address }] })
          failIfTold()
          return `signed:${message}`
        },
        getProvider: () => (wallet.connected ? provider : undefined),
      }
    },
  })

  return {
    adapter,
    wallet,
    /** The wallet announces a new list of connectors. */
    announce(connectors: Connector[]) {
      wallet.connectors = connectors
      wallet.onConnectors?.(connectors)
    },
    /** The user switches accounts in the wallet. */
    changeAccounts(accounts: string[]) {
      wallet.accounts = accounts
      emit('accountsChanged', { accounts: accounts.map(account) })
    },
    /** The user moves the wallet to another chain. */
    changeChain(chainId: number | string) {
      wallet.chainId = chainId
      emit('chainChanged', { chainId })
    },
    /** The user disconnects from inside the wallet. */
    disconnectFromWallet() {
      wallet.connected = false
      emit('disconnect')
    },
    /** The next connect, switch, disconnect or signMessage rejects as if the user declined. */
    rejectNext() {
      wallet.nextError = new UserRejectedRequestError()
    },
  }
}
