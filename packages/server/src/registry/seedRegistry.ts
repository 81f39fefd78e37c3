import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { Database } from '../db/Database.js'
import { builtinCatalogPath, builtinImagesPath } from './builtinDataFiles.js'
import { writeWallets } from './importWallets.js'
import { makeWalletIcon } from './makeWalletIcon.js'
import { readWalletCatalogFile } from './readWalletCatalogFile.js'
import { registryLockKey } from './registryLockKey.js'
import { loadWalletLogoIds, resolveWalletLogo } from './resolveWalletLogo.js'

/** Parameters of `seedRegistry`. */
export type SeedRegistryParameters = {
  /** The catalog to load at first start; the curated one in data/wallets.json by default. */
  catalogPath?: string | undefined
  /** The named images to add when missing; data/images.json by default. */
  imagesPath?: string | undefined
}

/** What `seedRegistry` did. */
export type SeedRegistryReturnType = {
  /** Wallets loaded from the catalog file, or undefined when the catalog was seeded before. */
  seededWallets: number | undefined
  /** Named images added because they were missing. */
  addedImages: number
}

/** One line of data/images.json: an image the project draws for a network, currency or token. */
type ImageSeed = {
  kind: 'asset' | 'currency' | 'token'
  id: string
  name: string
  monogram?: string
}

const seededKey = 'wallet_catalog_seeded_at'

/**
 * Loads the catalog file into an empty database, once: a marker row records it, so a catalog an
 * operator emptied or replaced is never filled again. Named images missing from the database are
 * added on every call; ones already there (perhaps the operator's) are kept.
 */
export async function seedRegistry(
  database: Database,
  parameters: SeedRegistryParameters = {},
): Promise<SeedRegistryReturnType> {
  const { rows: marks } = await database.query('select 1 from server_instance where key = $1', [
    seededKey,
  ])
  // Read before the transaction: a bad file fails the start without holding the lock.
  // The wallets' real logos come from the logo package at this point, the monogram when it has none.
  const logoIds = marks.length === 0 ? await loadWalletLogoIds() : []
  const wallets =
    marks.length === 0
      ? await readWalletCatalogFile(parameters.catalogPath ?? builtinCatalogPath, {
          resolveLogo: (id) => resolveWalletLogo(id, logoIds),
        })
      : undefined
  const images = await readImageSeeds(parameters.imagesPath ?? builtinImagesPath)

  return database.transaction(async (transaction) => {
    await transaction.query(`select pg_advisory_xact_lock(${registryLockKey})`)
    let seededWallets: number | undefined
    if (wallets) {
      // Decided again under the lock: another node may have seeded since the first look.
      const { rows } = await transaction.query<{ seeded: boolean; empty: boolean }>(
        `select exists (select 1 from server_instance where key = $1) as seeded,
                not exists (select 1 from wallets) as empty`,
        [seededKey],
      )
      if (!rows[0]!.seeded) {
        // An operator who imported a catalog before the first start keeps it as it is.
        if (rows[0]!.empty) seededWallets = (await writeWallets(transaction, wallets)).added
        await transaction.query(
          `insert into server_instance (key, value)
           values ($1, to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
          [seededKey],
        )
      }
    }
    const { rows: added } = await transaction.query(
      `insert into images (kind, id, content_type, bytes, etag)
       select x.kind, x.id, 'image/svg+xml', convert_to(x.svg, 'UTF8'), x.etag
       from jsonb_to_recordset($1::jsonb) as x(kind text, id text, svg text, etag text)
       on conflict (kind, id) do nothing
       returning 1`,
      [JSON.stringify(images)],
    )
    return { seededWallets, addedImages: added.length }
  })
}

async function readImageSeeds(path: string) {
  const seeds = JSON.parse(await readFile(path, 'utf8')) as ImageSeed[]
  return seeds.map((seed) => {
    const svg = makeWalletIcon({ name: seed.name, monogram: seed.monogram })
    return {
      kind: seed.kind,
      id: seed.id,
      svg,
      etag: createHash('sha256').update(svg).digest('hex'),
    }
  })
}
