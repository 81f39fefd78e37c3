import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { Connector } from '../connectors/Connector.js'
import { connectorIds } from '../connectors/connectorIds.js'
import { normalizeConnectorName } from '../connectors/normalizeConnectorName.js'

const installedTypes: ReadonlySet<Connector['type']> = new Set([
  'ANNOUNCED',
  'INJECTED',
  'MULTI_CHAIN',
  'EXTERNAL',
])

/** Whether `connector` is the wallet `name` names: its id, registry id, rdns or name. */
function isNamed(connector: Connector, name: string): boolean {
  const key = name.trim().toLowerCase()
  return (
    connector.id.toLowerCase() === key ||
    connector.explorerId?.toLowerCase() === key ||
    connector.info?.rdns?.toLowerCase() === key ||
    normalizeConnectorName(connector.name) === normalizeConnectorName(name)
  )
}

/**
 * The installed wallet that `wallet` is (same rdns or name) when there is one, else `wallet`:
 * a registry wallet in the page connects through the page's.
 */
export function toInstalledWallet(client: LatchkeyClient, wallet: Connector): Connector {
  const installed = client.stores.connectors
    .getState()
    .connectors.filter((connector) => installedTypes.has(connector.type))
  return (
    installed.find(
      (connector) =>
        (wallet.info?.rdns !== undefined && connector.info?.rdns === wallet.info.rdns) ||
        normalizeConnectorName(connector.name) === normalizeConnectorName(wallet.name),
    ) ?? wallet
  )
}

/**
 * The wallet a dapp names (`'walletConnect'`, a registry id, an rdns, a connector id or a name)
 * among those the client knows now: installed first, then the featured, custom and recommended
 * wallets (an installed one resolving to the page's). Undefined when none is (yet) named so.
 */
export function findListedWallet(client: LatchkeyClient, wallet: string): Connector | undefined {
  const { connectors, listed } = client.stores.connectors.getState()
  if (wallet.trim().toLowerCase() === connectorIds.walletConnect.toLowerCase())
    return connectors.find((connector) => connector.id === connectorIds.walletConnect)
  const installed = connectors.filter((connector) => installedTypes.has(connector.type))
  const named = [...installed, ...listed.featured, ...listed.custom, ...listed.recommended].find(
    (connector) => isNamed(connector, wallet),
  )
  return named && toInstalledWallet(client, named)
}
