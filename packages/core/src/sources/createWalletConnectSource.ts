import { type ChainNamespace, chainNamespaces } from '../caip/namespaces.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'
import type { WcLinking } from '../stores/createConnectionStore.js'
import { createLazyWalletConnect } from '../walletconnect/createLazyWalletConnect.js'
import type { CreateWalletConnectParameters } from '../walletconnect/createWalletConnect.js'
import type { WalletConnect, WalletConnectSession } from '../walletconnect/WalletConnect.js'
import type { ConnectionSource, SourceConnection, SourceTarget } from './ConnectionSource.js'

/** What the WalletConnect source is made from. */
export type CreateWalletConnectSourceParameters = {
  /** The relay, `ws://` or `wss://`: the dapp's own (Latchkey's server), never a default. */
  relayUrl: string
  /** A verify server; without one the SDK's verify iframe is never loaded. */
  verifyUrl?: string | undefined
  /** Builds the session manager; the lazy one (SDK loaded on first use) by default. */
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

/**
 * The WalletConnect source: one session with a wallet (by QR code or deep link) serving every
 * configured namespace at once. Each namespace's connector pairs (or reuses the live session)
 * and yields that namespace's provider; nothing of the SDK loads until the first use.
 */
export function createWalletConnectSource(
  parameters: CreateWalletConnectSourceParameters,
): WalletConnectSource {
  let walletConnect: WalletConnect | undefined
  let namespaces: readonly ChainNamespace[] = chainNamespaces
  const use = () => {
    if (!walletConnect) throw new Error('The WalletConnect source is used before setup')
    return walletConnect
  }
  const toConnection = (session: WalletConnectSession): SourceConnection => ({
    provider: session.provider,
    accounts: session.accounts,
    chainId: session.chainId,
    approvedCaipNetworkIds: session.approvedCaipNetworkIds,
    wallet: session.wallet,
  })

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
      const create = parameters.createWalletConnect ?? createLazyWalletConnect
      walletConnect = create({
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
      })
    },
    watchConnectors(namespace, onChange) {
      onChange([use().getConnector(namespace)])
      return () => {}
    },
    connect: async ({ namespace }) => toConnection(await use().connect(namespace)),
    async reconnect({ namespace }) {
      const session = await use().reconnect(namespace)
      return session ? toConnection(session) : null
    },
    disconnect: () => use().disconnect(),
    cancel: () => use().cancel(),
    getProvider: ({ namespace }: SourceTarget) => use().getProvider(namespace),
    selectNetwork: (caipNetwork: CaipNetwork) => use().selectNetwork(caipNetwork),
    setDeepLink: (linking) => use().setDeepLink(linking),
    resendRequest: (id) => walletConnect?.resendRequest(id) ?? false,
    cancelRequest: (id) => walletConnect?.cancelRequest(id) ?? false,
  }
}
