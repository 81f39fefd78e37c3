import { InvalidParameterError } from '../errors/parameter.js'
import type { GetWalletsParameters } from './getWallets.js'
import { isWalletId } from './isWalletId.js'
import { type ParsedChainId, parseChainId } from './parseChainId.js'
import { badgeTypes } from './WalletEntry.js'

/** Most entries a page may hold (spec section 9: search asks for 100). */
const maxEntriesPerPage = 100
/** Entries per page when `entries` is absent (spec section 9: a page fetch is 40). */
const defaultEntriesPerPage = 40

const maxListLength = 500
const maxPage = 1_000_000

/**
 * Checks the query of `GET /getWallets`, throwing InvalidParameterError (400) naming the first bad
 * parameter. Empty values count as absent; `projectId`, `st`, `sv` and unknown ones are ignored.
 */
export function parseGetWalletsQuery(query: Record<string, unknown>): GetWalletsParameters {
  const read = (name: string): string | undefined => {
    const value = query[name]
    if (Array.isArray(value))
      throw new InvalidParameterError(name, `must be given once, got it ${value.length} times`)
    return typeof value === 'string' && value !== '' ? value : undefined
  }

  const page = readInteger('page', read('page'), 1, maxPage) ?? 1
  const entries =
    readInteger('entries', read('entries'), 1, maxEntriesPerPage) ?? defaultEntriesPerPage
  const include = readIds('include', read('include'))
  const exclude = readIds('exclude', read('exclude'))

  const chainsValue = read('chains')
  let chains: ParsedChainId[] | undefined
  if (chainsValue !== undefined) {
    const items = chainsValue.split(',')
    checkLength('chains', items)
    chains = items.map((item) => {
      const chain = parseChainId(item.trim())
      if (!chain)
        throw new InvalidParameterError(
          'chains',
          `must list CAIP-2 ids such as eip155:1 or namespaces such as solana:*, separated by commas: ${quote(item)} is neither`,
        )
      return chain
    })
  }

  const searchValue = read('search')?.trim()
  if (searchValue !== undefined && ([...searchValue].length > 100 || /\p{Cc}/u.test(searchValue)))
    throw new InvalidParameterError('search', 'must be text of at most 100 characters')

  const badge = read('badge_type')
  if (badge !== undefined && !(badgeTypes as readonly string[]).includes(badge))
    throw new InvalidParameterError(
      'badge_type',
      `must be one of ${badgeTypes.join(', ')}, got ${quote(badge)}`,
    )

  return {
    page,
    entries,
    include,
    exclude,
    chains,
    search: searchValue === '' ? undefined : searchValue,
    badgeType: badge as GetWalletsParameters['badgeType'],
  }
}

function readInteger(name: string, value: string | undefined, min: number, max: number) {
  if (value === undefined) return undefined
  const number = /^\d{1,7}$/.test(value) ? Number(value) : Number.NaN
  if (!(number >= min && number <= max))
    throw new InvalidParameterError(
      name,
      `must be an integer from ${min} to ${max}, got ${quote(value)}`,
    )
  return number
}

function readIds(name: string, value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined
  const ids = value.split(',').map((id) => id.trim())
  checkLength(name, ids)
  for (const id of ids)
    if (!isWalletId(id))
      throw new InvalidParameterError(
        name,
        `must list wallet ids (1 to 64 of a-z, 0-9 and -, starting with a letter or digit), separated by commas: ${quote(id)} is not one`,
      )
  return [...new Set(ids)]
}

function checkLength(name: string, items: readonly string[]) {
  if (items.length > maxListLength)
    throw new InvalidParameterError(
      name,
      `must list at most ${maxListLength} items, got ${items.length}`,
    )
}

function quote(value: string): string {
  return `'${value.length > 80 ? `${value.slice(0, 77)}...` : value}'`
}
