import type { Connector } from './Connector.js'

/** The options that switch kinds of connectors off (each default true). */
export type ConnectorFilter = {
  /** False hides unannounced page providers ('Browser Wallet'). */
  enableInjected?: boolean | undefined
  /** False hides wallets announced through EIP-6963 and the like. */
  enableEIP6963?: boolean | undefined
  enableWalletConnect?: boolean | undefined
  /** False hides every wallet, leaving only the embedded wallet's email and social login. */
  enableWallets?: boolean | undefined
}

/** Drops the connectors the dapp switched off. */
export function filterConnectors(
  connectors: readonly Connector[],
  filter: ConnectorFilter,
): Connector[] {
  return connectors.filter((connector) => {
    if (connector.type === 'AUTH') return true
    if (filter.enableWallets === false) return false
    if (connector.type === 'INJECTED') return filter.enableInjected !== false
    if (connector.type === 'ANNOUNCED') return filter.enableEIP6963 !== false
    if (connector.type === 'WALLET_CONNECT') return filter.enableWalletConnect !== false
    return true
  })
}
