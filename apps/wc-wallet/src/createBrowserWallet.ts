import {
  createTestWalletProvider,
  ProviderRpcError,
  type TestWalletChain,
} from '@latchkey/devchain/browser'
import { type IWalletKit, WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { type Hex, toHex } from 'viem'

/** What the wallet page starts with (the stack injects it). */
export type CreateBrowserWalletParameters = {
  /** The relay the dapp uses: a pairing URI does not say which. */
  relayUrl: string
  privateKey: Hex
  chains: readonly TestWalletChain[]
  projectId?: string
}

/** A dapp asking to connect, waiting for the person. */
export type PendingProposal = {
  id: number
  dapp: { name: string; url: string; icon?: string | undefined }
  /** The chains the dapp asked for that the wallet has (CAIP-2). */
  chains: string[]
  methods: string[]
}

/** A request of a connected dapp, waiting for the person. */
export type PendingRequest = {
  id: number
  topic: string
  dapp: string
  chainId: string
  method: string
  params: unknown
}

/** A live session, as the page lists it. */
export type WalletSessionEntry = { topic: string; dapp: string; url: string; chains: string[] }

/** Everything the page shows. */
export type BrowserWalletState = {
  address: string
  chainId: number
  chains: readonly TestWalletChain[]
  proposals: readonly PendingProposal[]
  requests: readonly PendingRequest[]
  sessions: readonly WalletSessionEntry[]
}

/** The wallet behind the page: state to show and what a person's clicks do. */
export type BrowserWallet = {
  getState(): BrowserWalletState
  subscribe(listener: () => void): () => void
  pair(uri: string): Promise<void>
  approveProposal(id: number): Promise<void>
  rejectProposal(id: number): Promise<void>
  approveRequest(id: number): Promise<void>
  rejectRequest(id: number): Promise<void>
  disconnect(topic: string): Promise<void>
  switchChain(chainId: number): Promise<void>
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

// Requests that change nothing and reveal nothing new: answered without asking the person.
const silentMethods = ['eth_chainId', 'eth_accounts']

/**
 * A WalletConnect wallet in the browser (Reown WalletKit on our relay) that signs with a dev key
 * through devchain's test wallet provider; every proposal and request waits for the person.
 */
export async function createBrowserWallet(
  parameters: CreateBrowserWalletParameters,
): Promise<BrowserWallet> {
  const provider = createTestWalletProvider({
    privateKey: parameters.privateKey,
    chains: parameters.chains,
  })
  await provider.request({ method: 'eth_requestAccounts' })
  const core = new Core({
    projectId: parameters.projectId ?? 'latchkey-wc-wallet',
    relayUrl: parameters.relayUrl,
    customStoragePrefix: 'latchkey-wc-wallet',
    telemetryEnabled: false,
  })
  const walletKit: IWalletKit = await WalletKit.init({
    core,
    metadata: {
      name: 'Latchkey Wallet Page',
      description: 'The local stack’s WalletConnect wallet, signing with a dev key.',
      url: window.location.origin,
      icons: [],
    },
  })
  // Verify is the vendor's attestation service, not part of the stack and out of reach offline.
  walletKit.core.verify.resolve = (async () =>
    undefined) as unknown as IWalletKit['core']['verify']['resolve']

  const listeners = new Set<() => void>()
  const proposals = new Map<number, WalletKitTypes.SessionProposal>()
  let requests: PendingRequest[] = []
  let state = snapshot()

  function snapshot(): BrowserWalletState {
    const { address, chainId, chains } = provider.controls.getState()
    return {
      address,
      chainId,
      chains,
      proposals: [...proposals.values()].map(toPending),
      requests,
      sessions: Object.values(walletKit.getActiveSessions()).map((session) => ({
        topic: session.topic,
        dapp: session.peer.metadata.name,
        url: session.peer.metadata.url,
        chains: session.namespaces.eip155?.chains ?? [],
      })),
    }
  }
  function changed() {
    state = snapshot()
    for (const listener of [...listeners]) listener()
  }

  const offered = () =>
    provider.controls.getState().chains.map((chain) => `eip155:${chain.chainId}`)
  function toPending({ id, params }: WalletKitTypes.SessionProposal): PendingProposal {
    const asked = Object.values({ ...params.requiredNamespaces, ...params.optionalNamespaces })
    const { name, url, icons } = params.proposer.metadata
    return {
      id,
      dapp: { name, url, icon: icons[0] },
      chains: [...new Set(asked.flatMap((namespace) => namespace.chains ?? []))].filter((chain) =>
        offered().includes(chain),
      ),
      methods: [...new Set(asked.flatMap((namespace) => namespace.methods))],
    }
  }

  const address = () => provider.controls.getState().address
  const current = () => provider.controls.getState().chainId

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
          accounts: [...namespace.accounts, `eip155:${chainId}:${address()}`],
        },
      },
    })
  }

  async function announceChain(chainId: number) {
    for (const session of Object.values(walletKit.getActiveSessions())) {
      await ensureSessionChain(session.topic, chainId)
      await walletKit.emitSessionEvent({
        topic: session.topic,
        event: { name: 'chainChanged', data: chainId },
        chainId: `eip155:${chainId}`,
      })
    }
  }

  async function answer(request: PendingRequest) {
    const requested = Number(request.chainId.split(':')[1])
    const known = provider.controls.getState().chains.some((chain) => chain.chainId === requested)
    if (known && requested !== current()) provider.controls.switchChain(requested)
    const { method, params } = request
    if (method === 'wallet_switchEthereumChain' || method === 'wallet_addEthereumChain') {
      await provider.request({ method, params })
      await announceChain(current())
      return null
    }
    if (method === 'eth_chainId') return toHex(requested)
    return provider.request({ method, params })
  }

  async function respond(request: PendingRequest, run: () => Promise<unknown>) {
    try {
      const result = await run()
      await walletKit.respondSessionRequest({
        topic: request.topic,
        response: { id: request.id, jsonrpc: '2.0', result },
      })
    } catch (error) {
      const { code, message } =
        error instanceof ProviderRpcError
          ? error
          : { code: -32603, message: error instanceof Error ? error.message : String(error) }
      await walletKit.respondSessionRequest({
        topic: request.topic,
        response: { id: request.id, jsonrpc: '2.0', error: { code, message } },
      })
    }
  }

  walletKit.on('session_proposal', (proposal) => {
    proposals.set(proposal.id, proposal)
    changed()
  })
  walletKit.on('session_request', (event) => {
    const session = walletKit.getActiveSessions()[event.topic]
    const request: PendingRequest = {
      id: event.id,
      topic: event.topic,
      dapp: session?.peer.metadata.name ?? 'A dapp',
      chainId: event.params.chainId,
      method: event.params.request.method,
      params: event.params.request.params,
    }
    if (silentMethods.includes(request.method)) {
      void respond(request, () => answer(request))
      return
    }
    requests = [...requests, request]
    changed()
  })
  walletKit.on('session_delete', changed)

  const take = (id: number) => {
    const request = requests.find((entry) => entry.id === id)
    if (!request) throw new Error(`No pending request ${id}`)
    requests = requests.filter((entry) => entry !== request)
    changed()
    return request
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async pair(uri) {
      await walletKit.pair({ uri: uri.trim() })
    },
    async approveProposal(id) {
      const proposal = proposals.get(id)
      if (!proposal) throw new Error(`No pending proposal ${id}`)
      // The chain the wallet is on comes first: dapps take the first as the current chain.
      const chains = offered().sort((a, b) =>
        a === `eip155:${current()}` ? -1 : b === `eip155:${current()}` ? 1 : 0,
      )
      const namespaces = buildApprovedNamespaces({
        proposal: proposal.params,
        supportedNamespaces: {
          eip155: {
            chains,
            methods,
            events,
            accounts: chains.map((chain) => `${chain}:${address()}`),
          },
        },
      })
      proposals.delete(id)
      await walletKit.approveSession({ id, namespaces })
      changed()
    },
    async rejectProposal(id) {
      proposals.delete(id)
      changed()
      await walletKit.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
    },
    async approveRequest(id) {
      const request = take(id)
      await respond(request, () => answer(request))
    },
    async rejectRequest(id) {
      const request = take(id)
      await respond(request, async () => {
        throw ProviderRpcError.from('userRejectedRequest')
      })
    },
    async disconnect(topic) {
      await walletKit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
      changed()
    },
    async switchChain(chainId) {
      provider.controls.switchChain(chainId)
      changed()
      await announceChain(chainId)
      changed()
    },
  }
}
