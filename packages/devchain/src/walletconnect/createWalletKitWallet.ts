import type { IWalletKit, WalletKitTypes } from '@reown/walletkit'
import { type Address, type Hex, isAddressEqual, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  answerSolanaRequest,
  solanaWalletConnectMethods,
} from '../solana/wallet/answerSolanaRequest.js'
import {
  createSolanaTestWallet,
  type SolanaTestWallet,
  type SolanaTestWalletChain,
} from '../solana/wallet/createSolanaTestWallet.js'
import {
  createTestWalletProvider,
  type TestWalletChain,
  type TestWalletProvider,
} from '../wallet/createTestWalletProvider.js'
import { ProviderRpcError } from '../wallet/ProviderRpcError.js'

export type CreateWalletKitWalletParameters = {
  /** The relay the dapp uses: a pairing URI does not say which. */
  relayUrl: string
  projectId: string
  privateKey: Hex
  chains: readonly TestWalletChain[]
  /** Keeps two clients in one JavaScript realm apart (the SDK keys its globals by it). */
  storagePrefix: string
  /** How the wallet presents itself to dapps. */
  metadata: WalletKitWalletPeer
  /** Where the SDK keeps its state; default the platform's (IndexedDB in a browser). */
  storageOptions?: { database: string }
  /** A Solana account too: the wallet then approves a proposal's solana namespace. */
  solana?: { secretKey: string; chains: readonly SolanaTestWalletChain[] } | undefined
}

/** An active WalletConnect session, as WalletKit keeps it. */
export type WalletKitWalletSession = ReturnType<IWalletKit['getActiveSessions']>[string]

/** A peer's description of itself (name, description, url, icons). */
export type WalletKitWalletPeer = WalletKitTypes.SessionProposal['params']['proposer']['metadata']

/** A session proposal as it arrived, with what the person's answer does. */
export type WalletKitWalletProposal = {
  id: number
  /** The proposal as the dapp sent it (proposer, required and optional namespaces). */
  params: WalletKitTypes.SessionProposal['params']
  /** Approves with the wallet's account on `chainIds` (default: every chain of the wallet). */
  approve(options?: { chainIds?: readonly number[] }): Promise<WalletKitWalletSession>
  /** Rejects, as a person pressing "Reject" (USER_REJECTED). */
  reject(): Promise<void>
}

/** A request of a connected dapp as it arrived, with what the person's answer does. */
export type WalletKitWalletRequest = {
  id: number
  topic: string
  /** The chain the dapp sent it to (CAIP-2). */
  chainId: string
  method: string
  params: unknown
  /** Answers it through the wallet's provider; a provider error goes back as the error. */
  approve(): Promise<void>
  /** Answers it with 4001, as a person pressing "Reject". */
  reject(): Promise<void>
}

/** The WalletConnect side of a dev wallet: WalletKit on our relay, signing with a dev key. */
export type WalletKitWallet = {
  /** The signing, sending and chain bookkeeping (devchain's injected test wallet provider). */
  provider: TestWalletProvider
  /** The Solana side, when the wallet was made with `solana`. */
  solana: SolanaTestWallet | undefined
  readonly address: Address
  /** The chain requests go to unless they name one. */
  readonly chainId: number
  /** Calls `listener` with each proposal as it arrives. */
  onProposal(listener: (proposal: WalletKitWalletProposal) => void): void
  /** Calls `listener` with each request as it arrives; nothing answers it until it is approved or rejected. */
  onRequest(listener: (request: WalletKitWalletRequest) => void): void
  pair(uri: string): Promise<void>
  sessions(): WalletKitWalletSession[]
  /** Moves the wallet to `chainId` and tells every session (adding the chain where it lacks it). */
  switchChain(chainId: number): Promise<void>
  /** Emits `accountsChanged` to every session, first switching to `privateKey`'s account if given. */
  emitAccountsChanged(privateKey?: Hex): Promise<void>
  /** Ends one session (or all), as the person pressing "Disconnect". */
  disconnect(topic?: string): Promise<void>
  /** Closes the relay connection and stops the SDK's timers. */
  close(): Promise<void>
  walletKit: IWalletKit
}

const methods = [
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]
const events = ['chainChanged', 'accountsChanged']

/**
 * Starts Reown WalletKit on a local relay over devchain's test wallet provider, with every call to
 * the vendor's services switched off. devchain's WalletConnect test wallet (Node) and the stack's
 * wallet page (browser) are both built on it.
 */
