import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { Connector } from '../connectors/Connector.js'
import { connectorIds } from '../connectors/connectorIds.js'
import type { ConnectionSource, SourceContext } from '../sources/ConnectionSource.js'
import { createStore, type Store } from '../store/createStore.js'
import type { FrameRect } from './createFrameChannel.js'
import { type EmbeddedState, initialEmbeddedState } from './EmbeddedState.js'
import { embeddedNamespace } from './embeddedNamespace.js'
import type { EmbeddedWalletChunk } from './embeddedWalletChunk.js'
import { loadEmbeddedWalletChunk } from './loadEmbeddedWallet.js'
import { hasSocialResult } from './socialResultParameter.js'

/** What the embedded source is made from. */
export type CreateEmbeddedSourceParameters = {
  /** The wallet frame's URL: its own origin, never the dapp's. */
  url: string
  /** The client, once it exists (the approvals open its modal). */
  getClient(): LatchkeyClient
}

/**
 * The embedded wallet source and its state. The login's steps are actions (`startEmailLogin`,
 * `verifyEmailCode`, …) the views import, each in its view's chunk.
 */
export type EmbeddedSource = ConnectionSource & {
  readonly state: Store<EmbeddedState>
  /** The wallet frame's URL. */
  readonly url: string
  /** What the client gave the source at setup (throws before setup). */
  getContext(): SourceContext
  /** Starts loading the frame (the modal opened, the email field got focus). */
  prefetch(): void
  /** Gives up the unsafe requests waiting for the user ('Request was aborted'). */
  abortUnsafeRequests(): void
  /** Shows the frame over `rect` (the approval view's area), or hides it. */
  placeFrame(rect: FrameRect | undefined): void
}

const emailConnector: Connector = {
  id: connectorIds.auth,
  name: 'Email',
  type: 'AUTH',
  chain: embeddedNamespace,
}

/**
 * The embedded wallet as a connection source: a frame on its own origin holds the key, logs
 * the user in by email and answers the eip155 provider's requests, asking the user on its own
 * approval screen before it signs.
 */
export function createEmbeddedSource(parameters: CreateEmbeddedSourceParameters): EmbeddedSource {
  const state = createStore<EmbeddedState>(initialEmbeddedState)
  let context: SourceContext | undefined
  let loaded: ReturnType<EmbeddedWalletChunk['getEmbeddedWallet']> | undefined
  // The chunk, once this client's wallet (its frame) exists.
  const use = async () => {
    const chunk = await loadEmbeddedWalletChunk()
    loaded ??= chunk.getEmbeddedWallet(parameters.getClient())
    return chunk
  }
  const client = () => parameters.getClient()

  return {
    id: 'embedded',
    kind: 'embedded',
    namespaces: [embeddedNamespace],
    state,
    url: parameters.url,
    getContext() {
      if (!context) throw new Error('The embedded source is used before setup')
      return context
    },
    setup(setupContext) {
      context = setupContext
      // A redirect social login's return (result_uri in the address): completed once the client
      // restored its connections, by code the wallet's chunk loads; a cheap check otherwise.
      if (hasSocialResult())
        queueMicrotask(() => {
          client()
            .ready.then(use)
            .then((chunk) => chunk.completeSocialRedirect(client()))
            .catch((error: unknown) => context?.log('The social login did not load', error))
        })
    },
    watchConnectors(_namespace, onChange) {
      onChange([emailConnector])
      return () => {}
    },
    connect: async () => (await use()).getEmbeddedWallet(client()).connect(),
    reconnect: async () => (await use()).getEmbeddedWallet(client()).reconnect(),
    disconnect: async () => (await use()).signOutEmbedded(client()),
    getProvider: () => loaded?.provider,
    prefetch() {
      use().catch((error: unknown) => context?.log('The embedded wallet did not load', error))
    },
    abortUnsafeRequests: () => loaded?.abortUnsafeRequests(),
    placeFrame: (rect) => loaded?.placeFrame(rect),
  }
}
