import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { trackEvent } from '../client/trackEvent.js'
import { findSource } from '../connection/findSource.js'
import { followUnsupportedChain } from '../connection/followUnsupportedChain.js'
import { refreshBalance } from '../connection/refreshBalance.js'
import { setAccountNetwork } from '../connection/setAccountNetwork.js'
import { activeCaipNetworkIdStorageKey } from '../connection/storageKeys.js'
import { NetworkNotFoundError } from '../errors/client.js'
import { isUserRejection } from '../errors/isUserRejection.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'
import { shakeModal } from './shakeModal.js'
import { switchNetworkErrorMessage } from './switchNetworkErrorMessage.js'

/**
 * Moves to a configured network: asks the wallet when its namespace is connected, else only
 * selects it; the namespace becomes active. A network of another namespace sets
 * `switchingNamespace` while it runs, resets the features' forms (the send form), and connects
 * that namespace when the connected wallet offers it (a multi-chain wallet, a WalletConnect
 * session); otherwise the open modal moves to Connect to pick a wallet for it. `getConnection().networkSwitch` follows the request:
 * 'pending', then cleared on success, or 'declined' / 'failed' with the wallet's error for the
 * views to show. A failure other than the user declining also toasts 'Chain is not supported' and
 * the modal shakes. Either way the returned promise rejects with the wallet's error.
 */
export async function switchNetwork(
  client: LatchkeyClient,
  caipNetwork: CaipNetwork,
): Promise<void> {
  const { chains, connection, toast } = client.stores
  const network = client.options.networks.find(
    (configured) => configured.caipNetworkId === caipNetwork?.caipNetworkId,
  )
  if (!network)
    throw new NetworkNotFoundError({
      details: `${String(caipNetwork?.caipNetworkId)} is not configured`,
    })
  const namespace = network.chainNamespace
  const active = chains.getState().activeNamespace
  if (namespace !== active) {
    connection.setState({ switchingNamespace: true })
    try {
      // Only a dapp of several namespaces gets here: a one-namespace page never fetches it.
      const { enterNamespace } = await import('../connection/enterNamespace.js')
      await enterNamespace(client, network)
    } finally {
      connection.setState({ switchingNamespace: false })
    }
  }
  const { account } = chains.getState().chains[namespace] ?? {}

  if (account?.status === 'connected' && account.address) {
    const request = { caipNetworkId: network.caipNetworkId, status: 'pending' as const }
    connection.setState({ networkSwitch: request })
    const current = () => connection.getState().networkSwitch === request
    try {
      await client.adapters.get(namespace)?.switchNetwork(network)
      const connector = client.stores.connectors
        .getState()
        .discovered[namespace]?.find((entry) => entry.id === account.connectedWalletInfo?.id)
      if (connector) await findSource(client, connector).selectNetwork?.(network)
    } catch (error) {
      const declined = isUserRejection(error)
      if (current())
        connection.setState({
          networkSwitch: { ...request, status: declined ? 'declined' : 'failed', error },
        })
      if (!declined) {
        toast.show({ message: switchNetworkErrorMessage, variant: 'error' })
        shakeModal(client)
      }
      throw error
    }
    if (current()) connection.setState({ networkSwitch: undefined })
    // The adapter's chainChanged usually got here first; setting it again changes nothing. Its
    // accountsChanged too: an address written per network (polkadot's SS58 prefixes) is kept.
    const address = chains.getState().chains[namespace]?.account.address || account.address
    setAccountNetwork(client, namespace, network, address)
    refreshBalance(client, namespace)
  } else {
    chains.setNetwork(namespace, { caipNetwork: network })
    client.storage.setItem(activeCaipNetworkIdStorageKey, network.caipNetworkId)
  }
  chains.setActiveNamespace(namespace)
  trackEvent(client, 'SWITCH_NETWORK', { caipNetworkId: network.caipNetworkId })
  followUnsupportedChain(client, namespace)
}
