import type UniversalProvider from '@walletconnect/universal-provider'
import type { ChainNamespace } from '../caip/namespaces.js'
import type { CaipNetworkId } from '../caip/parseCaipNetworkId.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { trackEvent } from '../client/trackEvent.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import {
  WalletConnectNotConnectedError,
  WalletConnectPairingReplacedError,
} from '../errors/walletConnect.js'
import {
  getNamespaceDescriptor,
  type NamespaceDescriptorSource,
} from '../namespaces/getNamespaceDescriptor.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'
import type { Metadata } from '../options/Metadata.js'
import type { SIWXConfig, SIWXSession } from '../siwx/SIWXConfig.js'
import type { ChainsStore } from '../stores/createChainsStore.js'
import type { ConnectionStore } from '../stores/createConnectionStore.js'
import { authenticateWalletConnect } from './authenticateWalletConnect.js'
import { createRequestTracker } from './createRequestTracker.js'
import { createWalletConnectProvider } from './createWalletConnectProvider.js'
import { endWalletConnectSession } from './endWalletConnectSession.js'
import { type BrowserEnvironment, getBrowserEnvironment } from './getBrowserEnvironment.js'
import { getWalletConnectConnector } from './getWalletConnectConnector.js'
import {
  getWalletConnectNamespaces,
  type WalletConnectNamespace,
} from './getWalletConnectNamespaces.js'

import { initUniversalProvider } from './initUniversalProvider.js'
import { isPairingExpired } from './isPairingExpired.js'
import type { UniversalProviderModule } from './loadUniversalProvider.js'
import { toWalletConnectSession } from './toWalletConnectSession.js'
import { toWalletRejection } from './toWalletRejection.js'
import type { WalletConnect, WalletConnectProvider, WalletConnectSession } from './WalletConnect.js'

/** The key under which the SDK looks for the deep link to open when a request is sent. */
export const walletConnectDeepLinkKey = 'WALLETCONNECT_DEEPLINK_CHOICE'

/** What the client's WalletConnect is made from. */
export type CreateWalletConnectParameters = {
  /** The relay, `ws://` or `wss://`: the dapp's own (Latchkey's server), never a default. */
  relayUrl: string
  /** A verify server; without one the SDK's verify iframe is never loaded. */
  verifyUrl?: string | undefined
  projectId?: string | undefined
  metadata?: Metadata | undefined
  /** Every configured network: the session asks for all of them, with their RPC URLs. */
  networks: readonly CaipNetwork[]
  /** Where each namespace's record is found (the client's adapters); built-in records otherwise. */
  descriptors?: NamespaceDescriptorSource
  /** Where the pairing URI and its expiry go. */
  connection: ConnectionStore
  log(message: string, error?: unknown): void
  /** Lets the SDK log its errors to the console. */
  debug?: boolean | undefined
  /** Where the page runs (Telegram and iOS Safari reuse a pending pairing); read from `window`. */
  getEnvironment?: (() => BrowserEnvironment) | undefined
  /** Loads the SDK; a dynamic import by default. */
  loadProvider?: (() => Promise<UniversalProviderModule>) | undefined
  /** SDK options passed on as they are (tests: in-memory storage and a storage prefix). */
  sdkOptions?: Record<string, unknown> | undefined
  /** Ms a request waits for the wallet before Resend and Cancel are offered (30,000 by default). */
  requestTimeout?: number | undefined
  /**
   * The client (read when a pairing starts): with its `siwx` option and every network eip155,
   * pairing signs in too, with one approval in the wallet (wc_sessionAuthenticate), on the
   * dapp's current eip155 network.
   */
  getClient?: (() => WalletConnectClient) | undefined
}

/**
 * What one-click sign-in uses of the client: the `siwx` option, the current network, and where
 * SIWX_AUTH_SUCCESS and SIWX_AUTH_ERROR are tracked.
 */
type WalletConnectClient = Pick<LatchkeyClient, 'events'> & {
  options: Pick<LatchkeyClient['options'], 'siwx'>
  stores: Pick<LatchkeyClient['stores'], 'client'> & { chains: Pick<ChainsStore, 'getState'> }
}

type Pending = { promise: Promise<void>; abort(error: unknown): void }

/**
 * Makes the client's WalletConnect: nothing loads until the first `connect` or `reconnect`,
 * then one UniversalProvider (telemetry off, the vendor's verify step skipped unless a verify
 * URL is set) serves the one session of every namespace.
 */
