import type { Database } from '../db/Database.js'
import type { ParsedChainId } from './parseChainId.js'
import { readRegistrySnapshot } from './readRegistrySnapshot.js'
import { selectWallets } from './selectWallets.js'
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

/**
 * Reads one page of the catalog straight from the database (the server answers from memory, see
 * `createRegistryCache`); the order is `selectWallets`'.
 */
export async function getWallets(
  database: Database,
  parameters: GetWalletsParameters,
): Promise<GetWalletsReturnType> {
  const { wallets } = await readRegistrySnapshot(database, { maxImageBytes: 0 })
  return selectWallets(wallets, parameters)
}
