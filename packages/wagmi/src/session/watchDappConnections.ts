import type { Config, Connector as WagmiConnector } from '@wagmi/core'
import { latchkeyConnectorId } from '../connectors/latchkeyConnector.js'

/** The wagmi config to watch, and what to call for a connection the widget did not make. */
export type WatchDappConnectionsParameters = {
  config: Config
  /** Whether the widget follows this connector's connection already. */
  isAttached(connector: WagmiConnector): boolean
  onConnection(connector: WagmiConnector): void
}

/**
 * Calls `onConnection` for each connection wagmi settles on that the widget does not follow
 * (the dapp's own `useConnect`, or one wagmi restored on its own), now and on every change of
 * wagmi's current connection. The bridge's connections are the widget's own. Returns an unwatch
 * function.
 */
export function watchDappConnections(parameters: WatchDappConnectionsParameters): () => void {
  const { config, isAttached, onConnection } = parameters
  const check = (uid: string | undefined) => {
    const connector = uid === undefined ? undefined : config.state.connections.get(uid)?.connector
    if (connector && connector.type !== latchkeyConnectorId && !isAttached(connector))
      onConnection(connector)
  }
  // Only a settled connection: while wagmi reconnects, its records are not connectors yet.
  const selectCurrent = (state: Config['state']) =>
    state.status === 'connected' ? (state.current ?? undefined) : undefined
  check(selectCurrent(config.state))
  return config.subscribe(selectCurrent, check)
}
