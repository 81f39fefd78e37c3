import { getSafeLink } from '@latchkey/core/internal'
import { isWalletId } from './isWalletId.js'
import { parseChainId } from './parseChainId.js'
import { type BadgeType, badgeTypes, type WalletEntry } from './WalletEntry.js'

/** An entry whose fields are checked; `image` is still the file's text (a data: URI or a path). */
type ParsedCatalogEntry = Omit<WalletEntry, 'image_id'> & {
  image: string | undefined
  /** Where the entry sits in the file, from 0: problems found later name it by `index + 1`. */
  index: number
}

/** What `parseWalletCatalog` found: the good entries, and one line per problem. */
export type ParseWalletCatalogReturnType = {
  entries: ParsedCatalogEntry[]
  problems: string[]
}

/** Most entries one catalog file may hold. */
const maxCatalogEntries = 50_000

// Web, store and homepage links are https; mobile and desktop links may also be the wallet's own
// scheme (desktop apps register one too: ledgerlive://).
const httpFields = ['homepage', 'webapp_link', 'app_store', 'play_store', 'chrome_store'] as const
const appLinkFields = ['mobile_link', 'desktop_link'] as const
const knownFields = new Set<string>([
  'id',
  'name',
  'rdns',
  'chains',
  ...httpFields,
  ...appLinkFields,
  'badge_type',
  'image',
  // Present when the file is a saved getWallets answer; the server derives it from the image.
  'image_id',
])
// What the widget renders is checked by core's `getSafeLink`, an allow-list: the catalog refuses
// the same links, so an operator learns at import what the widget would drop.
const refusedWebLink =
  'must be an https URL (http only on localhost), with no user name or password'
const refusedAppLink =
  "must be an https URL or the wallet's own scheme; schemes the operating system or the browser handles (ms-msdt:, search-ms:, smb:, file:, javascript:...) and intent: links without an https S.browser_fallback_url are refused"

/**
 * Checks a catalog as read from JSON: an array of entries shaped like `getWallets` data, or an
 * object holding that array in `data`. Every problem is reported, numbered from entry 1.
 */
export function parseWalletCatalog(value: unknown): ParseWalletCatalogReturnType {
  const list = Array.isArray(value)
    ? value
    : isRecord(value) && Array.isArray(value.data)
      ? value.data
      : undefined
  if (!list)
    return {
      entries: [],
      problems: [
        'the file must hold a JSON array of wallet entries, or an object with that array in `data`',
      ],
    }
  if (list.length > maxCatalogEntries)
    return {
      entries: [],
      problems: [`the file holds ${list.length} entries; at most ${maxCatalogEntries} are allowed`],
    }

  const entries: ParsedCatalogEntry[] = []
  const problems: string[] = []
  const firstIndexById = new Map<string, number>()
  list.forEach((item, index) => {
    const label = `entry ${index + 1}${isRecord(item) && typeof item.id === 'string' ? ` (id '${item.id}')` : ''}`
    const report = (field: string, problem: string) =>
      problems.push(`${label}, ${field}: ${problem}`)
    const expect = (field: string, expected: string, got: unknown) =>
      report(field, `must be ${expected}, got ${describe(got)}`)
    if (!isRecord(item)) {
      problems.push(`${label}: must be an object`)
      return
    }
    const before = problems.length

    for (const key of Object.keys(item))
      if (!knownFields.has(key)) report(key, 'unknown field (check its spelling)')

    const id = item.id
    if (!isWalletId(id))
      expect(
        'id',
        '1 to 64 lowercase letters, digits and hyphens, starting with a letter or digit',
        id,
      )
    else if (firstIndexById.has(id))
      report('id', `'${id}' is already used by entry ${firstIndexById.get(id)! + 1}`)
    else firstIndexById.set(id, index)

    const name = typeof item.name === 'string' ? item.name.trim() : undefined
    if (!name || name.length > 64 || /\p{Cc}/u.test(name))
      expect('name', 'text of 1 to 64 characters', item.name)

    const rdns = optional(item.rdns)
    if (
      rdns !== null &&
      (typeof rdns !== 'string' || rdns.length > 255 || !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(rdns))
    )
      expect('rdns', 'null or a reverse-DNS name such as io.metamask (EIP-6963)', rdns)

    const chains: string[] = []
    if (!Array.isArray(item.chains) || item.chains.length === 0 || item.chains.length > 500)
      expect(
        'chains',
        'a list of 1 to 500 CAIP-2 ids (eip155:1) or namespaces (eip155:*)',
        item.chains,
      )
    else
      for (const chain of item.chains) {
        if (typeof chain !== 'string' || !parseChainId(chain))
          expect('chains', 'CAIP-2 ids (eip155:1) or namespaces (eip155:*)', chain)
        else if (!chains.includes(chain)) chains.push(chain)
      }

    const links: Record<string, string | null> = {}
    for (const field of httpFields) {
      const link = optional(item[field])
      if (link !== null && !isHttpUrl(link)) expect(field, 'null or an http(s) URL', link)
      else if (link !== null && !getSafeLink(link, 'web'))
        report(field, `${refusedWebLink}, got ${describe(link)}`)
      links[field] = typeof link === 'string' ? link : null
    }
    for (const field of appLinkFields) {
      const link = optional(item[field])
      if (link !== null && !isAppLink(link))
        expect(
          field,
          'null or a link with a scheme, such as metamask:// or https://metamask.app.link',
          link,
        )
      else if (link !== null && !getSafeLink(link, 'app'))
        report(field, `${refusedAppLink}, got ${describe(link)}`)
      links[field] = typeof link === 'string' ? link : null
    }

    const badge = optional(item.badge_type) ?? 'none'
    if (!(badgeTypes as readonly unknown[]).includes(badge))
      expect('badge_type', `one of ${badgeTypes.join(', ')}`, badge)

    const image = optional(item.image)
    if (image !== null && (typeof image !== 'string' || image === ''))
      expect('image', 'a data: URI or the path of an image file', image)

    if (problems.length > before) return
    entries.push({
      id: id as string,
      name: name as string,
      rdns: rdns as string | null,
      chains,
      mobile_link: links.mobile_link ?? null,
      desktop_link: links.desktop_link ?? null,
      webapp_link: links.webapp_link ?? null,
      homepage: links.homepage ?? null,
      app_store: links.app_store ?? null,
      play_store: links.play_store ?? null,
      chrome_store: links.chrome_store ?? null,
      badge_type: badge as BadgeType,
      image: typeof image === 'string' ? image : undefined,
      index,
    })
  })
  return { entries, problems }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function optional(value: unknown): unknown {
  return value === undefined ? null : value
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2048 || !URL.canParse(value)) return false
  const { protocol, hostname } = new URL(value)
  return (protocol === 'https:' || protocol === 'http:') && hostname !== ''
}

function isAppLink(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2048 || /\s/.test(value)) return false
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value) || !URL.canParse(value)) return false
  const { protocol, hostname } = new URL(value)
  if (['javascript:', 'data:', 'vbscript:'].includes(protocol.toLowerCase())) return false
  return (protocol !== 'https:' && protocol !== 'http:') || hostname !== ''
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing'
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}
