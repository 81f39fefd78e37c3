// The databases a storage test runs on: PGlite always, PostgreSQL when getTestPostgres enables it.
import { createPgliteDatabase } from '../src/db/createPgliteDatabase.js'
import { createPostgresDatabase } from '../src/db/createPostgresDatabase.js'
import type { Database } from '../src/db/Database.js'
import { createTempDatabase } from './createTempDatabase.js'
import { getTestPostgres } from './getTestPostgres.js'

/**
 * An empty database of one kind and the call that closes and deletes it; for PostgreSQL, its URL
 * (another process's connection, as a CLI command's).
 */
export type TestDatabase = { database: Database; url?: string | undefined; drop(): Promise<void> }

/** One kind of database for `describe.each`: how to get empty databases of it, or why it is skipped. */
export type TestDatabaseKind = {
  name: 'pglite' | 'postgres'
  /** Why the kind is skipped, shown in the suite's name; undefined when it runs. */
  skipped: string | undefined
  /** An empty database; PostgreSQL's server starts at the first call. */
  create(): Promise<TestDatabase>
  /** Stops what `create` started; call it in `afterAll`. */
  stop(): Promise<void>
}

/** PGlite in memory, and PostgreSQL (a temporary database on a shared server) when enabled. */
export function getTestDatabases(): TestDatabaseKind[] {
  const postgres = getTestPostgres()
  let server: Promise<{ url: string; stop(): Promise<void> }> | undefined
  return [
    {
      name: 'pglite',
      skipped: undefined,
      async create() {
        const database = await createPgliteDatabase()
        return { database, drop: () => database.close() }
      },
      async stop() {},
    },
    {
      name: 'postgres',
      skipped: postgres.enabled ? undefined : postgres.reason,
      async create() {
        if (!postgres.enabled) throw new Error(postgres.reason)
        server ??= postgres.start()
        const temp = await createTempDatabase((await server).url)
        const database = await createPostgresDatabase({ url: temp.url })
        return {
          database,
          url: temp.url,
          async drop() {
            await database.close()
            await temp.drop()
          },
        }
      },
      async stop() {
        await (await server)?.stop()
      },
    },
  ]
}
