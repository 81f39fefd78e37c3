import {
  type ConnectionSource,
  type Connector,
  createInjectedSource,
  getChainConnector,
  loadRpcErrors,
} from '@latchkey/core/internal'
import { createWalletRegistry } from '../discovery/createWalletRegistry.js'
import type { Eip1193Provider } from '../provider/Eip1193Provider.js'
import { getChainId } from '../provider/getChainId.js'
import { request } from '../provider/request.js'
import { normalizeAccounts } from '../utils/normalizeAccounts.js'
import { waitAtMost } from '../utils/waitAtMost.js'

/** Options of the eip155 injected source. */
export type CreateEvmInjectedSourceParameters = {
  /** How long connect and reconnect wait for a wallet's late EIP-6963 announcement; 1000 ms. */
  announcementTimeout?: number | undefined
  /** How long disconnect waits for `wallet_revokePermissions`, which some wallets never answer; 1000 ms. */
  revokeTimeout?: number | undefined
  /** Where wallets announce themselves and inject `ethereum`; `window`, none on the server. */
  target?: EventTarget | undefined
}

// Codes meaning "this wallet has no wallet_revokePermissions" (4200, -32601, -32004) or "there is
// no permission left to revoke" (4100 unauthorized, 4900 disconnected): disconnecting is done.
const revokeDoneCodes = [4200, -32601, -32004, 4100, 4900]

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
        async requestAccess(provider) {
          const method = 'eth_requestAccounts'
          const accounts = normalizeAccounts(await request(provider, method))
          if (accounts.length === 0)
            throw new (await loadRpcErrors()).UnauthorizedProviderError({
              method,
              details: 'The wallet shared no account.',
            })
          return { accounts, chainId: await getChainId(provider) }
        },
        async getAccess(provider) {
          const accounts = normalizeAccounts(await request(provider, 'eth_accounts'))
          if (accounts.length === 0) return null
          return { accounts, chainId: await getChainId(provider) }
        },
        async revokeAccess(provider) {
          try {
            const revoke = request(provider, 'wallet_revokePermissions', [{ eth_accounts: {} }])
            await waitAtMost(revoke, revokeTimeout)
          } catch (error) {
            const code = (error as { code?: unknown }).code
            if (typeof code !== 'number' || !revokeDoneCodes.includes(code)) throw error
          }
        },
      }
    },
  })
}
