import { randomUUID } from 'node:crypto'
import type { IWalletKit } from '@reown/walletkit'
import { type Hex, isAddressEqual, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devChainDefinitions } from '../chain/devChainDefinitions.js'
import {
  createTestWalletProvider,
  type TestWalletProvider,
} from '../wallet/createTestWalletProvider.js'
import { ProviderRpcError } from '../wallet/ProviderRpcError.js'
import { createWaitQueue } from './createWaitQueue.js'
import type {
  WalletConnectTestWallet,
  WalletConnectTestWalletChain,
  WalletConnectTestWalletPeer,
  WalletConnectTestWalletProposal,
  WalletConnectTestWalletRequest,
} from './WalletConnectTestWallet.js'

export type CreateWalletConnectTestWalletParameters = {
  /** The relay the dapp uses: the pairing URI does not say which. */
  relayUrl: string
  projectId?: string
  privateKey: Hex
  chains: readonly WalletConnectTestWalletChain[]
  /** Keeps two wallets (or a wallet and a dapp) in one process apart; a fresh one by default. */
  storagePrefix?: string
  /** How the wallet presents itself to dapps. */
  metadata?: WalletConnectTestWalletPeer
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

const defaultMetadata: WalletConnectTestWalletPeer = {
  name: 'Latchkey Test Wallet',
  description: 'A WalletConnect wallet for tests, signing with local keys.',
  url: 'https://wallet.latchkey.invalid',
  icons: [],
}

/** Starts a WalletConnect wallet (Reown WalletKit) that signs with a local key, for Node tests. */
export async function createWalletConnectTestWallet(
  parameters: CreateWalletConnectTestWalletParameters,
): Promise<WalletConnectTestWallet> {
  if (parameters.chains.length === 0)
    throw new Error('createWalletConnectTestWallet: `chains` is empty.')
  const storagePrefix = parameters.storagePrefix ?? `latchkey-test-wallet-${randomUUID()}`
  // Loaded when a wallet is made, not whenever devchain is imported: the SDK is large.
  const [{ WalletKit }, { Core }, { buildApprovedNamespaces, getSdkError }] = await Promise.all([
    import('@reown/walletkit'),
    import('@walletconnect/core'),
    import('@walletconnect/utils'),
  ])
  // The signing, sending and chain bookkeeping of the injected test wallet, reached through a
  // session instead of a page.
  const provider: TestWalletProvider = createTestWalletProvider({
    privateKey: parameters.privateKey,
    chains: parameters.chains.map(({ chainId, rpcUrl }) => {
      const definition = devChainDefinitions.find(({ id }) => id === chainId)
      return {
        chainId,
        rpcUrl,
        name: definition?.name ?? `Chain ${chainId}`,
        nativeCurrency: definition?.nativeCurrency ?? {
          name: 'Ether',
          symbol: 'ETH',
          decimals: 18,
        },
      }
    }),
  })
  await provider.request({ method: 'eth_requestAccounts' })

  const core = new Core({
    projectId: parameters.projectId ?? 'latchkey-test-wallet',
    relayUrl: parameters.relayUrl,
    customStoragePrefix: storagePrefix,
    telemetryEnabled: false,
    // In memory: a test leaves no files behind, and each wallet starts with no sessions.
    storageOptions: { database: ':memory:' },
  })
  const walletKit = await WalletKit.init({
    core,
    metadata: parameters.metadata ?? defaultMetadata,
  })
  // Verify is the vendor's attestation service, unreachable offline and not part of our stack:
  // without this, every proposal and request would wait for it to time out. Resolving nothing is
  // what the SDK itself does in its own test runs (its type does not allow for it).
  walletKit.core.verify.resolve = (async () =>
    undefined) as unknown as IWalletKit['core']['verify']['resolve']

  const proposals = createWaitQueue<WalletConnectTestWalletProposal>()
  const requests: WalletConnectTestWalletRequest[] = []

  const address = () => provider.controls.getState().address
  const walletChainIds = () => provider.controls.getState().chains.map((chain) => chain.chainId)
  const currentChainId = () => provider.controls.getState().chainId

  function accountsFor(chainIds: readonly number[]) {
    return chainIds.map((id) => `eip155:${id}:${address()}`)
  }

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

  async function emitChainChanged(topic: string, chainId: number) {
    await walletKit.emitSessionEvent({
      topic,
      event: { name: 'chainChanged', data: chainId },
      chainId: `eip155:${chainId}`,
    })
  }

  async function answer(topic: string, chainId: string, method: string, params: unknown) {
    const requestedChain = Number(chainId.split(':')[1])
    if (walletChainIds().includes(requestedChain)) useChain(requestedChain)
    if (method === 'wallet_switchEthereumChain' || method === 'wallet_addEthereumChain') {
      await provider.request({ method, params })
      const switched = currentChainId()
      await ensureSessionChain(topic, switched)
      await emitChainChanged(topic, switched)
      return null
    }
    if (method === 'eth_chainId') return toHex(requestedChain)
    return provider.request({ method, params })
  }

  walletKit.on('session_request', async (event) => {
    const { topic, id } = event
    const { request, chainId } = event.params
    requests.push({ topic, chainId, method: request.method, params: request.params })
    try {
      const result = await answer(topic, chainId, request.method, request.params)
      await walletKit.respondSessionRequest({
        topic,
        response: { id, jsonrpc: '2.0', result },
      })
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
  })

  walletKit.on('session_proposal', (event) => {
    const { id, params } = event
    const proposal: WalletConnectTestWalletProposal = {
      id,
      pairingTopic: params.pairingTopic,
      proposer: params.proposer.metadata,
      params,
      async approve(options = {}) {
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
          },
        })
        proposals.remove(proposal)
        return walletKit.approveSession({ id, namespaces })
      },
      async reject() {
        proposals.remove(proposal)
        await walletKit.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
      },
    }
    proposals.push(proposal)
  })

  const nextProposal = (options: { timeoutMs?: number } = {}) =>
    proposals.next(options.timeoutMs ?? 10_000, 'session proposal')

  const sessions = () => Object.values(walletKit.getActiveSessions())

  return {
    get address() {
      return address()
    },
    async pair(uri) {
      await walletKit.pair({ uri })
    },
    proposals: proposals.items,
    nextProposal,
    async approveNext(options = {}) {
      const proposal = await nextProposal(options)
      return proposal.approve(options)
    },
    sessions,
    requests,
    rejectNextRequest(method) {
      provider.controls.rejectNextRequest(method)
    },
    get chainId() {
      return currentChainId()
    },
    async switchChain(chainId) {
      if (!walletChainIds().includes(chainId))
        throw new Error(`createWalletConnectTestWallet: chain ${chainId} is not among \`chains\`.`)
      useChain(chainId)
      for (const session of sessions()) {
        await ensureSessionChain(session.topic, chainId)
        await emitChainChanged(session.topic, chainId)
      }
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
      proposals.close('The wallet was closed.')
      walletKit.core.heartbeat.stop()
      await walletKit.core.relayer.transportClose().catch(() => {})
      // The SDK keeps each core in a global by storage prefix and would hand this closed one to
      // the next wallet made with the same prefix.
      const globals = globalThis as Record<string, unknown>
      delete globals[`_walletConnectCore_${storagePrefix}`]
      delete globals[`_walletConnectCore_${storagePrefix}_count`]
    },
    walletKit,
  }
}
