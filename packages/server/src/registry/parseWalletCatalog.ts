import { getSafeLink } from '@latchkey/core/protocol'
import * as v from 'valibot'
import { fieldsObject } from '../schemas/fieldsObject.js'
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
// What the widget renders is checked by core's `getSafeLink`, an allow-list: the catalog refuses
// the same links, so an operator learns at import what the widget would drop.
const refusedWebLink =
  'must be an https URL (http only on localhost), with no user name or password'
const refusedAppLink =
  "must be an https URL or the wallet's own scheme; schemes the operating system or the browser handles (ms-msdt:, search-ms:, smb:, file:, javascript:...) and intent: links without an https S.browser_fallback_url are refused"

/** A problem's text: `must be <expected>, got <the value>`. */
const expected = (text: string) => (issue: v.BaseIssue<unknown>) =>
  `must be ${text}, got ${describe(issue.input)}`
/** A field that may be absent: absent reads as null. */
const orNull = v.pipe(
  v.unknown(),
  v.transform((value) => (value === undefined ? null : value)),
)

function link(kind: 'web' | 'app') {
  return v.pipe(
    orNull,
    v.check(
      (value) => value === null || (kind === 'web' ? isHttpUrl(value) : isAppLink(value)),
      expected(
        kind === 'web'
          ? 'null or an http(s) URL'
          : 'null or a link with a scheme, such as metamask:// or https://metamask.app.link',
      ),
    ),
    v.check(
      (value) => value === null || getSafeLink(value as string, kind) !== undefined,
      (issue) =>
        `${kind === 'web' ? refusedWebLink : refusedAppLink}, got ${describe(issue.input)}`,
    ),
    v.transform((value) => value as string | null),
  )
}

const links = Object.fromEntries([
  ...httpFields.map((field) => [field, link('web')]),
  ...appLinkFields.map((field) => [field, link('app')]),
]) as Record<(typeof httpFields)[number] | (typeof appLinkFields)[number], ReturnType<typeof link>>

/** The fields of a catalog entry, shaped like `getWallets` data; each problem says what it must be. */
const catalogEntryFields = {
  id: v.custom<string>(
    isWalletId,
    expected('1 to 64 lowercase letters, digits and hyphens, starting with a letter or digit'),
  ),
  name: v.pipe(
    v.custom<string>((value) => {
      const name = typeof value === 'string' ? value.trim() : undefined
      return !!name && name.length <= 64 && !/\p{Cc}/u.test(name)
    }, expected('text of 1 to 64 characters')),
    v.transform((name) => name.trim()),
  ),
  rdns: v.pipe(
    orNull,
    v.check(
      (rdns) =>
        rdns === null ||
        (typeof rdns === 'string' &&
          rdns.length <= 255 &&
          /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(rdns)),
      expected('null or a reverse-DNS name such as io.metamask (EIP-6963)'),
    ),
    v.transform((rdns) => rdns as string | null),
  ),
  chains: v.pipe(
    v.custom<unknown[]>(
      (value) => Array.isArray(value) && value.length > 0 && value.length <= 500,
      expected('a list of 1 to 500 CAIP-2 ids (eip155:1) or namespaces (eip155:*)'),
    ),
    v.array(
      v.custom<string>(
        (chain) => typeof chain === 'string' && parseChainId(chain) !== undefined,
        expected('CAIP-2 ids (eip155:1) or namespaces (eip155:*)'),
      ),
    ),
    v.transform((chains) => [...new Set(chains)]),
  ),
  ...links,
  badge_type: v.pipe(
    v.unknown(),
    v.transform((badge) => badge ?? 'none'),
    v.check(
      (badge) => (badgeTypes as readonly unknown[]).includes(badge),
      expected(`one of ${badgeTypes.join(', ')}`),
    ),
    v.transform((badge) => badge as BadgeType),
  ),
  image: v.pipe(
    orNull,
    v.check(
      (image) => image === null || (typeof image === 'string' && image !== ''),
      expected('a data: URI or the path of an image file'),
    ),
    v.transform((image) => (typeof image === 'string' ? image : undefined)),
  ),
}
const catalogEntrySchema = fieldsObject(catalogEntryFields, 'must be an object')

const knownFields = new Set<string>([
  ...Object.keys(catalogEntryFields),
  // Present when the file is a saved getWallets answer; the server derives it from the image.
  'image_id',
])

/** The file: an array of entries, or an object holding that array in `data` (a saved answer). */
const catalogListSchema = v.pipe(
  v.union(
    [
      v.array(v.unknown()),
      v.pipe(
        v.looseObject({ data: v.array(v.unknown()) }),
        v.transform((file) => file.data),
      ),
    ],
    'the file must hold a JSON array of wallet entries, or an object with that array in `data`',
  ),
  v.maxLength(
    maxCatalogEntries,
    (issue) =>
      `the file holds ${(issue.input as unknown[]).length} entries; at most ${maxCatalogEntries} are allowed`,
  ),
)

/**
 * Checks a catalog as read from JSON: an array of entries shaped like `getWallets` data, or an
 * object holding that array in `data`. Every problem is reported, numbered from entry 1.
 */
export function parseWalletCatalog(value: unknown): ParseWalletCatalogReturnType {
  const file = v.safeParse(catalogListSchema, value, { abortEarly: true })
  if (!file.success) return { entries: [], problems: [file.issues[0].message] }

  const entries: ParsedCatalogEntry[] = []
  const problems: string[] = []
  const firstIndexById = new Map<string, number>()
  file.output.forEach((item, index) => {
    const label = `entry ${index + 1}${isRecord(item) && typeof item.id === 'string' ? ` (id '${item.id}')` : ''}`
    const before = problems.length
    if (isRecord(item))
      for (const key of Object.keys(item))
        if (!knownFields.has(key))
          problems.push(`${label}, ${key}: unknown field (check its spelling)`)
    // An id used twice is a problem of the whole file, told where the id is checked.
    if (isRecord(item) && isWalletId(item.id)) {
      const first = firstIndexById.get(item.id)
      if (first !== undefined)
        problems.push(`${label}, id: '${item.id}' is already used by entry ${first + 1}`)
      else firstIndexById.set(item.id, index)
    }
    const result = v.safeParse(catalogEntrySchema, item, { abortPipeEarly: true })
    if (!result.success)
      for (const issue of result.issues) {
        const field = issue.path?.[0]?.key
        problems.push(
          typeof field === 'string'
            ? `${label}, ${field}: ${issue.message}`
            : `${label}: ${issue.message}`,
        )
      }
    if (problems.length > before || !result.success) return
    entries.push({ ...result.output, index })
  })
  return { entries, problems }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2048 || !URL.canParse(value)) return false
  const { protocol, hostname } = new URL(value)
  return (protocol === 'https:' || protocol === 'http:') && hostname !== ''
}

// The shape of an app link, for the first message; what is safe is `getSafeLink`'s to say.
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
