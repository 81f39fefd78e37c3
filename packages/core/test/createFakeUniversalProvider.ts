// A stand-in for `@walletconnect/universal-provider`, for core's unit tests of its WalletConnect
// code (the pairing URI in the store, expiry, reuse on Telegram and iOS Safari, replaced
// attempts, sessions restored and ended). It covers the part of the SDK's surface that code uses:
// `init` options, `display_uri`, `connect` resolving once the test approves, the session and its
// per-namespace default chain, requests, events, `disconnect`, the verify hook and the core's
// storage, and `authenticate` (one-click sign-in) answered with CACAOs the test gives, written
// back into text by a stand-in of the SDK's `formatAuthMessage`. It does not cover the relay protocol, encryption, pairing or the SDK's storage: the
// real SDK, our relay and a real WalletConnect wallet (devchain) run in packages/evm's
// walletConnect test and in the browser tests (e2e/walletconnect.spec.ts).
import type { UniversalProviderModule } from '../src/walletconnect/loadUniversalProvider.js'

type Listener = (payload: unknown) => void

/** What a test approves a pending connection with. */
type FakeApproval = {
  /** CAIP-10 accounts; the first one's chain becomes the default chain. */
  accounts: string[]
  chains?: string[]
  wallet?: { name: string; icons: string[] }
  /** The methods the wallet answers (sent through the session, not to the chain's RPC). */
  methods?: string[]
}

/** A fake provider instance, with the handles a test drives it by. */
type FakeUniversalProvider = ReturnType<typeof createInstance>

