import { createHash } from 'node:crypto'
import type { Database, DatabaseTransaction } from '../db/Database.js'
import { parseChainId } from './parseChainId.js'
import { notifyRegistryChange } from './registryChanges.js'
import { registryLockKey } from './registryLockKey.js'
import type { WalletCatalogEntry } from './WalletEntry.js'

/** Parameters of `importWallets`. */
export type ImportWalletsParameters = {
  /**
   * `merge` (the default) adds new ids after the current catalog and replaces the entries whose id
   * exists, keeping their place; `replace` makes the catalog exactly `wallets`, in their order.
   */
  mode?: 'merge' | 'replace' | undefined
}

/** What `importWallets` changed. */
export type ImportWalletsReturnType = {
  added: number
  updated: number
  removed: number
  total: number
}

// Rows go to the database in batches: one statement each, not one per wallet.
const batchSize = 1000

/**
 * Writes checked catalog entries and their images in one transaction: all of them or, on any
 * failure, none. Images no wallet uses any more are deleted.
 */
export async function importWallets(
  database: Database,
  wallets: readonly WalletCatalogEntry[],
  parameters: ImportWalletsParameters = {},
): Promise<ImportWalletsReturnType> {
  const result = await database.transaction((transaction) =>
    writeWallets(transaction, wallets, parameters),
  )
  notifyRegistryChange(database)
  return result
}

/** The body of `importWallets`, for callers already inside a transaction (first-start seeding). */
export async function writeWallets(
  transaction: DatabaseTransaction,
  wallets: readonly WalletCatalogEntry[],
  parameters: ImportWalletsParameters = {},
): Promise<ImportWalletsReturnType> {
  const mode = parameters.mode ?? 'merge'
  await transaction.query(`select pg_advisory_xact_lock(${registryLockKey})`)

  const ids = wallets.map((wallet) => wallet.id)
  const { rows: existing } = await transaction.query<{ id: string }>(
    'select id from wallets where id = any($1::text[])',
    [ids],
  )
  let removed = 0
  let base = 0
  if (mode === 'replace') {
    const { rows } = await transaction.query<{ count: number }>(
      'with gone as (delete from wallets where not (id = any($1::text[])) returning 1) select count(*)::int as count from gone',
      [ids],
    )
    removed = rows[0]!.count
  } else {
    const { rows } = await transaction.query<{ next: number }>(
      'select coalesce(max(position) + 1, 0)::int as next from wallets',
    )
    base = rows[0]!.next
  }

  for (let start = 0; start < wallets.length; start += batchSize) {
    const batch = wallets.slice(start, start + batchSize)
    const images = new Map<string, { content_type: string; bytes: string }>()
    const rows = batch.map((wallet, offset) => {
      const imageId = createHash('sha256').update(wallet.image.bytes).digest('hex')
      images.set(imageId, {
        content_type: wallet.image.contentType,
        bytes: wallet.image.bytes.toString('base64'),
      })
      const namespaces = [...new Set(wallet.chains.map((chain) => parseChainId(chain)!.namespace))]
      const { image: _image, ...fields } = wallet
      return { ...fields, namespaces, image_id: imageId, position: base + start + offset }
    })
    await transaction.query(
      `insert into images (kind, id, content_type, bytes, etag)
       select 'wallet', x.id, x.content_type, decode(x.bytes, 'base64'), x.id
       from jsonb_to_recordset($1::jsonb) as x(id text, content_type text, bytes text)
       on conflict (kind, id) do nothing`,
      [JSON.stringify([...images].map(([id, image]) => ({ id, ...image })))],
    )
    // In replace mode the file's order is the catalog's; in merge mode an entry keeps its place.
    await transaction.query(
      `insert into wallets (id, position, name, rdns, chains, namespaces, mobile_link, desktop_link,
         webapp_link, homepage, app_store, play_store, chrome_store, badge_type, image_id)
       select id, position, name, rdns, chains, namespaces, mobile_link, desktop_link,
         webapp_link, homepage, app_store, play_store, chrome_store, badge_type, image_id
       from jsonb_to_recordset($1::jsonb) as x(id text, position integer, name text, rdns text,
         chains text[], namespaces text[], mobile_link text, desktop_link text, webapp_link text,
         homepage text, app_store text, play_store text, chrome_store text, badge_type text,
         image_id text)
       on conflict (id) do update set
         position = ${mode === 'replace' ? 'excluded.position' : 'wallets.position'},
         name = excluded.name, rdns = excluded.rdns, chains = excluded.chains,
         namespaces = excluded.namespaces, mobile_link = excluded.mobile_link,
         desktop_link = excluded.desktop_link, webapp_link = excluded.webapp_link,
         homepage = excluded.homepage, app_store = excluded.app_store,
         play_store = excluded.play_store, chrome_store = excluded.chrome_store,
         badge_type = excluded.badge_type, image_id = excluded.image_id, updated_at = now()`,
      [JSON.stringify(rows)],
    )
  }

  await transaction.query(
    `delete from images where kind = 'wallet'
       and not exists (select 1 from wallets where wallets.image_id = images.id)`,
  )
  const { rows: totals } = await transaction.query<{ total: number }>(
    'select count(*)::int as total from wallets',
  )
  return {
    added: wallets.length - existing.length,
    updated: existing.length,
    removed,
    total: totals[0]!.total,
  }
}
