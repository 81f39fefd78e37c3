import type { ChainAdapter } from '../adapter/ChainAdapter.js'
import type { EmbeddedSource } from '../embedded/createEmbeddedSource.js'
import { embeddedNamespace } from '../embedded/embeddedNamespace.js'
import type { ResolvedOptions } from '../options/LatchkeyOptions.js'
import type { ConnectionSource } from '../sources/ConnectionSource.js'
import {
  createWalletConnectSource,
  type WalletConnectSource,
} from '../sources/createWalletConnectSource.js'
import { createUniversalAdapter } from '../walletconnect/createUniversalAdapter.js'
import type { LatchkeyClient } from './LatchkeyClient.js'

/**
 * The adapters and connection sources the options call for: WalletConnect when a relay is
 * named, basic mode's adapters without the dapp's own, and with email on the embedded wallet's
 * loader (its source is a chunk: a page that names no frame never loads it).
 */
export function createClientSources(
  options: ResolvedOptions,
  getClient: () => LatchkeyClient,
): {
  adapters: readonly ChainAdapter[]
  sources: readonly ConnectionSource[]
  walletConnect: WalletConnectSource | undefined
  loadEmbedded: (() => Promise<EmbeddedSource>) | undefined
} {
  // WalletConnect when the dapp named a relay (none is assumed: a self-hosted dapp names its own).
  const walletConnect =
    options.relayUrl && options.enableWalletConnect
      ? createWalletConnectSource({
          relayUrl: options.relayUrl,
          verifyUrl: options.verifyUrl,
          requestTimeout: options.walletRequestTimeout,
          getClient,
        })
      : undefined
  // Basic mode without adapters: each namespace is reached through the WalletConnect session.
  const adapters =
    options.adapters.length > 0 || !walletConnect
      ? options.adapters
      : options.namespaces.map((namespace) => createUniversalAdapter({ namespace }))
  // The embedded wallet (email login) when the dapp names its frame and email is on.
  const url = options.embeddedWalletUrl
  const loadEmbedded =
    url && options.features.email && options.namespaces.includes(embeddedNamespace)
      ? () =>
          import('../embedded/createEmbeddedSource.js').then((module) =>
            module.createEmbeddedSource({ url, getClient }),
          )
      : undefined
  // WalletConnect first: its entry leads the Connect view's groups (spec section 2).
  const sources: ConnectionSource[] = [
    ...(walletConnect ? [walletConnect] : []),
    ...adapters.flatMap((adapter) => (adapter.injectedSource ? [adapter.injectedSource] : [])),
  ]
  return { adapters, sources, walletConnect, loadEmbedded }
}
