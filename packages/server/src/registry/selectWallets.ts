import type { GetWalletsParameters, GetWalletsReturnType } from './getWallets.js'
import type { RegistryWallet } from './readRegistrySnapshot.js'

/**
 * One page of the catalog held in memory (`wallets` in catalog order). Order: with `search`, exact
 * name first, then names starting with it, then names containing it; with `include` alone, the
 * order of `include`; otherwise catalog order. Ties keep catalog order, so pages never overlap.
 */
export function selectWallets(
  wallets: readonly RegistryWallet[],
  parameters: GetWalletsParameters,
): GetWalletsReturnType {
  const include = parameters.include ? new Set(parameters.include) : undefined
  const exclude = parameters.exclude?.length ? new Set(parameters.exclude) : undefined
  // A filter chain eip155:1 matches entries listing eip155:1 or eip155:*; a filter eip155:*
  // matches every entry with any eip155 chain.
  let exact: Set<string> | undefined
  let namespaces: Set<string> | undefined
  if (parameters.chains?.length) {
    exact = new Set()
    namespaces = new Set()
    for (const chain of parameters.chains) {
      if (chain.reference === '*') namespaces.add(chain.namespace)
      else exact.add(chain.id).add(`${chain.namespace}:*`)
    }
  }
  const certified = parameters.badgeType === 'certified'
  const needle = parameters.search?.toLowerCase()

  let matches = wallets.filter(
    (wallet) =>
      (!include || include.has(wallet.entry.id)) &&
      !exclude?.has(wallet.entry.id) &&
      (!exact ||
        wallet.entry.chains.some((chain) => exact.has(chain)) ||
        wallet.namespaces.some((namespace) => namespaces!.has(namespace))) &&
      (!certified || wallet.entry.badge_type === 'certified') &&
      (needle === undefined || wallet.lowerName.includes(needle)),
  )
  // Array sort is stable: equal ranks keep catalog order.
  if (needle !== undefined) {
    const rank = (wallet: RegistryWallet) =>
      wallet.lowerName === needle ? 0 : wallet.lowerName.startsWith(needle) ? 1 : 2
    matches = matches.sort((a, b) => rank(a) - rank(b))
  } else if (parameters.include) {
    const order = new Map(parameters.include.map((id, index) => [id, index]))
    matches = matches.sort((a, b) => order.get(a.entry.id)! - order.get(b.entry.id)!)
  }
  const start = (parameters.page - 1) * parameters.entries
  return {
    data: matches.slice(start, start + parameters.entries).map((wallet) => wallet.entry),
    count: matches.length,
  }
}
