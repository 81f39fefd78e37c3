import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { createRegistryClient } from '../registry/createRegistryClient.js'
import type { RegistryWallet } from '../registry/registryApi.js'

/**
 * One registry wallet by its id (for a button naming it), unless the options leave it out
 * (`excludeWalletIds`, or not in `includeWalletIds`); undefined when the registry does not list it
 * or there is none. Rejects when the registry cannot be reached. Its own request, made only by a
 * page with such a button: the registry's client stays out of every page's first load.
 */
export async function findRegistryWallet(
  client: LatchkeyClient,
  id: string,
): Promise<RegistryWallet | undefined> {
  const { registryUrl, projectId, enableWallets, includeWalletIds, excludeWalletIds } =
    client.options
  const included = includeWalletIds.length === 0 || includeWalletIds.includes(id)
  if (!registryUrl || !enableWallets || !included || excludeWalletIds.includes(id)) return undefined
  const registry = createRegistryClient({ baseUrl: registryUrl, projectId })
  const answer = await registry.getWallets({ include: [id], entries: 1 })
  return answer.data.find((wallet) => wallet.id === id)
}
