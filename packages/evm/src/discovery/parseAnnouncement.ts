import { type Eip1193Provider, isEip1193Provider } from '../provider/Eip1193Provider.js'

/** How a wallet describes itself in an EIP-6963 announcement. */
type Eip6963ProviderInfo = { uuid: string; name: string; icon: string; rdns: string }

/** The detail of an `eip6963:announceProvider` event. */
export type Eip6963ProviderDetail = { info: Eip6963ProviderInfo; provider: Eip1193Provider }

/**
 * Reads an `eip6963:announceProvider` event, or undefined when it is not a usable announcement:
 * any script on the page can dispatch one, so its shape is checked before it becomes a connector.
 */
export function parseAnnouncement(event: Event): Eip6963ProviderDetail | undefined {
  const detail: unknown = (event as CustomEvent<unknown>).detail
  if (typeof detail !== 'object' || detail === null) return undefined
  const { info, provider } = detail as { info?: unknown; provider?: unknown }
  if (typeof info !== 'object' || info === null || !isEip1193Provider(provider)) return undefined
  const { uuid, name, icon, rdns } = info as Record<string, unknown>
  if (typeof uuid !== 'string' || uuid === '') return undefined
  if (typeof name !== 'string' || name.trim() === '') return undefined
  return {
    info: {
      uuid,
      name: name.trim(),
      // EIP-6963 requires a data URI; anything else would make the page fetch a wallet's URL.
      icon: typeof icon === 'string' && icon.startsWith('data:image/') ? icon : '',
      rdns: typeof rdns === 'string' ? rdns : '',
    },
    provider,
  }
}