function createInstance(options: Record<string, unknown>) {
  const listeners = new Map<string, Set<Listener>>()
  const storage = new Map<string, unknown>()
  const defaultChains = new Map<string, string>()
  let pairings = 0
  let pendingConnect:
    | { resolve(value: unknown): void; reject(error: unknown): void; uri: string }
    | undefined

  const instance = {
    options,
    calls: [] as Array<{ method: string; args: unknown[] }>,
    session: undefined as
      | {
          topic: string
          namespaces: Record<string, { accounts: string[]; chains?: string[] }>
          peer: { metadata: { name: string; icons: string[] } }
        }
      | undefined,
    uri: undefined as string | undefined,
    /** Answers of wallet requests by method; others resolve with null. */
    answers: {} as Record<string, unknown>,
    /** When set, disconnect never resolves (a relay out of reach). */
    hangDisconnect: false,
    /** The CACAOs the pending `authenticate` answers with (none: the wallet proposed a session). */
    auths: undefined as unknown[] | undefined,
    client: {
      // The SDK writes the CACAO's payload as EIP-4361; here a mark of what it was asked.
      formatAuthMessage: ({ request, iss }: { request: { nonce: string }; iss: string }) =>
        `formatted for ${iss} with ${request.nonce}`,
      core: {
        verify: { register: async (_: unknown) => 'attestation' } as Record<string, unknown>,
        storage: {
          setItem: async (key: string, value: unknown) => void storage.set(key, value),
          getItem: async (key: string) => storage.get(key),
          removeItem: async (key: string) => void storage.delete(key),
        },
      },
      session: {
        delete: async (topic: string) => {
          instance.calls.push({ method: 'session.delete', args: [topic] })
          if (instance.session?.topic === topic) instance.session = undefined
        },
      },
    },
    storage,
    rpcProviders: {} as Record<string, { getDefaultChain(): string }>,
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event: string, payload?: unknown) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
    },
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
    async connect(parameters: unknown) {
      instance.calls.push({ method: 'connect', args: [parameters] })
      await pair()
      return instance.session
    },
    async authenticate(parameters: unknown) {
      instance.calls.push({ method: 'authenticate', args: [parameters] })
      instance.auths = undefined
      await pair()
      return { auths: instance.auths, session: instance.session }
    },
    /** The wallet signs in: approves the pending `authenticate` with `auths` and a session. */
    approveAuthentication(approval: FakeApproval & { auths: unknown[] }) {
      instance.auths = approval.auths
      instance.approve(approval)
    },
    /** The wallet approves the newest pending connection. */
    approve(approval: FakeApproval) {
      // One namespace entry per namespace the accounts name (eip155, polkadot, ...).
      const namespaces: Record<
        string,
        { accounts: string[]; chains: string[]; methods: string[] }
      > = {}
      for (const account of approval.accounts) {
        const namespace = account.split(':')[0] as string
        namespaces[namespace] ??= { accounts: [], chains: [], methods: approval.methods ?? [] }
        namespaces[namespace].accounts.push(account)
      }
      for (const [namespace, entry] of Object.entries(namespaces))
        entry.chains = approval.chains?.filter((chain) => chain.startsWith(`${namespace}:`)) ?? [
          ...new Set(entry.accounts.map((account) => account.split(':').slice(0, 2).join(':'))),
        ]
      instance.session = {
        topic: `session-${pairings}`,
        namespaces,
        peer: { metadata: approval.wallet ?? { name: 'Fake Wallet', icons: ['https://w/i.png'] } },
      }
      setSessionProviders()
      pendingConnect?.resolve(instance.session)
      pendingConnect = undefined
    },
    /** The wallet rejects the newest pending connection. */
    reject(error: unknown = Object.assign(new Error('User rejected.'), { code: 5000 })) {
      pendingConnect?.reject(error)
      pendingConnect = undefined
    },
    get pendingUri() {
      return pendingConnect?.uri
    },
    async request(args: { method: string; params?: unknown }, chain?: string) {
      instance.calls.push({ method: 'request', args: [args, chain] })
      if (!instance.session) throw new Error('Please call connect() before request()')
      if (args.method === 'eth_chainId') return Number(defaultChains.get('eip155'))
      if (args.method === 'wallet_switchEthereumChain') {
        const [{ chainId }] = args.params as [{ chainId: string }]
        instance.setDefaultChain(`eip155:${Number.parseInt(chainId, 16)}`)
        return null
      }
      const answer = instance.answers[args.method]
      if (answer instanceof Error) throw answer
      return answer ?? null
    },
    setDefaultChain(caipNetworkId: string) {
      const [namespace, reference] = caipNetworkId.split(':') as [string, string]
      defaultChains.set(namespace, reference)
      instance.emit('chainChanged', reference)
    },
    async disconnect() {
      instance.calls.push({ method: 'disconnect', args: [] })
      if (instance.hangDisconnect) return new Promise<void>(() => {})
      instance.session = undefined
    },
    /** The wallet ends the session. */
    deleteFromWallet() {
      const topic = instance.session?.topic
      instance.session = undefined
      instance.emit('session_delete', { topic })
      instance.emit('disconnect', { code: 6000, message: 'User disconnected.' })
    },
  }

  // A new pairing URI on `display_uri`, settled by `approve` or `reject`.
  async function pair() {
    pairings++
    const uri = `wc:${String(pairings).padStart(64, '0')}@2?relay-protocol=irn&symKey=00`
    instance.uri = uri
    const done = new Promise((resolve, reject) => {
      pendingConnect = { resolve, reject, uri }
    })
    instance.emit('display_uri', uri)
    await done
  }

  function setSessionProviders() {
    instance.rpcProviders = {}
    for (const [namespace, entry] of Object.entries(instance.session?.namespaces ?? {})) {
      const first = entry.accounts[0]
      if (first) defaultChains.set(namespace, first.split(':')[1] as string)
      instance.rpcProviders[namespace] = {
        getDefaultChain: () => defaultChains.get(namespace) as string,
      }
    }
  }

  return Object.assign(instance, { setSessionProviders })
}

/**
 * A fake UniversalProvider module; `instances` holds every provider `init` made, newest last.
 * `stored` is a session the next `init` finds, as if restored from the SDK's storage.
 */
export function createFakeUniversalProvider() {
  const instances: FakeUniversalProvider[] = []
  const state = { loads: 0, stored: undefined as FakeApproval | undefined }
  const module = {
    UniversalProvider: {
      async init(options: Record<string, unknown>) {
        const instance = createInstance(options)
        if (state.stored) {
          // A restored session: as if a previous page load had approved it.
          instance.approve(state.stored)
          state.stored = undefined
        }
        instances.push(instance)
        return instance
      },
    },
  }
  return {
    instances,
    state,
    latest: () => instances.at(-1) as FakeUniversalProvider,
    load: async () => {
      state.loads++
      return module as unknown as UniversalProviderModule
    },
  }
}
