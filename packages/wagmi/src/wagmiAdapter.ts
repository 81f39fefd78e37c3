import {
  type AdapterContext,
  type CaipNetwork,
  type ChainAdapter,
  createAdapter,
  isUserRejection,
} from '@latchkey/core'
import { eip155 } from '@latchkey/core/adapter'
import { ConnectorNotConnectedError } from '@latchkey/core/errors'
import {
  type Config,
  type CreateConfigParameters,
  type CreateConnectorFn,
  connect,
  disconnect,
  getBalance,
  signMessage,
  switchChain,
  type Connector as WagmiConnector,
} from '@wagmi/core'
import type { Address, EIP1193Provider, Transport } from 'viem'
import { latchkeyConnectorId } from './connectors/latchkeyConnector.js'
import { createWagmiAdapterConfig } from './createWagmiAdapterConfig.js'
import { sendWagmiTransaction } from './sendWagmiTransaction.js'
import { watchDappConnections } from './session/watchDappConnections.js'
import { watchWagmiConnection } from './session/watchWagmiConnection.js'
import { createWagmiSource } from './source/createWagmiSource.js'

/** What `wagmiAdapter` is made from. */
export type WagmiAdapterParameters = {
  /** The dapp's networks (the same list it gives createLatchkey); the eip155 ones become wagmi's chains. */
  networks: readonly CaipNetwork[]
  /** The dapp's own wagmi connectors (Coinbase, Safe, MetaMask SDK, ...): listed in the Connect view. */
  connectors?: readonly CreateConnectorFn[] | undefined
  /** A transport per chain id; an `http()` transport on the network's RPC URL by default. */
  transports?: Record<number, Transport> | undefined
  /** Any other option of wagmi's `createConfig` (storage, ssr, multiInjectedProviderDiscovery, ...). */
  config?:
    | Omit<CreateConfigParameters, 'chains' | 'connectors' | 'transports' | 'client'>
    | undefined
}

/** The eip155 adapter on a wagmi config, and that config for the dapp's `<WagmiProvider>`. */
export type WagmiAdapter = ChainAdapter<EIP1193Provider> & { readonly wagmiConfig: Config }

/**
 * The eip155 adapter for dapps that use wagmi: Latchkey connects through the wagmi config it
 * builds (`adapter.wagmiConfig`, for `<WagmiProvider>`), so a connection made in the modal is
 * wagmi's connection and wagmi's hooks see it; what the dapp does through wagmi (switching chain,
 * disconnecting) shows in the widget. A WalletConnect session the widget made reaches wagmi
 * through a connector of its own ('latchkey'). `evmAdapter()` stays the lighter choice.
 */
