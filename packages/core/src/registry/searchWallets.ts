import { asRegistryError } from './createRegistry.js'
import type { RegistryClient } from './createRegistryClient.js'
import type { RegistryLoadContext } from './createRegistryLoadContext.js'
import { registryLimits } from './registryLimits.js'

/**
 * Searches the registry by name into the registry's state. Once `signal` aborted (a newer
 * search started) its answer or failure is dropped.
 */
export async function searchWallets(
  client: RegistryClient,
  context: RegistryLoadContext,
  query: string,
  signal: AbortSignal,
): Promise<void> {
  context.setSearch({ status: 'loading', error: undefined })
  try {
    const result = await client.getWallets({
      search: query,
      entries: registryLimits.searchEntries,
      include: context.include,
      exclude: context.exclude,
      chains: context.chains,
      signal,
    })
    if (signal.aborted) return
    context.succeeded()
    context.setSearch({ wallets: result.data, status: 'ready' })
    context.prefetch(result.data, registryLimits.pageImageCount)
  } catch (error) {
    if (signal.aborted) return
    context.setSearch({ status: 'error', error: asRegistryError(error) })
    context.report(error, true)
  }
}
