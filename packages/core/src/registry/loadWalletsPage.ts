import { asRegistryError } from './createRegistry.js'
import type { RegistryClient } from './createRegistryClient.js'
import type { RegistryLoadContext } from './createRegistryLoadContext.js'
import { registryLimits } from './registryLimits.js'

/** Loads All Wallets' next page into the registry's state, unless every page is loaded. */
export async function loadWalletsPage(
  client: RegistryClient,
  context: RegistryLoadContext,
): Promise<void> {
  const { pages, featured } = context.store.getState()
  if (pages.count !== undefined && pages.wallets.length >= pages.count) return
  const page = pages.page + 1
  context.setPages({ status: 'loading', error: undefined })
  try {
    const result = await client.getWallets({
      page,
      entries: registryLimits.pageSize,
      include: context.include,
      // The featured wallets head the list already.
      exclude: [...context.exclude, ...featured.map((wallet) => wallet.id)],
      chains: context.chains,
    })
    context.succeeded()
    const wallets = [...pages.wallets, ...result.data]
    // An empty page ends the list even if the catalog shrank under the count.
    context.setPages({
      wallets,
      page,
      count: result.data.length === 0 ? wallets.length : result.count,
      status: 'ready',
    })
    context.prefetch(result.data, registryLimits.pageImageCount)
  } catch (error) {
    context.setPages({ status: 'error', error: asRegistryError(error) })
    context.report(error, true)
  }
}
