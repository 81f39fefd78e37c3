import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import { getNamespaceDescriptor } from '../namespaces/getNamespaceDescriptor.js'

/** The active namespace, its connected account's address and its network, as watched. */
export type AccountDataKey = readonly [
  namespace: ChainNamespace,
  address: string | undefined,
  caipNetworkId: string | undefined,
]

/**
 * Brings the active account's data API state in step with the account (see watchAccountData):
 * another account or network clears its token list and failure block, and a connected eip155
 * account's name and avatar are fetched (the identity's fetch a chunk of its own).
 */
export function applyAccountData(
  context: LatchkeyClient,
  [namespace, address, caipNetworkId]: AccountDataKey,
  previous: AccountDataKey,
): void {
  const { chains } = context.stores
  if (previous[1] !== address || previous[2] !== caipNetworkId) {
    context.data.portfolio.setState({
      status: 'idle',
      caipAddress: undefined,
      supported: undefined,
      lastRetry: undefined,
    })
    if (address && previous[1] === address) chains.setAccount(namespace, { tokenBalance: [] })
  }
  const { names } = getNamespaceDescriptor(context.adapters, namespace).supports
  if (!address || !caipNetworkId || !names || !context.data.api) return
  void import('./updateIdentity.js')
    .then((module) => module.updateIdentity(context, { namespace, address, caipNetworkId }))
    .catch((error: unknown) => logDebug(context, 'Failed to fetch the identity', error))
}
