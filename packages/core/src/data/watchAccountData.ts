import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import { getNamespaceDescriptor } from '../namespaces/getNamespaceDescriptor.js'

/**
 * Keeps the active account's data API state in step with the account: when another account
 * or network becomes active, its token list and failure block are cleared, and its name and
 * avatar are fetched from the identity route (eip155 only, spec section 9; cached 5 minutes).
 * Returns the unwatch function.
 */
export function watchAccountData(context: LatchkeyClient): () => void {
  const { chains } = context.stores
  return chains.subscribe(
    (state) => {
      const chain = state.chains[state.activeNamespace]
      return [
        state.activeNamespace,
        chain?.account.status === 'connected' ? chain.account.address : undefined,
        chain?.network.caipNetwork?.caipNetworkId,
      ] as const
    },
    ([namespace, address, caipNetworkId], previous) => {
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
      // The identity's fetch is a chunk of its own, loaded once an account is connected.
      void import('./updateIdentity.js')
        .then((module) => module.updateIdentity(context, { namespace, address, caipNetworkId }))
        .catch((error: unknown) => logDebug(context, 'Failed to fetch the identity', error))
    },
    {
      isEqual: (a, b) => a.every((value, index) => value === b[index]),
      fireImmediately: true,
    },
  )
}
