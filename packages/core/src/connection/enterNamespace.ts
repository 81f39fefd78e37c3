import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'
import { connectOtherNamespaces } from './connectOtherNamespaces.js'

/** Resets the old namespace's forms and connects the new one when the connected wallet offers it. */
export async function enterNamespace(context: LatchkeyClient, network: CaipNetwork): Promise<void> {
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
