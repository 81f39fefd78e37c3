// Drives an adapter through a connection source the way core's connect, reconnect and disconnect
// actions do (source for access, adapter for the provider), so the adapter's tests keep talking
// to one object. It covers no client state: core's own tests and e2e/ do.
import type {
  AdapterConnection,
  AdapterContext,
  ChainAdapter,
  ConnectionSource,
  Connector,
  SourceConnection,
  SourceContext,
} from '@latchkey/core'
import { createConnectionStore, createStorage } from '@latchkey/core/adapter'
import { createSourceContext } from '../../core/test/createSourceContext.js'
import { type EvmAdapterParameters, evmAdapter } from '../src/evmAdapter.js'

/** A source context over in-memory storage, with the networks given (core's test helper). */
export { createSourceContext }

/** `adapter` with `source` set up, as the old one-object adapter looked. */
export function connectThroughSource<provider>(
  adapter: ChainAdapter<provider>,
  source: ConnectionSource,
) {
  const namespace = adapter.namespace
  let connected: Connector | undefined
  let attached: AdapterConnection | undefined
  return {
    ...adapter,
    source,
    discoverConnectors: (onChange: (connectors: readonly Connector[]) => void) =>
      source.watchConnectors(namespace, onChange),
    async connect(parameters: {
      connector: Connector
      chainId?: number | string | undefined
    }): Promise<AdapterConnection & Pick<SourceConnection, 'approvedCaipNetworkIds' | 'wallet'>> {
      const granted = await source.connect({ connector: parameters.connector, namespace })
      const connection = await adapter.attach({
        ...granted,
        provider: granted.provider as provider,
        requestedChainId: parameters.chainId,
      })
      connected = parameters.connector
      attached = connection
      // What core records beside the adapter's answer (undefined fields compare equal to none).
      return {
        ...connection,
        approvedCaipNetworkIds: granted.approvedCaipNetworkIds,
        wallet: granted.wallet,
      }
    },
    async reconnect(connector: Connector): Promise<AdapterConnection | null> {
      const granted = await source.reconnect({ connector, namespace }).catch(() => null)
      if (!granted) return null
      connected = connector
      attached = await adapter.attach({ ...granted, provider: granted.provider as provider })
      return attached
    },
    async disconnect() {
      if (!connected) return
      const provider = adapter.getProvider()
      const connection = attached
      adapter.detach()
      try {
        await source.disconnect({ connector: connected, namespace })
      } catch (error) {
        if (provider && connection)
          await adapter.attach({
            provider,
            accounts: connection.accounts.map((entry) => entry.address),
            chainId: connection.chainId,
          })
        throw error
      }
      connected = undefined
    },
    getProvider(connectorId?: string): provider | undefined {
      if (connectorId === undefined) return adapter.getProvider()
      const connector = {
        id: connectorId,
        name: connectorId,
        type: 'ANNOUNCED',
        chain: namespace,
      } as const
      return source.getProvider({ connector, namespace }) as provider | undefined
    },
  }
}

/** The eip155 adapter with its injected source, both set up, as one object (see above). */
export function setupInjectedEvm(
  adapterContext: AdapterContext,
  sourceContext: Partial<SourceContext> = {},
  parameters: EvmAdapterParameters = {},
) {
  const evm = evmAdapter(parameters)
  evm.setup(adapterContext)
  evm.injectedSource!.setup(
    createSourceContext({ networks: adapterContext.networks, ...sourceContext }),
  )
  return connectThroughSource(evm, evm.injectedSource!)
}
