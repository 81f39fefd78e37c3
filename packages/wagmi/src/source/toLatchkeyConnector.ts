import type { Connector } from '@latchkey/core'
import type { Connector as WagmiConnector } from '@wagmi/core'
import { latchkeyConnectorId } from '../connectors/latchkeyConnector.js'

/** The id of wagmi's `injected()` connector without a target (the page's `window.ethereum`). */
const plainInjectedId = 'injected'

/**
 * A wagmi connector as an entry of the Connect view: an EIP-6963 wallet (id = its rdns) as
 * ANNOUNCED, the plain `window.ethereum` connector as INJECTED, any other (Coinbase, Safe,
 * MetaMask SDK, ...) as EXTERNAL, each with its name and icon. Undefined for the ones the widget
 * shows another way: its own bridge, and a wagmi WalletConnect connector (the widget's
 * WalletConnect entry pairs instead).
 */
export function toLatchkeyConnector(connector: WagmiConnector): Connector | undefined {
  if (connector.id === latchkeyConnectorId || connector.type === 'walletConnect') return undefined
  const rdns = typeof connector.rdns === 'string' ? connector.rdns : connector.rdns?.[0]
  const announced = connector.type === 'injected' && connector.id !== plainInjectedId
  return {
    id: connector.id,
    name: connector.name,
    type: announced ? 'ANNOUNCED' : connector.id === plainInjectedId ? 'INJECTED' : 'EXTERNAL',
    chain: 'eip155',
    imageUrl: connector.icon || undefined,
    ...(rdns ? { info: { rdns } } : {}),
  }
}
