import { asRegistryError } from './createRegistry.js'
import type { RegistryClient } from './createRegistryClient.js'
import type { RegistryLoadContext } from './createRegistryLoadContext.js'
import { getExcludedWallets } from './getExcludedWallets.js'
import type { GetWalletsResponse } from './registryApi.js'
import { registryLimits } from './registryLimits.js'

const noWallets: GetWalletsResponse = { data: [], count: 0 }

/**
 * Loads the Connect view's lists (featured, recommended, the count, the excluded wallets'
 * rdns) and, with the `analytics` feature, the analytics setting, into the registry's state.
 */
export async function loadConnectLists(
  client: RegistryClient,
  context: RegistryLoadContext,
): Promise<void> {
  const { options, store, connectors, include, exclude, chains, featuredIds } = context
  store.setState({ status: 'loading', error: undefined })
  if (options.features.analytics) loadAnalyticsSetting(client, context)
  try {
    const [featured, recommended, excluded] = await Promise.all([
      featuredIds.length > 0
        ? client.getWallets({
            include: featuredIds,
            exclude,
            chains,
            entries: registryLimits.featuredPageSize,
          })
        : noWallets,
      // Twice the shown count: installed wallets among them are left out by the view.
      client.getWallets({
        include,
        exclude: [...exclude, ...featuredIds],
        chains,
        entries: registryLimits.recommendedCount * 2,
      }),
      getExcludedWallets(client, exclude),
    ])
    context.succeeded()
    store.setState({
      status: 'ready',
      featured: featured.data,
      recommended: recommended.data,
      count: featured.count + recommended.count + options.customWallets.length,
    })
    connectors.setListed({
      featured: context.toConnectors(featured.data),
      recommended: context.toConnectors(recommended.data),
      excludedRdns: excluded.flatMap((wallet) => (wallet.rdns ? [wallet.rdns] : [])),
    })
    context.prefetch([...featured.data, ...recommended.data])
  } catch (error) {
    store.setState({ status: 'error', error: asRegistryError(error) })
    context.report(error, false)
  }
}

// Not awaited: the lists do not wait for the setting.
function loadAnalyticsSetting(client: RegistryClient, { store, log }: RegistryLoadContext) {
  client.getAnalyticsConfig().then(
    ({ isAnalyticsEnabled }) => store.setState({ analyticsEnabled: isAnalyticsEnabled }),
    (error) => {
      // Spec section 7: on failure analytics is off.
      log('Analytics configuration unavailable: analytics off', error)
      store.setState({ analyticsEnabled: false })
    },
  )
}
