import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { connectOtherNamespaces } from '../connection/connectOtherNamespaces.js'
import { findSource } from '../connection/findSource.js'
import { followUnsupportedChain } from '../connection/followUnsupportedChain.js'
import { refreshBalance } from '../connection/refreshBalance.js'
import { setAccountNetwork } from '../connection/setAccountNetwork.js'
import { activeCaipNetworkIdStorageKey } from '../connection/storageKeys.js'
import type { ClientContext } from '../context/ClientContext.js'
import { getClientContext } from '../context/getClientContext.js'
import { NetworkNotFoundError } from '../errors/client.js'
import { isUserRejection } from '../errors/rpc.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'

/** The toast of a failed switch (spec section 8). */
export const switchNetworkErrorMessage = 'Chain is not supported'

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
  const context = getClientContext(client)
  const { chains, connection, toast } = context.stores
  const network = context.options.networks.find(
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
      await enterNamespace(context, network)
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
      await context.adapters.get(namespace)?.switchNetwork(network)
      const connector = context.stores.connectors
        .getState()
        .discovered[namespace]?.find((entry) => entry.id === account.connectedWalletInfo?.id)
      if (connector) await findSource(context, connector).selectNetwork?.(network)
    } catch (error) {
      const declined = isUserRejection(error)
      if (current())
        connection.setState({
          networkSwitch: { ...request, status: declined ? 'declined' : 'failed', error },
        })
      if (!declined) {
        toast.show({ message: switchNetworkErrorMessage, variant: 'error' })
        client.shake()
      }
      throw error
    }
    if (current()) connection.setState({ networkSwitch: undefined })
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

/** Resets the old namespace's forms and connects the new one when the connected wallet offers it. */
async function enterNamespace(context: ClientContext, network: CaipNetwork): Promise<void> {
  const { chains, connectors, router, modal } = context.stores
  const namespace = network.chainNamespace
  for (const feature of context.features.values()) feature.onNamespaceChange?.(namespace)
  const state = chains.getState()
  if (state.chains[namespace]?.account.status === 'connected') return
  chains.setNetwork(namespace, { caipNetwork: network })
  const wallet = state.chains[state.activeNamespace]?.account.connectedWalletInfo
  const { discovered, connectors: listed } = connectors.getState()
  const connector = wallet && discovered[state.activeNamespace]?.find(({ id }) => id === wallet.id)
  if (connector) {
    const entry = listed.find((item) => item.connectors?.some(({ id }) => id === connector.id))
    await connectOtherNamespaces(context, connector, entry)
  }
  if (chains.getState().chains[namespace]?.account.status === 'connected') return
  // No wallet of that namespace yet: the modal offers the wallets (both namespaces' are listed).
  if (modal.getState().open) router.replace('Connect')
}
