import * as v from 'valibot'
import { queryInteger, queryItems, queryList, queryText, quoteValue } from '../http/querySchemas.js'
import { readRequestPart } from '../http/readRequest.js'
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

const walletIds = v.pipe(
  queryList(maxListLength),
  v.transform((ids) => ids?.map((id) => id.trim())),
  v.check(
    (ids) => ids === undefined || ids.every(isWalletId),
    (issue) =>
      `must list wallet ids (1 to 64 of a-z, 0-9 and -, starting with a letter or digit), separated by commas: ${quoteValue(queryItems(issue.input).find((id) => !isWalletId(id)) ?? '')} is not one`,
  ),
  v.transform((ids) => (ids ? [...new Set(ids)] : undefined)),
)

const chains = v.pipe(
  queryList(maxListLength),
  v.check(
    (items) => items === undefined || items.every((item) => parseChainId(item.trim())),
    (issue) =>
      `must list CAIP-2 ids such as eip155:1 or namespaces such as solana:*, separated by commas: ${quoteValue(queryItems(issue.input).find((item) => !parseChainId(item.trim())) ?? '')} is neither`,
  ),
  v.transform((items) => items?.map((item) => parseChainId(item.trim()) as ParsedChainId)),
)

const search = v.pipe(
  queryText,
  v.transform((value) => value?.trim()),
  v.check(
    (value) => value === undefined || ([...value].length <= 100 && !/\p{Cc}/u.test(value)),
    'must be text of at most 100 characters',
  ),
  v.transform((value) => (value === '' ? undefined : value)),
)

const badgeType = v.pipe(
  queryText,
  v.check(
    (value) => value === undefined || (badgeTypes as readonly string[]).includes(value),
    (issue) => `must be one of ${badgeTypes.join(', ')}, got ${quoteValue(String(issue.input))}`,
  ),
  v.transform((value) => value as GetWalletsParameters['badgeType']),
)

/**
 * The query of `GET /getWallets`, checked in this order. Empty values count as absent;
 * `projectId`, `st`, `sv` and unknown ones are ignored.
 */
export const getWalletsQuerySchema = v.pipe(
  v.looseObject({
    page: v.optional(queryInteger(1, maxPage)),
    entries: v.optional(queryInteger(1, maxEntriesPerPage)),
    include: v.optional(walletIds),
    exclude: v.optional(walletIds),
    chains: v.optional(chains),
    search: v.optional(search),
    badge_type: v.optional(badgeType),
  }),
  v.transform(
    (query): GetWalletsParameters => ({
      page: query.page ?? 1,
      entries: query.entries ?? defaultEntriesPerPage,
      include: query.include,
      exclude: query.exclude,
      chains: query.chains,
      search: query.search,
      badgeType: query.badge_type,
    }),
  ),
)

/**
 * Checks the query of `GET /getWallets`, throwing InvalidParameterError (400) naming the first bad
 * parameter.
 */
export function parseGetWalletsQuery(query: Record<string, unknown>): GetWalletsParameters {
  return readRequestPart('query', getWalletsQuerySchema, query)
}
