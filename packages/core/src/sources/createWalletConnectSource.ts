import { type ChainNamespace, chainNamespaces } from '../caip/namespaces.js'
import { loadRpcErrors } from '../errors/loadRpcErrors.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'
import type { WcLinking } from '../stores/createConnectionStore.js'
import type { CreateWalletConnectParameters } from '../walletconnect/createWalletConnect.js'
import { getWalletConnectConnector } from '../walletconnect/getWalletConnectConnector.js'
import type { WalletConnect } from '../walletconnect/WalletConnect.js'
import type { ConnectionSource, SourceTarget } from './ConnectionSource.js'

/** What the WalletConnect source is made from. */
export type CreateWalletConnectSourceParameters = {
  /** The relay, `ws://` or `wss://`: the dapp's own (Latchkey's server), never a default. */
  relayUrl: string
  /** A verify server; without one the SDK's verify iframe is never loaded. */
  verifyUrl?: string | undefined
  /** Builds the session manager at setup; by default it is loaded, with the SDK, on first use. */
  createWalletConnect?: ((parameters: CreateWalletConnectParameters) => WalletConnect) | undefined
  /** SDK options passed on as they are (tests: in-memory storage and a storage prefix). */
  sdkOptions?: Record<string, unknown> | undefined
  /** Ms a request waits for the wallet before Resend and Cancel are offered (30,000 by default). */
  requestTimeout?: number | undefined
  /** The client: with its `siwx` option and every network eip155, pairing signs in too. */
  getClient?: CreateWalletConnectParameters['getClient']
}

/** The WalletConnect source, with what only a pairing session has. */
export type WalletConnectSource = ConnectionSource & {
  /** Stores (or, with undefined, clears) the deep link the SDK opens when a request is sent. */
  setDeepLink(linking: WcLinking | undefined): Promise<void>
  /** Sends the waiting request `id` to the wallet again; false when it is not waiting. */
  resendRequest(id: number): boolean
  /** Ends the waiting request `id` with a 4001 error; false when it is not waiting. */
  cancelRequest(id: number): boolean
}

const loadSdk = () =>
  import('../walletconnect/loadUniversalProvider.js').then((module) =>
    module.loadUniversalProvider(),
  )

/**
 * The WalletConnect source: one session with a wallet (by QR code or deep link) serving every
 * configured namespace at once. Each namespace's connector pairs (or reuses the live session)
 * and yields that namespace's provider. The first page load carries only this: the session
 * manager (createWalletConnect, a chunk of its own) and the SDK load together on first use.
 */
export function createWalletConnectSource(
  parameters: CreateWalletConnectSourceParameters,
): WalletConnectSource {
  let setupParameters: CreateWalletConnectParameters | undefined
  let loaded: WalletConnect | undefined
  let loading: Promise<WalletConnect> | undefined
  // Bumped by cancel: a connection asked for before the chunks arrived is given up too.
  let generation = 0
  let namespaces: readonly ChainNamespace[] = chainNamespaces
  const load = () => {
    const made = setupParameters
    if (!made) throw new Error('The WalletConnect source is used before setup')
    loading ??= (async () => {
      // Both chunks at once: the SDK is the large one and need not wait for the other. Its
      // loader is a chunk too, so Vite's list of the SDK's files stays out of the first load.
      const sdk = loadSdk()
      sdk.catch(() => {})
      const { createWalletConnect } = await import('../walletconnect/createWalletConnect.js')
      return createWalletConnect({ ...made, loadProvider: () => sdk })
    })().then(
      (walletConnect) => {
        loaded = walletConnect
        return walletConnect
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }

  return {
    id: 'walletConnect',
    kind: 'walletConnect',
    // Every namespace a session can carry: the built-in ones, and after setup any configured one
    // whose record the client has (WalletConnect itself is chain-agnostic).
    get namespaces() {
      return namespaces
    },
    setup(context) {
      namespaces = [
        ...new Set([
          ...chainNamespaces,
          ...context.networks.map((network) => network.chainNamespace),
        ]),
      ]
      setupParameters = {
        relayUrl: parameters.relayUrl,
        verifyUrl: parameters.verifyUrl,
        projectId: context.projectId,
        metadata: context.metadata,
        networks: context.networks,
        descriptors: context.descriptors,
        connection: context.connection,
        log: context.log,
        debug: context.debug,
        sdkOptions: parameters.sdkOptions,
        requestTimeout: parameters.requestTimeout,
        getClient: parameters.getClient,
      }
      // A session manager the caller makes is made at once.
      if (parameters.createWalletConnect) {
        loaded = parameters.createWalletConnect(setupParameters)
        loading = Promise.resolve(loaded)
      }
    },
    watchConnectors(namespace, onChange) {
      onChange([getWalletConnectConnector(namespace)])
      return () => {}
    },
    async connect({ namespace }) {
      const asked = generation
      const walletConnect = await load()
      if (asked !== generation)
        throw new (await loadRpcErrors()).UserRejectedRequestError({
          details: 'The pairing was given up.',
        })
      return walletConnect.connect(namespace)
    },
    reconnect: async ({ namespace }) => (await (await load()).reconnect(namespace)) ?? null,
    disconnect: async () => loaded?.disconnect(),
    cancel() {
      generation++
      loaded?.cancel()
    },
    getProvider: ({ namespace }: SourceTarget) => loaded?.getProvider(namespace),
    selectNetwork: (caipNetwork: CaipNetwork) => loaded?.selectNetwork(caipNetwork),
    async setDeepLink(linking) {
      if (!linking && !loaded) return
      await (await load()).setDeepLink(linking)
    },
    // A request can wait only on a session, which needs the session manager loaded.
    resendRequest: (id) => loaded?.resendRequest(id) ?? false,
    cancelRequest: (id) => loaded?.cancelRequest(id) ?? false,
  }
}
