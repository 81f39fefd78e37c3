import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import { getIdentity } from './getIdentity.js'
import { isNetworkSupported } from './isNetworkSupported.js'

/**
 * Fetches the connected eip155 account's name and avatar (identity route, spec section 9) and
 * sets them on the account while it is still the connected one; a failure is logged.
 */
export async function updateIdentity(
  context: LatchkeyClient,
  parameters: { namespace: ChainNamespace; address: string; caipNetworkId: string },
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
    logDebug(context, 'Failed to fetch the identity', error)
  }
}
