import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { Connector } from '../connectors/Connector.js'
import { toRegistryConnector } from '../registry/toRegistryConnector.js'
import { findListedWallet, toInstalledWallet } from './findListedWallet.js'
import { findRegistryWallet } from './findRegistryWallet.js'

/**
 * The wallet a dapp names (`'walletConnect'`, a registry id, an rdns, a connector id or a
 * wallet's name): one the client lists already (see `findListedWallet`), else a custom wallet or
 * the registry's entry fetched by id. Undefined when none is named so. A registry wallet that is
 * installed resolves to the installed connector.
 */
export async function findWallet(
  client: LatchkeyClient,
  wallet: string,
): Promise<Connector | undefined> {
  const listed = findListedWallet(client, wallet)
  if (listed) return listed
  const custom = client.options.customWallets.find((entry) => entry.id === wallet)
  const entry = custom ?? (await findRegistryWallet(client, wallet.trim()))
  return entry && toInstalledWallet(client, toRegistryConnector(entry, client.options.namespaces))
}