export function createWalletConnect(parameters: CreateWalletConnectParameters): WalletConnect {
  const { connection, networks, log, descriptors } = parameters
  const getEnvironment = parameters.getEnvironment ?? (() => getBrowserEnvironment())
  let loading: Promise<UniversalProvider> | undefined
  let loaded: UniversalProvider | undefined
  let pending: Pending | undefined
  let attempts = 0
  const providers = new Map<ChainNamespace, WalletConnectProvider>()
  const tracker = createRequestTracker({ connection, timeout: parameters.requestTimeout })

  async function init(): Promise<UniversalProvider> {
    loaded = await initUniversalProvider(parameters)
    return loaded
  }
  const load = () => {
    loading ??= init().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }

  const providerOf = (namespace: ChainNamespace) => {
    if (!loaded) throw new WalletConnectNotConnectedError()
    const existing = providers.get(namespace)
    if (existing) return existing
    const created = createWalletConnectProvider(
      loaded,
      getNamespaceDescriptor(descriptors, namespace),
      tracker,
    )
    providers.set(namespace, created)
    return created
  }

  const toSession = (namespace: ChainNamespace): WalletConnectSession =>
    toWalletConnectSession({ provider: loaded, namespace, descriptors, providerOf })

  const endSession = (provider: UniversalProvider) => endWalletConnectSession(provider, log)

  async function pair(id: number, aborted: Promise<never>) {
    const replaced = () => {
      if (id !== attempts) throw new WalletConnectPairingReplacedError()
    }
    const provider = await Promise.race([load(), aborted])
    replaced()
    // A session left from before (the page was not told it ended) would shadow the new one.
    if (provider.session) await endSession(provider)
    replaced()
    const onUri = (uri: string) => {
      if (id === attempts) connection.setWcUri(uri)
    }
    provider.on('display_uri', onUri)
    try {
      const namespaces = getWalletConnectNamespaces(networks, descriptors)
      const client = parameters.getClient?.()
      const siwx = client?.options.siwx
      // Spec section 4: the universal provider's authentication only when every chain is eip155.
      const eip155 = namespaces.eip155
      if (client && siwx && eip155 && Object.keys(namespaces).length === 1) {
        await signInWhilePairing({
          provider,
          client,
          siwx,
          eip155,
          aborted,
          replaced,
          keep: (session) => keepSession(provider, siwx, session),
        })
        return
      }
      const connected = provider
        .connect({ optionalNamespaces: namespaces as never })
        .catch((reason: unknown) => {
          throw toWalletRejection(reason)
        })
      connected.catch(() => {})
      await Promise.race([connected, aborted])
    } finally {
      provider.removeListener('display_uri', onUri)
    }
  }

  // The verifier refusing the signed message leaves no half sign-in: the session ends too.
  async function keepSession(
    provider: UniversalProvider,
    siwx: SIWXConfig,
    session: Parameters<SIWXConfig['addSession']>[0],
  ) {
    try {
      await siwx.addSession(session)
    } catch (error) {
      await endSession(provider)
      throw error
    }
  }

  return {
    getConnector: getWalletConnectConnector,

    async connect(namespace) {
      const { telegram, iosSafari } = getEnvironment()
      const reuse =
        pending &&
        (telegram || iosSafari) &&
        !isPairingExpired(connection.getState().wcPairingExpiry)
      if (reuse && pending) await pending.promise
      else {
        pending?.abort(new WalletConnectPairingReplacedError())
        const id = ++attempts
        connection.setState({
          wcUri: undefined,
          wcPairingExpiry: undefined,
          wcLinking: undefined,
          wcError: false,
        })
        let abort: (error: unknown) => void = () => {}
        const aborted = new Promise<never>((_, reject) => {
          abort = reject
        })
        aborted.catch(() => {})
        const current: Pending = { promise: pair(id, aborted), abort }
        pending = current
        try {
          await current.promise
        } finally {
          if (pending === current) pending = undefined
        }
      }
      return toSession(namespace)
    },

    async reconnect(namespace) {
      const provider = await load()
      if (!provider.session?.namespaces[namespace]) return undefined
      return toSession(namespace)
    },

    selectNetwork(caipNetwork) {
      const { chainNamespace, caipNetworkId } = caipNetwork
      const current = loaded?.rpcProviders[chainNamespace]?.getDefaultChain()
      // An eip155 switch through the provider already moved it; only a change is sent on.
      if (!loaded?.session || current === String(caipNetwork.id)) return
      loaded.setDefaultChain(caipNetworkId)
    },

    cancel() {
      pending?.abort(new UserRejectedRequestError({ details: 'The pairing was given up.' }))
    },

    async disconnect() {
      pending?.abort(new WalletConnectPairingReplacedError())
      if (loaded) await endSession(loaded)
    },

    getProvider: (namespace) => (loaded?.session ? providerOf(namespace) : undefined),

    async setDeepLink(linking) {
      // Clearing needs no SDK: without it loaded there is no session to open links for.
      if (!linking && !loading) return
      const storage = (await load()).client.core.storage
      if (linking)
        await storage.setItem(
          walletConnectDeepLinkKey,
          JSON.stringify({ href: linking.href, name: linking.name }),
        )
      else await storage.removeItem(walletConnectDeepLinkKey)
    },

    resendRequest: (id) => tracker.resend(id),
    cancelRequest: (id) => tracker.cancel(id),
  }
}

/**
 * One-click sign-in's pairing (wc_sessionAuthenticate) on the dapp's current eip155 network:
 * keeps the signed session, tracking SIWX_AUTH_SUCCESS or SIWX_AUTH_ERROR as the two-step
 * sign-in does. A wallet answering with a plain session leaves sign-in to its usual second step.
 */
async function signInWhilePairing(parameters: {
  provider: UniversalProvider
  client: WalletConnectClient
  siwx: SIWXConfig
  eip155: WalletConnectNamespace
  aborted: Promise<never>
  replaced(): void
  keep(session: SIWXSession): Promise<void>
}): Promise<void> {
  const { provider, client, siwx, eip155, aborted, replaced, keep } = parameters
  const current = client.stores.chains.getState().chains.eip155?.network.caipNetwork
  const network = current?.caipNetworkId ?? (eip155.chains[0] as CaipNetworkId)
  const signing = authenticateWalletConnect({
    provider,
    siwx,
    caipNetworkId: network,
    namespace: eip155,
  })
  signing.catch(() => {})
  try {
    const session = await Promise.race([signing, aborted])
    replaced()
    if (!session) return
    await keep(session)
    trackEvent(client, 'SIWX_AUTH_SUCCESS', { network: session.data.chainId })
  } catch (error) {
    // A replaced pairing is no sign-in failure.
    if (!(error instanceof WalletConnectPairingReplacedError))
      trackEvent(client, 'SIWX_AUTH_ERROR', {
        network,
        message: error instanceof Error ? error.message : String(error),
      })
    throw error
  }
}
