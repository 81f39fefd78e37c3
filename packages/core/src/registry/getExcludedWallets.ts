import type { RegistryClient } from './createRegistryClient.js'
import type { RegistryWallet } from './registryApi.js'
import { registryLimits } from './registryLimits.js'

/**
 * The excluded wallets' entries, for their rdns: an installed wallet announcing one is hidden.
 * The ids go in chunks of one search's size, the most the service answers in one list.
 */
export async function getExcludedWallets(
  client: Pick<RegistryClient, 'getWallets'>,
  exclude: readonly string[],
): Promise<RegistryWallet[]> {
  const chunks: string[][] = []
  for (let index = 0; index < exclude.length; index += registryLimits.searchEntries)
    chunks.push(exclude.slice(index, index + registryLimits.searchEntries))
  const pages = await Promise.all(
    chunks.map((ids) => client.getWallets({ include: ids, entries: registryLimits.searchEntries })),
  )
  return pages.flatMap((page) => page.data)
}