export function wagmiAdapter(parameters: WagmiAdapterParameters): WagmiAdapter {
  // The provider of a connection another source (WalletConnect) made, carried by the bridge.
  let bridged: EIP1193Provider | undefined
  // Set up with the client: what the bridge's disconnect from the dapp asks of it.
  let onBridgeDisconnect: (() => void) | undefined
  const wagmiConfig = createWagmiAdapterConfig(parameters, {
    getProvider: () => bridged,
    onDisconnectRequest: () => onBridgeDisconnect?.(),
  })
  const source = createWagmiSource(() => wagmiConfig)

  const adapter = createAdapter<EIP1193Provider>({
    namespace: 'eip155',
    descriptor: eip155,
    injectedSource: source,
    loadSend: () =>
      import('./send/wagmiSendMethods.js').then((module) =>
        module.createWagmiSendMethods(wagmiConfig),
      ),
    setup(context: AdapterContext) {
      let attached:
        | { connector: WagmiConnector; provider: EIP1193Provider; unwatch(): void }
        | undefined

      const use = (method: string) => {
        if (!attached) throw new ConnectorNotConnectedError({ method })
        return attached
      }
      const bridgeConnector = () => {
        const found = wagmiConfig.connectors.find((entry) => entry.type === 'latchkey')
        if (!found) throw new Error('The latchkey connector is missing from the wagmi config')
        return found
      }
      const end = () => {
        attached?.unwatch()
        attached = undefined
      }
      // The dapp's `useDisconnect` on a session another source made (the embedded wallet, a
      // WalletConnect session): ended as the widget's Disconnect would, at its source too.
      // Latchkey's own detach lets go first, so its disconnect of the bridge does not come back.
      onBridgeDisconnect = () => {
        if (attached?.connector.type === latchkeyConnectorId) context.endConnection?.()
      }
      // A connection the dapp makes through wagmi (`useConnect`) shows in the widget.
      watchDappConnections({
        config: wagmiConfig,
        isAttached: (connector) => attached?.connector.uid === connector.uid,
        onConnection: (connector) =>
          source.toListed(connector).then((entry) => {
            // wagmi's connection may end before the widget takes it in (the dapp's disconnect).
            if (entry)
              context.adoptConnection?.(entry.id, () =>
                wagmiConfig.state.connections.has(connector.uid),
              )
          }),
      })

      return {
        async attach({ provider, chainId, requestedChainId }) {
          end()
          let connector = source.getConnectorOf(provider)
          if (!connector) {
            // Another source's connection (a WalletConnect session): wagmi gets it through the bridge.
            connector = bridgeConnector()
            if (wagmiConfig.state.connections.has(connector.uid))
              await disconnect(wagmiConfig, { connector })
            bridged = provider as EIP1193Provider
            await connect(wagmiConfig, { connector })
          }
          let current = Number(chainId)
          if (requestedChainId !== undefined && Number(requestedChainId) !== current) {
            try {
              current = (
                await switchChain(wagmiConfig, {
                  connector,
                  chainId: Number(requestedChainId),
                })
              ).id
            } catch (error) {
              // Declining the switch declines the connection; a wallet that cannot switch stays.
              if (isUserRejection(error)) throw error
              if (context.debug) console.warn('[latchkey/wagmi] could not switch chain', error)
            }
          }
          const connection = wagmiConfig.state.connections.get(connector.uid)
          if (!connection) throw new Error('wagmi lost the connection')
          attached = {
            connector,
            provider: provider as EIP1193Provider,
            unwatch: watchWagmiConnection({
              config: wagmiConfig,
              connector,
              emitter: context.emitter,
            }),
          }
          return {
            address: connection.accounts[0]!,
            chainId: current,
            accounts: connection.accounts.map((address) => ({ address, type: 'eoa' as const })),
          }
        },

        detach() {
          const ending = attached
          end()
          // Latchkey's own sources end their sessions themselves; wagmi is told it is over.
          if (
            ending?.connector.type === latchkeyConnectorId &&
            wagmiConfig.state.connections.has(ending.connector.uid)
          )
            void disconnect(wagmiConfig, { connector: ending.connector }).finally(() => {
              if (!attached) bridged = undefined
            })
        },

        async switchNetwork(caipNetwork) {
          const { connector } = use('switchNetwork')
          await switchChain(wagmiConfig, { connector, chainId: Number(caipNetwork.id) })
        },

        async getBalance({ address, caipNetwork }) {
          const balance = await getBalance(wagmiConfig, {
            address: address as Address,
            chainId: Number(caipNetwork.id),
          })
          return { value: balance.value, decimals: balance.decimals, symbol: balance.symbol }
        },

        signMessage: ({ message, address }) =>
          signMessage(wagmiConfig, {
            message,
            account: address as Address,
            connector: use('signMessage').connector,
          }),

        sendTransaction: async (transaction) =>
          sendWagmiTransaction(wagmiConfig, use('sendTransaction').connector, transaction),

        getProvider: () => attached?.provider,
      }
    },
  })
  return Object.assign(adapter, { wagmiConfig })
}
