import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { IdentityResponse } from './dataApi.js'

/**
 * An address's name and avatar from the data API's identity route, shared by every caller and
 * kept 5 minutes (spec section 9); a failed request is not kept. Needs the `apiUrl` option.
 */
export async function getIdentity(
  context: LatchkeyClient,
  parameters: { address: string; sender?: string | undefined },
): Promise<IdentityResponse> {
  const { data } = context
  if (!data.api) return { name: null, avatar: null }
  const key = parameters.address.toLowerCase()
  let request = data.identities.get(key)
  if (!request) {
    request = data.api.getIdentity(parameters)
    data.identities.set(key, request)
  }
  try {
    return await request
  } catch (error) {
    if (data.identities.get(key) === request) data.identities.delete(key)
    throw error
  }
}
