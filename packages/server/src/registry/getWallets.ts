import type { DatabaseTransaction } from '../db/Database.js'
import type { ParsedChainId } from './parseChainId.js'
import type { WalletEntry } from './WalletEntry.js'

/** What `GET /getWallets` filters and pages by, checked (see `parseGetWalletsQuery`). */
export type GetWalletsParameters = {
  /** 1-based page number. */
  page: number
  /** Entries per page, 1 to 100. */
  entries: number
  /** Only these ids, in this order when there is no search. */
  include?: readonly string[] | undefined
  /** Never these ids (applied after `include`). */
  exclude?: readonly string[] | undefined
  /** Entries supporting ANY of these chains; an entry's `eip155:*` supports every eip155 chain. */
  chains?: readonly ParsedChainId[] | undefined
  /** Case-insensitive part of the name. */
  search?: string | undefined
  /** `certified`: only certified entries; `none` or absent: no badge filter. */
  badgeType?: 'none' | 'certified' | undefined
}

/** Body of `GET /getWallets`: one page of entries and how many match in all. */
export type GetWalletsReturnType = { data: WalletEntry[]; count: number }

const columns = `id, name, image_id, rdns, chains, mobile_link, desktop_link, webapp_link, homepage,
  app_store, play_store, chrome_store, badge_type`

/**
 * Reads one page of the catalog. Order: with `search`, exact name first, then names starting with
 * it, then names containing it; with `include` alone, the order of `include`; otherwise catalog
 * order. Ties fall back to catalog order, then id, so pages never overlap.
 */
export async function getWallets(
  database: DatabaseTransaction,
  parameters: GetWalletsParameters,
): Promise<GetWalletsReturnType> {
  const conditions: string[] = []
  const values: unknown[] = []
  const bind = (value: unknown) => {
    values.push(value)
    return `$${values.length}`
  }

  if (parameters.include) conditions.push(`id = any(${bind(parameters.include)}::text[])`)
  if (parameters.exclude?.length)
    conditions.push(`not (id = any(${bind(parameters.exclude)}::text[]))`)
  if (parameters.chains?.length) {
    // A filter chain eip155:1 matches entries listing eip155:1 or eip155:*; a filter eip155:*
    // matches every entry with any eip155 chain.
    const exact = new Set<string>()
    const namespaces = new Set<string>()
    for (const chain of parameters.chains) {
      if (chain.reference === '*') namespaces.add(chain.namespace)
      else exact.add(chain.id).add(`${chain.namespace}:*`)
    }
    conditions.push(
      `(chains && ${bind([...exact])}::text[] or namespaces && ${bind([...namespaces])}::text[])`,
    )
  }
  if (parameters.badgeType === 'certified') conditions.push(`badge_type = 'certified'`)
  // PostgreSQL's LIKE escapes with a backslash by default.
  const needle = parameters.search?.toLowerCase()
  const escaped = needle?.replace(/[\\%_]/g, '\\$&')
  if (escaped !== undefined) conditions.push(`lower(name) like ${bind(`%${escaped}%`)}`)

  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : ''
  const { rows: counted } = await database.query<{ count: number }>(
    `select count(*)::int as count from wallets ${where}`,
    [...values],
  )

  let rank = ''
  if (escaped !== undefined)
    rank = `case when lower(name) = ${bind(needle)} then 0
      when lower(name) like ${bind(`${escaped}%`)} then 1 else 2 end, `
  else if (parameters.include) rank = `array_position(${bind(parameters.include)}::text[], id), `
  const { rows } = await database.query<WalletEntry>(
    `select ${columns} from wallets ${where}
     order by ${rank}position, id
     limit ${bind(parameters.entries)} offset ${bind((parameters.page - 1) * parameters.entries)}`,
    values,
  )
  return { data: rows, count: counted[0]!.count }
}
