import { MigrationError } from '../errors/migration.js'
import type { Database, DatabaseTransaction } from './Database.js'
import { migrations as serverMigrations } from './migrations/index.js'
import type { Migration } from './migrations/Migration.js'

/** Parameters of `runMigrations`. */
export type RunMigrationsParameters = {
  /** The list to apply, whose first migration creates `schema_migrations`; the server's own by default. */
  migrations?: readonly Migration[] | undefined
}

/** What `runMigrations` did. */
export type RunMigrationsReturnType = {
  /** Migrations this call applied (empty when the schema was already current). */
  applied: Migration[]
  /** Highest version now recorded in `schema_migrations`. */
  schemaVersion: number
}

// The bytes of 'latchkey' read as a bigint: the same key on every node, unlikely to collide with
// another application's advisory locks in a shared database.
const migrationLockKey = '7809651199139603833'

/** Brings the database schema up to date, safely when several server nodes start together. */
export async function runMigrations(
  database: Database,
  parameters: RunMigrationsParameters = {},
): Promise<RunMigrationsReturnType> {
  const list = parameters.migrations ?? serverMigrations
  checkMigrationList(list)
  const newest = list.at(-1)?.version ?? 0

  let recorded = await readRecordedVersions(database)
  const unknown = [...recorded].filter((version) => !list.some((m) => m.version === version))
  if (unknown.length > 0)
    throw new MigrationError(
      `The database has schema version ${Math.max(...unknown)}, which this server does not know (its newest is ${newest}).`,
      { metaMessages: ['Run a server at least as new as the one that migrated this database.'] },
    )

  const applied: Migration[] = []
  for (const migration of list) {
    if (recorded.has(migration.version)) continue
    const didApply = await database.transaction(async (transaction) => {
      // Another node may have applied it since we looked: decide again while holding the lock,
      // which is released when this transaction ends.
      await transaction.query(`select pg_advisory_xact_lock(${migrationLockKey})`)
      recorded = await readRecordedVersions(transaction)
      if (recorded.has(migration.version)) return false
      await transaction.exec(migration.sql)
      await transaction.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ])
      return true
    })
    if (didApply) applied.push(migration)
  }
  return { applied, schemaVersion: newest }
}

async function readRecordedVersions(database: DatabaseTransaction): Promise<Set<number>> {
  // A plain query on the catalog, not to_regclass(): that one answers from the connection's
  // catalog cache, which still says "no such table" after waiting for the lock while another node
  // created it.
  const { rows: tables } = await database.query<{ exists: boolean }>(
    `select exists (select 1 from pg_catalog.pg_tables
      where schemaname = current_schema() and tablename = 'schema_migrations') as exists`,
  )
  if (!tables[0]?.exists) return new Set()
  const { rows } = await database.query<{ version: number }>(
    'select version from schema_migrations',
  )
  return new Set(rows.map((row) => Number(row.version)))
}

function checkMigrationList(list: readonly Migration[]): void {
  list.forEach((migration, index) => {
    const previous = list[index - 1]?.version ?? 0
    if (!Number.isSafeInteger(migration.version) || migration.version <= previous)
      throw new MigrationError(
        `Migration '${migration.name}' has version ${migration.version}; versions must be positive integers in increasing order.`,
      )
  })
}
