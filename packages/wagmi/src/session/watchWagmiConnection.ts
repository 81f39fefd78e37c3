import type { AdapterEventMap, Emitter } from '@latchkey/core'
import type { Config, Connector as WagmiConnector } from '@wagmi/core'

/** The wagmi connection to follow, and where to report what changes in it. */
export type WatchWagmiConnectionParameters = {
  config: Config
  connector: WagmiConnector
  emitter: Emitter<AdapterEventMap>
}

/**
 * Reports what happens to one wagmi connection, whoever caused it (the wallet, or the dapp
 * through wagmi's `useSwitchChain` and `useDisconnect`): accountsChanged, chainChanged, and
 * disconnect once wagmi drops it. Returns an unwatch function.
 */
export function watchWagmiConnection(parameters: WatchWagmiConnectionParameters): () => void {
  const { config, connector, emitter } = parameters
  let last = config.state.connections.get(connector.uid)
  return config.subscribe(
    (state) => state.connections.get(connector.uid),
    (connection) => {
      const previous = last
      last = connection
      if (!connection) {
        if (previous) emitter.emit('disconnect')
        return
      }
      const accounts = connection.accounts
      if (
        !previous ||
        previous.accounts.length !== accounts.length ||
        previous.accounts.some((address, index) => address !== accounts[index])
      )
        emitter.emit('accountsChanged', {
          accounts: accounts.map((address) => ({ address, type: 'eoa' as const })),
        })
      if (previous?.chainId !== connection.chainId)
        emitter.emit('chainChanged', { chainId: connection.chainId })
    },
  )
}
