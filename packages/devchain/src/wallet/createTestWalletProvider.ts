import { type Address, type Hex, isAddress, isAddressEqual, isHex, toHex } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { NativeCurrency } from '../chain/devChainDefinitions.js'
import { createEmitter } from './createEmitter.js'
import { ProviderRpcError } from './ProviderRpcError.js'
import { parseAddChainParameters, parseChainId } from './parseAddChainParameters.js'
import { parseTypedData } from './parseTypedData.js'
import { rpcRequest } from './rpcRequest.js'
import { sendWalletTransaction, type TransactionRequestParameter } from './sendWalletTransaction.js'
import { siteMemory } from './siteMemory.js'

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

// Methods a wallet answers itself or refuses; never forwarded, because the node would sign with
// its own unlocked dev keys.
const refusedMethods = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'personal_ecRecover',
])

/** Makes an EIP-1193 provider that signs with a private key and reads from the chains' RPC URLs. */
export function createTestWalletProvider(
  parameters: CreateTestWalletProviderParameters,
): TestWalletProvider {
  const memory = siteMemory(parameters.storage, parameters.storageKey ?? 'latchkey-dev-wallet')
  if (parameters.chains.length === 0)
    throw new Error('createTestWalletProvider: `chains` is empty.')
  const emitter = createEmitter<TestWalletEventMap>()
  const stored = memory.read()
  const chains = new Map<number, TestWalletChain>()
  for (const chain of [...(stored.addedChains ?? []), ...parameters.chains])
    chains.set(chain.chainId, { ...chain })

  let account: PrivateKeyAccount = privateKeyToAccount(parameters.privateKey)
  let chainId =
    stored.chainId !== undefined && chains.has(stored.chainId)
      ? stored.chainId
      : (parameters.chainId ?? parameters.chains[0]!.chainId)
  if (!chains.has(chainId))
    throw new Error(`createTestWalletProvider: chain ${chainId} is not among \`chains\`.`)
  let connected =
    stored.connectedAddress !== undefined &&
    isAddressEqual(stored.connectedAddress, account.address)
  // False only between `controls.disconnect()` and the next connection (EIP-1193 'disconnect').
  let online = true
  let pendingRejection: { method?: string } | undefined
  // One transaction at a time, so that each reads the nonce the previous one used up.
  let sending: Promise<unknown> = Promise.resolve()
  const requests: TestWalletRequest[] = []

  function persist() {
    const configured = new Set(parameters.chains.map((chain) => chain.chainId))
    memory.write({
      chainId,
      addedChains: [...chains.values()].filter((chain) => !configured.has(chain.chainId)),
      ...(connected ? { connectedAddress: account.address } : {}),
    })
  }

  const currentChain = () => chains.get(chainId)!

  function rpcUrl() {
    const url = currentChain().rpcUrl
    if (!url) throw ProviderRpcError.from('chainDisconnected')
    return url
  }

  /** Where a real wallet would open its window and wait for the user. */
  function prompt() {
    if (!pendingRejection || pendingRejection.method !== undefined) return
    pendingRejection = undefined
    throw ProviderRpcError.from('userRejectedRequest')
  }

  function assertAuthorized(address?: unknown) {
    const matches =
      address === undefined ||
      (typeof address === 'string' &&
        isAddress(address, { strict: false }) &&
        isAddressEqual(address, account.address))
    if (!connected || !matches) throw ProviderRpcError.from('unauthorized')
  }

  function connect() {
    if (connected) return
    connected = true
    persist()
    if (!online) {
      online = true
      emitter.emit('connect', { chainId: toHex(chainId) })
    }
    emitter.emit('accountsChanged', [account.address])
  }

  function switchTo(id: number) {
    if (id === chainId) return
    chainId = id
    persist()
    emitter.emit('chainChanged', toHex(id))
  }

  function permissions() {
    if (!connected) return []
    return [
      {
        id: `latchkey-dev-wallet:${account.address}`,
        parentCapability: 'eth_accounts',
        invoker: globalThis.location?.origin ?? 'null',
        caveats: [{ type: 'restrictReturnedAccounts', value: [account.address] }],
        date: Date.now(),
      },
    ]
  }

  async function handle(method: string, params: unknown): Promise<unknown> {
    const list = Array.isArray(params) ? (params as unknown[]) : []
    switch (method) {
      case 'eth_requestAccounts':
        if (!connected) {
          prompt()
          connect()
        }
        return [account.address]
      case 'eth_accounts':
        return connected ? [account.address] : []
      case 'eth_coinbase':
        return connected ? account.address : null
      case 'eth_chainId':
        return toHex(chainId)
      case 'net_version':
        return String(chainId)

      case 'personal_sign': {
        const [message, address] = list
        if (typeof message !== 'string')
          throw invalidParams('personal_sign expects [message, address].')
        assertAuthorized(address)
        prompt()
        // Hex is signed as the bytes it encodes; anything else as UTF-8 text, as MetaMask does.
        return account.signMessage({ message: isHex(message) ? { raw: message } : message })
      }

      case 'eth_signTypedData_v4': {
        const [address, data] = list
        assertAuthorized(address)
        const typedData = parseTypedData(data, chainId)
        prompt()
        try {
          return await account.signTypedData(typedData)
        } catch (error) {
          const reason = (error as { shortMessage?: string }).shortMessage ?? String(error)
          throw ProviderRpcError.from('invalidParams', `Invalid typed data: ${reason}`)
        }
      }

      case 'eth_sendTransaction': {
        const [transaction] = list as [TransactionRequestParameter | undefined]
        if (typeof transaction !== 'object' || transaction === null)
          throw invalidParams('eth_sendTransaction expects [transaction].')
        assertAuthorized(transaction.from)
        prompt()
        const send = { account, chainId, rpcUrl: rpcUrl(), transaction }
        const hash = sending.then(() => sendWalletTransaction(send))
        sending = hash.catch(() => {})
        return hash
      }

      case 'wallet_switchEthereumChain': {
        const requested = (list[0] as { chainId?: unknown } | undefined)?.chainId
        const id = parseChainId(requested)
        if (!chains.has(id))
          throw ProviderRpcError.from(
            'unrecognizedChain',
            `Unrecognized chain ID "${requested}". Try adding the chain using wallet_addEthereumChain first.`,
          )
        if (id !== chainId) {
          prompt()
          switchTo(id)
        }
        return null
      }

      case 'wallet_addEthereumChain': {
        const chain = parseAddChainParameters(params)
        if (!chains.has(chain.chainId)) {
          // MetaMask asks the RPC URL for its chain id before it offers to add the network.
          const reported = await rpcRequest<Hex>(chain.rpcUrl!, 'eth_chainId').catch(() => {
            throw ProviderRpcError.from(
              'internal',
              `Request for method 'eth_chainId on ${chain.rpcUrl} failed`,
            )
          })
          if (Number(reported) !== chain.chainId)
            throw invalidParams(
              `Chain ID returned by RPC URL ${chain.rpcUrl} does not match ${toHex(chain.chainId)}`,
            )
          prompt()
          chains.set(chain.chainId, chain)
          persist()
        } else if (chain.chainId !== chainId) {
          prompt()
        }
        // Like MetaMask, adding a network also switches to it.
        switchTo(chain.chainId)
        return null
      }

      case 'wallet_requestPermissions': {
        const [requested] = list
        const names =
          typeof requested === 'object' && requested !== null ? Object.keys(requested) : []
        if (names.length === 0 || names.some((name) => name !== 'eth_accounts'))
          throw invalidParams(
            `wallet_requestPermissions supports only eth_accounts. Received: ${JSON.stringify(params)}`,
          )
        prompt()
        connect()
        return permissions()
      }
      case 'wallet_getPermissions':
        return permissions()
      case 'wallet_revokePermissions':
        if (connected) {
          connected = false
          persist()
          emitter.emit('accountsChanged', [])
        }
        return null
    }

    // wallet_* methods the wallet does not implement (EIP-5792 and others) would otherwise reach
    // the node, which may implement some of them with its own keys.
    if (refusedMethods.has(method) || method.startsWith('wallet_'))
      throw ProviderRpcError.from('unsupportedMethod')
    return rpcRequest(rpcUrl(), method, params ?? [])
  }

  const controls: TestWalletControls = {
    rejectNextRequest(method) {
      pendingRejection = method === undefined ? {} : { method }
    },
    switchChain(id, options = {}) {
      const known = chains.get(id)
      if (!known)
        chains.set(id, {
          chainId: id,
          name: `Chain ${id}`,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          ...(options.rpcUrl ? { rpcUrl: options.rpcUrl } : {}),
        })
      else if (options.rpcUrl) known.rpcUrl = options.rpcUrl
      persist()
      switchTo(id)
    },
    setAccount(privateKey) {
      const previous = account.address
      account = privateKeyToAccount(privateKey)
      if (!connected || isAddressEqual(previous, account.address)) return
      persist()
      emitter.emit('accountsChanged', [account.address])
    },
    disconnect() {
      const wasConnected = connected
      connected = false
      online = false
      persist()
      if (wasConnected) emitter.emit('accountsChanged', [])
      emitter.emit('disconnect', ProviderRpcError.from('disconnected'))
    },
    getState: () => ({
      connected,
      chainId,
      address: account.address,
      chains: [...chains.values()].map((chain) => ({ ...chain })),
    }),
    requests,
  }

  const provider: TestWalletProvider = {
    async request(args) {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string')
        throw ProviderRpcError.from(
          'invalidRequest',
          'Expected a single, non-array, object argument with a string "method".',
        )
      const { method, params } = args
      requests.push(params === undefined ? { method } : { method, params })
      if (pendingRejection?.method === method) {
        pendingRejection = undefined
        throw ProviderRpcError.from('userRejectedRequest')
      }
      return handle(method, params)
    },
    on(event, listener) {
      emitter.on(event, listener)
      return provider
    },
    removeListener(event, listener) {
      emitter.off(event, listener)
      return provider
    },
    isConnected: () => online,
    isLatchkeyDevWallet: true,
    controls,
  }

  // Like an extension's provider, announce the connection to the chain once the page can listen.
  queueMicrotask(() => emitter.emit('connect', { chainId: toHex(chainId) }))
  return provider
}

function invalidParams(message: string) {
  return ProviderRpcError.from('invalidParams', message)
}
