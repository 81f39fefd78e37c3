import type { ConnectionSource, Connector, SourceConnection } from '@latchkey/core'
import { getBrowserWalletConnector } from '@latchkey/core/adapter'
import { ProviderNotFoundError } from '@latchkey/core/errors'
import {
  type Config,
  type Connection,
  connect,
  disconnect,
  reconnect,
  type Connector as WagmiConnector,
  watchConnectors,
} from '@wagmi/core'
import { toLatchkeyConnector } from './toLatchkeyConnector.js'

/** What the adapter learns from the source: which wagmi connector yielded a provider. */
export type WagmiSource = ConnectionSource & {
  /** The wagmi connector a connection's provider came from; undefined for other sources' providers. */
  getConnectorOf(provider: unknown): WagmiConnector | undefined
  /**
   * The Connect view's entry for a wagmi connector the dapp connected itself (through
   * `useConnect`, maybe with a connector the config does not list, as `injected()`): the entry of
   * the same id, else the one on the same provider (a plain `injected()` is the announced wallet
   * behind `window.ethereum`). Undefined when no entry matches.
   */
  toListed(connector: WagmiConnector): Promise<Connector | undefined>
}

/**
 * The eip155 injected source of `@latchkey/wagmi`: the wagmi config's connectors (EIP-6963
 * wallets found by wagmi, `window.ethereum`, the dapp's own connectors) listed in the Connect
 * view, connected, restored and disconnected through wagmi's actions, so every connection
 * made here is wagmi's connection.
 */
export function createWagmiSource(getConfig: () => Config): WagmiSource {
  const byProvider = new WeakMap<object, WagmiConnector>()
  const providers = new Map<string, unknown>()
  // Entries whose connection the dapp made with a wagmi connector of its own: id -> that connector.
  const adopted = new Map<string, WagmiConnector>()
  let listed: readonly Connector[] = []
  let enableInjected = true

  const find = (connector: Connector) =>
    adopted.get(connector.id) ?? getConfig().connectors.find((entry) => entry.id === connector.id)
  const connectionOf = (connector: WagmiConnector): Connection | undefined =>
    [...getConfig().state.connections.values()].find(
      (connection) => connection.connector.uid === connector.uid,
    )
  // A connection wagmi rehydrated from storage holds a plain record until it reconnects.
  const providerOf = (connector: WagmiConnector) =>
    Promise.resolve()
      .then(() => connector.getProvider())
      .catch(() => undefined)
  // The wagmi connections on the same wallet as `connector` (wagmi may hold one per connector).
  const sameWallet = async (connector: WagmiConnector) => {
    const provider = await providerOf(connector)
    const connections = [...getConfig().state.connections.values()]
    const same = await Promise.all(
      connections.map(
        async (connection) =>
          connection.connector.uid === connector.uid ||
          (provider !== undefined && (await providerOf(connection.connector)) === provider),
      ),
    )
    return connections.filter((_, index) => same[index])
  }
  const toConnection = async (
    connector: WagmiConnector,
    accounts: readonly string[],
    chainId: number,
  ): Promise<SourceConnection> => {
    const provider = await connector.getProvider()
    if (provider && typeof provider === 'object') byProvider.set(provider, connector)
    providers.set(connector.id, provider)
    return { provider, accounts, chainId }
  }
  // wagmi's own reconnect (WagmiProvider runs one on mount) may hold the lock: wait it out.
  const settled = () =>
    new Promise<void>((resolve) => {
      const config = getConfig()
      const busy = () => ['reconnecting', 'connecting'].includes(config.state.status)
      if (!busy()) return resolve()
      const unsubscribe = config.subscribe(
        (state) => state.status,
        () => {
          if (busy()) return
          unsubscribe()
          resolve()
        },
      )
    })

  return {
    id: 'wagmi:eip155',
    kind: 'injected',
    namespaces: ['eip155'],
    setup(context) {
      enableInjected = context.enableInjected
    },
    watchConnectors(_namespace, onChange) {
      const report = (connectors: readonly WagmiConnector[]) => {
        const entries = connectors.flatMap((connector) => toLatchkeyConnector(connector) ?? [])
        const announced = entries.filter((connector) => connector.type === 'ANNOUNCED')
        const hasInjectedProvider =
          enableInjected &&
          typeof window !== 'undefined' &&
          (window as { ethereum?: unknown }).ethereum !== undefined
        // `window.ethereum` is nearly always an announced wallet: listed once, under its name.
        const browserWallet = getBrowserWalletConnector({
          chain: 'eip155',
          hasInjectedProvider,
          announced,
        })
        listed = entries
          .filter((connector) => connector.type !== 'INJECTED')
          .concat(browserWallet ? [browserWallet] : [])
        onChange(listed)
      }
      report(getConfig().connectors)
      return watchConnectors(getConfig(), { onChange: report })
    },
    async connect({ connector }) {
      const wagmiConnector = find(connector)
      if (!wagmiConnector)
        throw new ProviderNotFoundError({
          connectorId: connector.id,
          details: `wagmi has no connector ${connector.id}`,
        })
      const existing = connectionOf(wagmiConnector)
      if (existing && getConfig().state.current === wagmiConnector.uid)
        return toConnection(wagmiConnector, existing.accounts, existing.chainId)
      const { accounts, chainId } = await connect(getConfig(), { connector: wagmiConnector })
      return toConnection(wagmiConnector, accounts, chainId)
    },
    async reconnect({ connector }) {
      const wagmiConnector = find(connector)
      if (!wagmiConnector) return null
      await settled()
      // wagmi restored the wallet already, maybe through another of its connectors.
      const [restored] = await sameWallet(wagmiConnector)
      if (restored) {
        adopted.set(connector.id, restored.connector)
        return toConnection(restored.connector, restored.accounts, restored.chainId)
      }
      await reconnect(getConfig(), { connectors: [wagmiConnector] })
      await settled()
      const connection = connectionOf(wagmiConnector)
      return connection
        ? toConnection(wagmiConnector, connection.accounts, connection.chainId)
        : null
    },
    async disconnect({ connector }) {
      const wagmiConnector = find(connector)
      adopted.delete(connector.id)
      if (!wagmiConnector) return
      // Every wagmi connection on this wallet, so wagmi does not fall back to another of them.
      for (const connection of await sameWallet(wagmiConnector))
        await disconnect(getConfig(), { connector: connection.connector })
    },
    getProvider: ({ connector }) => providers.get(connector.id),
    getConnectorOf: (provider) =>
      provider && typeof provider === 'object' ? byProvider.get(provider) : undefined,
    async toListed(connector) {
      const configured = (id: string) => getConfig().connectors.find((entry) => entry.id === id)
      const provider = await providerOf(connector)
      const providersOfListed = await Promise.all(
        listed.map((entry) => {
          const wagmiConnector = configured(entry.id)
          return wagmiConnector && providerOf(wagmiConnector)
        }),
      )
      const entry =
        listed.find(({ id }) => id === connector.id) ??
        (provider === undefined
          ? undefined
          : listed.find((_, index) => providersOfListed[index] === provider))
      if (entry && configured(entry.id)?.uid !== connector.uid) adopted.set(entry.id, connector)
      return entry
    },
  }
}
