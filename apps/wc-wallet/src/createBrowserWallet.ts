import {
  type CreateWalletKitWalletParameters,
  createWalletKitWallet,
  type PolkadotWalletKitParameters,
  type SolanaTestWalletChain,
  type TestWalletChain,
  type WalletKitWalletProposal,
  type WalletKitWalletRequest,
} from '@latchkey/devchain/browser'
import type { Hex } from 'viem'

/** What the wallet page starts with (the stack injects it). */
export type CreateBrowserWalletParameters = {
  /** The relay the dapp uses: a pairing URI does not say which. */
  relayUrl: string
  privateKey: Hex
  chains: readonly TestWalletChain[]
  /** A Solana account too: a proposal's solana namespace is then approved with it. */
  solana?: { secretKey: string; chains: readonly SolanaTestWalletChain[] } | undefined
  /** A Polkadot account too: a proposal's polkadot namespace is then approved with it. */
  polkadot?: PolkadotWalletKitParameters | undefined
  /** A Bitcoin dev account too: a proposal's bip122 namespace is then approved with it. */
  bitcoin?: CreateWalletKitWalletParameters['bitcoin']
  projectId?: string
}

/** A dapp asking to connect, waiting for the person. */
type PendingProposal = {
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
type WalletSessionEntry = { topic: string; dapp: string; url: string; chains: string[] }

/** Everything the page shows. */
type BrowserWalletState = {
  address: string
  /** The Solana account, when the page has one. */
  solanaAddress: string | undefined
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

// Requests that change nothing and reveal nothing new: answered without asking the person.
const silentMethods = ['eth_chainId', 'eth_accounts']

/**
 * The stack's WalletConnect wallet in the browser: devchain's WalletKit wallet (our relay, a dev
 * key, no vendor calls), where every proposal and request waits for the person.
 */
export async function createBrowserWallet(
  parameters: CreateBrowserWalletParameters,
): Promise<BrowserWallet> {
  const wallet = await createWalletKitWallet({
    relayUrl: parameters.relayUrl,
    projectId: parameters.projectId ?? 'latchkey-wc-wallet',
    privateKey: parameters.privateKey,
    chains: parameters.chains,
    solana: parameters.solana,
    polkadot: parameters.polkadot,
    bitcoin: parameters.bitcoin,
    storagePrefix: 'latchkey-wc-wallet',
    metadata: {
      name: 'Latchkey Wallet Page',
      description: 'The local stack’s WalletConnect wallet, signing with a dev key.',
      url: window.location.origin,
      icons: [],
    },
  })

  const listeners = new Set<() => void>()
  const proposals = new Map<number, WalletKitWalletProposal>()
  const requests = new Map<number, { pending: PendingRequest; request: WalletKitWalletRequest }>()
  let state = snapshot()

  function snapshot(): BrowserWalletState {
    const { address, chainId, chains } = wallet.provider.controls.getState()
    return {
      address,
      solanaAddress: wallet.solana?.accounts[0]?.address,
      chainId,
      chains,
      proposals: [...proposals.values()].map(toPending),
      requests: [...requests.values()].map((entry) => entry.pending),
      sessions: wallet.sessions().map((session) => ({
        topic: session.topic,
        dapp: session.peer.metadata.name,
        url: session.peer.metadata.url,
        chains: Object.values(session.namespaces).flatMap((namespace) => namespace.chains ?? []),
      })),
    }
  }
  function changed() {
    state = snapshot()
    for (const listener of [...listeners]) listener()
  }

  function toPending({ id, params }: WalletKitWalletProposal): PendingProposal {
    const offered = [
      ...wallet.provider.controls.getState().chains.map((chain) => `eip155:${chain.chainId}`),
      ...(parameters.solana?.chains ?? []).flatMap((chain) => chain.ids),
      ...(parameters.polkadot?.caipNetworkIds ?? []),
    ]
    const asked = Object.values({ ...params.requiredNamespaces, ...params.optionalNamespaces })
    const { name, url, icons } = params.proposer.metadata
    return {
      id,
      dapp: { name, url, icon: icons[0] },
      chains: [...new Set(asked.flatMap((namespace) => namespace.chains ?? []))].filter((chain) =>
        offered.includes(chain),
      ),
      methods: [...new Set(asked.flatMap((namespace) => namespace.methods))],
    }
  }

  wallet.onProposal((proposal) => {
    proposals.set(proposal.id, proposal)
    changed()
  })
  wallet.onRequest((request) => {
    if (silentMethods.includes(request.method)) return void request.approve()
    const { id, topic, chainId, method, params } = request
    const dapp = wallet.walletKit.getActiveSessions()[topic]?.peer.metadata.name ?? 'A dapp'
    requests.set(id, { pending: { id, topic, dapp, chainId, method, params }, request })
    changed()
  })
  wallet.walletKit.on('session_delete', changed)

  function take<entry>(entries: Map<number, entry>, id: number, what: string): entry {
    const entry = entries.get(id)
    if (!entry) throw new Error(`No pending ${what} ${id}`)
    entries.delete(id)
    changed()
    return entry
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    pair: wallet.pair,
    async approveProposal(id) {
      await take(proposals, id, 'proposal').approve()
      changed()
    },
    async rejectProposal(id) {
      await take(proposals, id, 'proposal').reject()
    },
    async approveRequest(id) {
      await take(requests, id, 'request').request.approve()
    },
    async rejectRequest(id) {
      await take(requests, id, 'request').request.reject()
    },
    async disconnect(topic) {
      await wallet.disconnect(topic)
      changed()
    },
    async switchChain(chainId) {
      const switching = wallet.switchChain(chainId)
      // The provider has moved at once: show it while the sessions are told.
      changed()
      await switching
      changed()
    },
  }
}
