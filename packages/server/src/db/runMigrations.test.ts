import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTempDatabase } from '../../test/createTempDatabase.js'
import { getTestPostgres } from '../../test/getTestPostgres.js'
import { createPgliteDatabase } from './createPgliteDatabase.js'
import { createPostgresDatabase } from './createPostgresDatabase.js'
import type { Database } from './Database.js'
import { migrations } from './migrations/index.js'
import type { Migration } from './migrations/Migration.js'
import { runMigrations } from './runMigrations.js'

const [init] = migrations as [Migration]
const addWidgets: Migration = {
  version: 2,
  name: 'widgets',
  sql: 'create table widgets (id integer primary key)',
}

// In-memory PGlite: the same engine as the file-backed default, without touching the disk.
async function withPglite(fn: (database: Database) => Promise<void>) {
  const database = await createPgliteDatabase()
  try {
    await fn(database)
  } finally {
    await database.close()
  }
}

const recorded = async (database: Database) =>
  (await database.query('select version, name from schema_migrations order by version')).rows

describe('runMigrations', () => {
  test('default', () =>
    withPglite(async (database) => {
      const result = await runMigrations(database)
      expect(result).toEqual({ applied: migrations, schemaVersion: migrations.at(-1)?.version })
      expect(await recorded(database)).toEqual(
        migrations.map(({ version, name }) => ({ version, name })),
      )
      const { rows } = await database.query<{ key: string }>(
        'select key from server_instance order by key',
      )
      expect(rows.map((row) => row.key)).toEqual(['created_at', 'instance_id'])
    }))

  test('behavior: applies only what is new, never again what was applied', () =>
    withPglite(async (database) => {
      await runMigrations(database, { migrations: [init] })
      const [before] = (await database.query('select * from server_instance')).rows
      expect(await runMigrations(database, { migrations: [init] })).toEqual({
        applied: [],
        schemaVersion: 1,
      })
      expect(await runMigrations(database, { migrations: [init, addWidgets] })).toEqual({
        applied: [addWidgets],
        schemaVersion: 2,
      })
      expect(await recorded(database)).toEqual([
        { version: 1, name: 'init' },
        { version: 2, name: 'widgets' },
      ])
      expect((await database.query('select * from server_instance')).rows[0]).toEqual(before)
    }))

  test('behavior: a failing migration is rolled back and the error surfaces', () =>
    withPglite(async (database) => {
      const broken: Migration = {
        version: 2,
        name: 'broken',
        sql: 'create table half_done (id integer); select * from missing_table;',
      }
      await expect(runMigrations(database, { migrations: [init, broken] })).rejects.toThrow(
        /missing_table/,
      )
      expect(await recorded(database)).toEqual([{ version: 1, name: 'init' }])
      const { rows } = await database.query("select to_regclass('half_done') as name")
      expect(rows).toEqual([{ name: null }])
    }))

  test('behavior: refuses a database migrated by a newer server', () =>
    withPglite(async (database) => {
      await runMigrations(database, { migrations: [init, addWidgets] })
      await expect(runMigrations(database, { migrations: [init] })).rejects.toThrow(
        'The database has schema version 2, which this server does not know (its newest is 1).',
      )
    }))

  test('behavior: rejects a list out of order', async () => {
    const database = { kind: 'pglite' } as Database // never reached: the list is checked first
    await expect(runMigrations(database, { migrations: [addWidgets, init] })).rejects.toThrow(
      "Migration 'init' has version 1; versions must be positive integers in increasing order.",
    )
  })
})

const postgres = getTestPostgres()

describe.skipIf(!postgres.enabled)(
  `runMigrations on PostgreSQL (${postgres.enabled ? postgres.source : `skipped: ${postgres.reason}`})`,
  () => {
    let server: { url: string; stop(): Promise<void> } | undefined
    beforeAll(async () => {
      if (postgres.enabled) server = await postgres.start()
    })
    afterAll(() => server?.stop())

    test('behavior: two nodes starting together apply each migration once', async () => {
      const temp = await createTempDatabase(server!.url)
      // Slow enough that both nodes are inside the migration loop at the same time.
      const slow: Migration = {
        version: 2,
        name: 'slow',
        sql: 'select pg_sleep(0.3); create table slow_done (id integer)',
      }
      const nodes = await Promise.all([
        createPostgresDatabase({ url: temp.url }),
        createPostgresDatabase({ url: temp.url }),
      ])
      try {
        const results = await Promise.all(
          nodes.map((node) => runMigrations(node, { migrations: [init, slow] })),
        )
        expect(
          results
            .flatMap((result) => result.applied)
            .map((m) => m.version)
            .sort(),
        ).toEqual([1, 2])
        expect(results.map((result) => result.schemaVersion)).toEqual([2, 2])
        expect(await recorded(nodes[0])).toEqual([
          { version: 1, name: 'init' },
          { version: 2, name: 'slow' },
        ])
      } finally {
        await Promise.all(nodes.map((node) => node.close()))
        await temp.drop()
      }
    })
  },
)
