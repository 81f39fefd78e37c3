import type {
  SatsConnectProviderInfo,
  SatsConnectProviderObject,
} from '../provider/createSatsConnectBitcoinProvider.js'

/** A page's window as sats-connect's discovery reads it. */
export type SatsConnectWindow = { btc_providers?: unknown }

/**
 * The sats-connect providers a page lists in `window.btc_providers`, each with the object its id
 * names (a path on window, `XverseProviders.BitcoinProvider`): entries without a `request` are
 * skipped, and the list is read at most 50 entries long (a page controls it).
 */
export function readSatsConnectProviders(
  page: SatsConnectWindow | undefined,
): { info: SatsConnectProviderInfo; provider: SatsConnectProviderObject }[] {
  const list = page?.btc_providers
  if (!Array.isArray(list)) return []
  const found: { info: SatsConnectProviderInfo; provider: SatsConnectProviderObject }[] = []
  for (const entry of list.slice(0, 50)) {
    const { id, name, icon } = (entry ?? {}) as Record<string, unknown>
    if (typeof id !== 'string' || typeof name !== 'string') continue
    const provider = id
      .split('.')
      .reduce<unknown>(
        (object, key) => (object as Record<string, unknown> | undefined)?.[key],
        page,
      )
    if (typeof (provider as SatsConnectProviderObject | undefined)?.request !== 'function') continue
    found.push({
      info: { id, name, icon: typeof icon === 'string' ? icon : undefined },
      provider: provider as SatsConnectProviderObject,
    })
  }
  return found
}
