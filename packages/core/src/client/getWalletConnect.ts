import type { ResolvedOptions } from '../options/LatchkeyOptions.js'
import { createLazyWalletConnect } from '../walletconnect/createLazyWalletConnect.js'
import type { WalletConnect } from '../walletconnect/WalletConnect.js'
import type { LatchkeyStores } from './ClientContext.js'

/**
 * The client's WalletConnect when the dapp set a relay and left WalletConnect on, else
 * undefined (no relay is assumed: a self-hosted dapp names its own). Nothing loads until used.
 */
export function getWalletConnect(
  options: ResolvedOptions,
  stores: Pick<LatchkeyStores, 'connection'>,
  log: (message: string, error?: unknown) => void,
): WalletConnect | undefined {
  if (!options.relayUrl || !options.enableWalletConnect) return undefined
  return createLazyWalletConnect({
    relayUrl: options.relayUrl,
    verifyUrl: options.verifyUrl,
    projectId: options.projectId,
    metadata: options.metadata,
    networks: options.networks,
    connection: stores.connection,
    log,
    debug: options.debug,
  })
}
