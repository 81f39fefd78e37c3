import { type ConnectionSource, type Connector, createInjectedSource } from '@latchkey/core'
import { getChainConnector } from '@latchkey/core/adapter'
import { createWalletRegistry } from '../discovery/createWalletRegistry.js'
import { loadEvmMethods } from '../loadEvmMethods.js'
import type { Eip1193Provider } from '../provider/Eip1193Provider.js'

/** Options of the eip155 injected source. */
export type CreateEvmInjectedSourceParameters = {
  /** How long connect and reconnect wait for a wallet's late EIP-6963 announcement; 1000 ms. */
  announcementTimeout?: number | undefined
  /** How long disconnect waits for `wallet_revokePermissions`, which some wallets never answer; 1000 ms. */
  revokeTimeout?: number | undefined
  /** Where wallets announce themselves and inject `ethereum`; `window`, none on the server. */
  target?: EventTarget | undefined
}

/**
 * The injected source of eip155: wallets announced through EIP-6963 and the page's
 * `window.ethereum`, asked for access with `eth_requestAccounts` and let go with
 * `wallet_revokePermissions`.
 */
export function createEvmInjectedSource(
  parameters: CreateEvmInjectedSourceParameters = {},
): ConnectionSource {
  const { announcementTimeout = 1000, revokeTimeout = 1000 } = parameters
  return createInjectedSource<Eip1193Provider>({
    namespace: 'eip155',
    setup(context) {
      const registry = createWalletRegistry({
        getTarget: () => parameters.target ?? (typeof window === 'undefined' ? undefined : window),
        eip6963: context.enableEIP6963,
        injected: context.enableInjected,
      })
      // Core hands over chain connectors, but a MULTI_CHAIN entry is accepted too: its eip155 member.
      const member = (connector: Connector) => getChainConnector(connector, 'eip155') ?? connector
      return {
        watchConnectors: (onChange) => registry.watchConnectors(onChange),
        findProvider: (connector) =>
          registry.waitForProvider(member(connector), announcementTimeout),
        getProvider: (connector) => registry.getProvider(member(connector)),
        // Asking, reading and letting go of access load with the adapter's methods (see loadEvmMethods).
        requestAccess: async (provider) => (await loadEvmMethods()).requestAccess(provider),
        getAccess: async (provider) => (await loadEvmMethods()).getAccess(provider),
        revokeAccess: async (provider) =>
          (await loadEvmMethods()).revokeAccess(provider, revokeTimeout),
      }
    },
  })
}
