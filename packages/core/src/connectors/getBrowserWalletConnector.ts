import type { ChainNamespace } from '../caip/namespaces.js'
import type { Connector } from './Connector.js'
import { connectorIds } from './connectorIds.js'

/** The name of the fallback entry for an unannounced page provider. */
const browserWalletName = 'Browser Wallet'

/** What the adapter saw on the page. */
export type GetBrowserWalletConnectorParameters = {
  chain: ChainNamespace
  /** Whether the page has a provider of its own (`window.ethereum` for eip155). */
  hasInjectedProvider: boolean
  /** The connectors the chain's wallets announced. */
  announced: readonly Connector[]
}

/**
 * The 'Browser Wallet' entry an adapter adds for a page provider when no wallet announced
 * itself, else undefined: an announced wallet is the same provider under its real name.
 */
export function getBrowserWalletConnector(
  parameters: GetBrowserWalletConnectorParameters,
): Connector | undefined {
  const { chain, hasInjectedProvider, announced } = parameters
  if (!hasInjectedProvider) return undefined
  if (announced.some((connector) => connector.type === 'ANNOUNCED')) return undefined
  return { id: connectorIds.injected, name: browserWalletName, type: 'INJECTED', chain }
}
