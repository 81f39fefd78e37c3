import type { ClientContext } from '../context/ClientContext.js'
import { getIdentity } from './getIdentity.js'
import { isNetworkSupported } from './isNetworkSupported.js'

/**
 * Keeps the active account's data API state in step with the account: when another account
 * or network becomes active, its token list and failure block are cleared, and its name and
 * avatar are fetched from the identity route (eip155 only, spec section 9; cached 5 minutes).
 * Returns the unwatch function.
 */
export function watchAccountData(context: ClientContext): () => void {
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
      if (!address || !caipNetworkId || namespace !== 'eip155' || !context.data.api) return
      void updateIdentity(context, { namespace, address, caipNetworkId })
    },
    {
      isEqual: (a, b) => a.every((value, index) => value === b[index]),
      fireImmediately: true,
    },
  )
}

async function updateIdentity(
  context: ClientContext,
  parameters: { namespace: 'eip155'; address: string; caipNetworkId: string },
) {
  const { chains } = context.stores
  try {
    if (!(await isNetworkSupported(context, parameters.caipNetworkId))) return
    const identity = await getIdentity(context, {
      address: parameters.address,
      sender: parameters.address,
    })
    const account = chains.getState().chains[parameters.namespace]?.account
    if (account?.address !== parameters.address || account.status !== 'connected') return
    chains.setAccount(parameters.namespace, {
      profileName: identity.name ?? undefined,
      profileImage: identity.avatar ?? undefined,
    })
  } catch (error) {
    context.log('Failed to fetch the identity', error)
  }
}
