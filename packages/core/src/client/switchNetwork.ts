import { NetworkNotFoundError } from '../errors/client.js'
import { isUserRejection } from '../errors/rpc.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'
import type { ClientContext } from './ClientContext.js'
import { setAccountNetwork } from './connectionState.js'
import { refreshBalance } from './fetchBalance.js'
import { followUnsupportedChain } from './openModal.js'
import { activeCaipNetworkIdStorageKey } from './storageKeys.js'

/** The toast of a failed switch (spec section 8). */
export const switchNetworkErrorMessage = 'Chain is not supported'

/**
 * Moves to a configured network: asks the wallet when its namespace is connected, else only
 * selects it; the namespace becomes active. A failure other than the user declining shows
 * 'Chain is not supported'; either way the returned promise rejects with the wallet's error.
 */
export async function switchNetwork(
  context: ClientContext,
  caipNetwork: CaipNetwork,
): Promise<void> {
  const { chains, toast } = context.stores
  const network = context.options.networks.find(
    (configured) => configured.caipNetworkId === caipNetwork?.caipNetworkId,
  )
  if (!network)
    throw new NetworkNotFoundError({
      details: `${String(caipNetwork?.caipNetworkId)} is not configured`,
    })
  const namespace = network.chainNamespace
  const account = chains.getState().chains[namespace]?.account

  if (account?.status === 'connected' && account.address) {
    try {
      await context.adapters.get(namespace)?.switchNetwork(network)
    } catch (error) {
      if (!isUserRejection(error))
        toast.show({ message: switchNetworkErrorMessage, variant: 'error' })
      throw error
    }
    // The adapter's chainChanged usually got here first; setting it again changes nothing.
    setAccountNetwork(context, namespace, network, account.address)
    refreshBalance(context, namespace)
  } else {
    chains.setNetwork(namespace, { caipNetwork: network })
    context.storage.setItem(activeCaipNetworkIdStorageKey, network.caipNetworkId)
  }
  chains.setActiveNamespace(namespace)
  context.track('SWITCH_NETWORK', { caipNetworkId: network.caipNetworkId })
  followUnsupportedChain(context, namespace)
}
