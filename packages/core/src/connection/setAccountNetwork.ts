import { formatCaipAddress } from '../caip/formatCaipAddress.js'
import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getNamespaceDescriptor } from '../namespaces/getNamespaceDescriptor.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'
import { getAddressExplorerUrl } from '../networks/getAddressExplorerUrl.js'
import type { AccountState } from '../stores/chainState.js'
import { activeCaipNetworkIdStorageKey } from './storageKeys.js'

/**
 * Sets the network and active address of `namespace` in one change, with caipAddress and the
 * explorer link in step and any `account` fields; a new address or network drops the balance.
 */
export function setAccountNetwork(
  context: LatchkeyClient,
  namespace: ChainNamespace,
  caipNetwork: CaipNetwork,
  address: string,
  account: Partial<AccountState> = {},
): void {
  const { chains, options } = context.stores
  const current = chains.getState().chains[namespace]
  // The same chain again keeps its network object, so snapshots do not change for nothing.
  const network =
    current?.network.caipNetwork?.caipNetworkId === caipNetwork.caipNetworkId
      ? current.network.caipNetwork
      : caipNetwork
  const changed = current?.account.address !== address || current.network.caipNetwork !== network
  chains.setChain(namespace, {
    network: { caipNetwork: network },
    account: {
      address,
      caipAddress: formatCaipAddress({ namespace, reference: network.id, address }),
      addressExplorerUrl: getAddressExplorerUrl(
        network,
        address,
        getNamespaceDescriptor(context.adapters, namespace),
      ),
      ...(changed ? { balance: undefined, balanceSymbol: undefined } : {}),
      ...account,
    },
  })
  if (options.getState().networks.includes(network))
    context.storage.setItem(activeCaipNetworkIdStorageKey, network.caipNetworkId)
}