export async function createWalletKitWallet(
  parameters: CreateWalletKitWalletParameters,
): Promise<WalletKitWallet> {
  // Loaded when a wallet is made, not whenever devchain is imported: the SDK is large.
  const [{ WalletKit }, { Core }, { buildApprovedNamespaces, getSdkError }] = await Promise.all([
    import('@reown/walletkit'),
    import('@walletconnect/core'),
    import('@walletconnect/utils'),
  ])
  const provider = createTestWalletProvider({
    privateKey: parameters.privateKey,
    chains: parameters.chains,
  })
  await provider.request({ method: 'eth_requestAccounts' })
  const solana = parameters.solana
    ? await createSolanaTestWallet({
        ...parameters.solana,
        name: parameters.metadata.name,
        icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      })
    : undefined
  // Sessions are the wallet's consent: the Solana key is always open to them.
  await solana?.features['standard:connect'].connect()
  // CAIP-2 ids of the Solana chains (the Wallet Standard names like 'solana:localnet' are not).
  const solanaChains = (parameters.solana?.chains ?? []).flatMap((chain) =>
    chain.ids.filter((id) => /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/.test(id)),
  )

  const core = new Core({
    projectId: parameters.projectId,
    relayUrl: parameters.relayUrl,
    customStoragePrefix: parameters.storagePrefix,
    telemetryEnabled: false,
    ...(parameters.storageOptions ? { storageOptions: parameters.storageOptions } : {}),
  })
  // WalletKit posts an "INIT" event to the vendor's telemetry host whatever `telemetryEnabled`
  // says: nothing of the stack may leave the machine.
  core.eventClient.init = async () => {}
  const walletKit = await WalletKit.init({ core, metadata: parameters.metadata })
  // Verify is the vendor's attestation service, unreachable offline and not part of our stack:
  // without this, every proposal and request would wait for it to time out. Resolving nothing is
  // what the SDK itself does in its own test runs (its type does not allow for it).
  walletKit.core.verify.resolve = (async () =>
    undefined) as unknown as IWalletKit['core']['verify']['resolve']

  const address = () => provider.controls.getState().address
  const walletChainIds = () => provider.controls.getState().chains.map((chain) => chain.chainId)
  const currentChainId = () => provider.controls.getState().chainId
  const sessions = () => Object.values(walletKit.getActiveSessions())
  const accountsFor = (chainIds: readonly number[]) =>
    chainIds.map((chainId) => `eip155:${chainId}:${address()}`)

  /** Sets the provider's chain without telling anyone: requests name their chain. */
  function useChain(chainId: number) {
    if (currentChainId() !== chainId) provider.controls.switchChain(chainId)
  }

  /** Adds `chainId` to a session that lacks it, as wallets do when a dapp switches to it. */
  async function ensureSessionChain(topic: string, chainId: number) {
    const session = walletKit.getActiveSessions()[topic]
    const namespace = session?.namespaces.eip155
    if (!session || !namespace || namespace.chains?.includes(`eip155:${chainId}`)) return
    await walletKit.updateSession({
      topic,
      namespaces: {
        ...session.namespaces,
        eip155: {
          ...namespace,
          chains: [...(namespace.chains ?? []), `eip155:${chainId}`],
          accounts: [...namespace.accounts, ...accountsFor([chainId])],
        },
      },
    })
  }

  /** Tells every session the wallet's chain, adding it to sessions that lack it. */
  async function announceChain(chainId: number) {
    for (const session of sessions()) {
      await ensureSessionChain(session.topic, chainId)
      await walletKit.emitSessionEvent({
        topic: session.topic,
        event: { name: 'chainChanged', data: chainId },
        chainId: `eip155:${chainId}`,
      })
    }
  }

  async function answer(chainId: string, method: string, params: unknown) {
    if (chainId.startsWith('solana:')) {
      if (!solana) throw ProviderRpcError.from('unsupportedMethod')
      return answerSolanaRequest(solana, chainId, method, params)
    }
    const requestedChain = Number(chainId.split(':')[1])
    if (walletChainIds().includes(requestedChain)) useChain(requestedChain)
    if (method === 'wallet_switchEthereumChain' || method === 'wallet_addEthereumChain') {
      await provider.request({ method, params })
      await announceChain(currentChainId())
      return null
    }
    if (method === 'eth_chainId') return toHex(requestedChain)
    return provider.request({ method, params })
  }

  async function respond(topic: string, id: number, run: () => Promise<unknown>) {
    try {
      const result = await run()
      await walletKit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
    } catch (error) {
      const { code, message } =
        error instanceof ProviderRpcError
          ? error
          : { code: -32603, message: error instanceof Error ? error.message : String(error) }
      await walletKit.respondSessionRequest({
        topic,
        response: { id, jsonrpc: '2.0', error: { code, message } },
      })
    }
  }

  function toProposal({ id, params }: WalletKitTypes.SessionProposal): WalletKitWalletProposal {
    return {
      id,
      params,
      approve(options = {}) {
        const offered = options.chainIds ?? walletChainIds()
        // The chain the wallet is on comes first: dapps take the first one as the current chain.
        const chainIds = [
          ...offered.filter((chainId) => chainId === currentChainId()),
          ...offered.filter((chainId) => chainId !== currentChainId()),
        ]
        const namespaces = buildApprovedNamespaces({
          proposal: params,
          supportedNamespaces: {
            eip155: {
              chains: chainIds.map((chainId) => `eip155:${chainId}`),
              methods,
              events,
              accounts: accountsFor(chainIds),
            },
            ...(solana && solanaChains.length > 0
              ? {
                  solana: {
                    chains: solanaChains,
                    methods: solanaWalletConnectMethods,
                    events: ['accountsChanged'],
                    accounts: solanaChains.map(
                      (chain) => `${chain}:${solana.accounts[0]!.address}`,
                    ),
                  },
                }
              : {}),
          },
        })
        return walletKit.approveSession({ id, namespaces })
      },
      async reject() {
        await walletKit.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
      },
    }
  }

  function toRequest({ id, topic, params }: WalletKitTypes.SessionRequest): WalletKitWalletRequest {
    const { chainId, request } = params
    return {
      id,
      topic,
      chainId,
      method: request.method,
      params: request.params,
      approve: () => respond(topic, id, () => answer(chainId, request.method, request.params)),
      reject: () =>
        respond(topic, id, async () => {
          throw ProviderRpcError.from('userRejectedRequest')
        }),
    }
  }

  return {
    provider,
    solana,
    get address() {
      return address()
    },
    get chainId() {
      return currentChainId()
    },
    onProposal(listener) {
      walletKit.on('session_proposal', (event) => listener(toProposal(event)))
    },
    onRequest(listener) {
      walletKit.on('session_request', (event) => listener(toRequest(event)))
    },
    async pair(uri) {
      await walletKit.pair({ uri: uri.trim() })
    },
    sessions,
    async switchChain(chainId) {
      useChain(chainId)
      await announceChain(chainId)
    },
    async emitAccountsChanged(privateKey) {
      const previous = address()
      if (privateKey) provider.controls.setAccount(privateKey)
      const next = privateKey ? privateKeyToAccount(privateKey).address : previous
      for (const session of sessions()) {
        const namespace = session.namespaces.eip155
        if (!namespace) continue
        if (!isAddressEqual(previous, next)) {
          // A session may only name accounts its namespaces hold: update them first.
          const chainIds = (namespace.chains ?? []).map((chain) => Number(chain.split(':')[1]))
          await walletKit.updateSession({
            topic: session.topic,
            namespaces: {
              ...session.namespaces,
              eip155: { ...namespace, accounts: accountsFor(chainIds) },
            },
          })
        }
        await walletKit.emitSessionEvent({
          topic: session.topic,
          event: { name: 'accountsChanged', data: [next] },
          chainId: `eip155:${currentChainId()}`,
        })
      }
    },
    async disconnect(topic) {
      const topics = topic ? [topic] : sessions().map((session) => session.topic)
      for (const each of topics)
        await walletKit.disconnectSession({ topic: each, reason: getSdkError('USER_DISCONNECTED') })
    },
    async close() {
      walletKit.core.heartbeat.stop()
      await walletKit.core.relayer.transportClose().catch(() => {})
      // The SDK keeps each core in a global by storage prefix and would hand this closed one to
      // the next wallet made with the same prefix.
      const globals = globalThis as Record<string, unknown>
      delete globals[`_walletConnectCore_${parameters.storagePrefix}`]
      delete globals[`_walletConnectCore_${parameters.storagePrefix}_count`]
    },
    walletKit,
  }
}
