import { getPlainAddress } from '../caip/parseCaipAddress.js'
import type { LatchkeyStores } from '../client/LatchkeyClient.js'
import type { LatchkeyInitialState } from '../storage/cookieStorage.js'

/**
 * Shows the connection a server read from cookies before anything else runs, so the server's
 * render and the hydrating one agree on the connected button; restoring then asks the wallet,
 * and a wallet that no longer answers disconnects the namespace as at any start.
 */
export function applyInitialState(stores: LatchkeyStores, initialState: LatchkeyInitialState) {
  const { chains, connection, options } = stores
  const { networks } = options.getState()
  const known = initialState.connections.filter(
    (entry) => chains.getState().chains[entry.namespace] !== undefined,
  )
  for (const { namespace, caipAddress } of known) {
    const reference = caipAddress.split(':')[1]
    const caipNetwork = networks.find(
      (network) => network.caipNetworkId === `${namespace}:${reference}`,
    )
    if (caipNetwork) chains.setNetwork(namespace, { caipNetwork })
    chains.setAccount(namespace, {
      status: 'connected',
      caipAddress,
      address: getPlainAddress(caipAddress),
    })
  }
  const active =
    known.find((entry) => initialState.activeCaipNetworkId?.startsWith(`${entry.namespace}:`)) ??
    known[0]
  if (!active) return
  chains.setActiveNamespace(active.namespace)
  connection.setState({ status: 'connected' })
}
