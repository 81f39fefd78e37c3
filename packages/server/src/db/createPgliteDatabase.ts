import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import type { Database } from './Database.js'
import { lockDataDirectory } from './lockDataDirectory.js'

/** Opens (or creates) the embedded PGlite database in `directory`, or in memory without one. */
export async function createPgliteDatabase(directory?: string): Promise<Database> {
  if (directory) await mkdir(directory, { recursive: true })
  const release = directory ? await lockDataDirectory(directory) : () => {}
  let pglite: PGlite
  try {
    pglite = await PGlite.create(directory)
  } catch (error) {
    release()
    throw error
  }
  let closing: Promise<void> | undefined
  return {
    kind: 'pglite',
    query: (sql, params) => pglite.query(sql, params),
    async exec(sql) {
      await pglite.exec(sql)
    },
    transaction: (fn) =>
      pglite.transaction((transaction) =>
        fn({
          query: (sql, params) => transaction.query(sql, params),
          async exec(sql) {
            await transaction.exec(sql)
          },
        }),
      ),
    close() {
      closing ??= pglite.close().finally(release)
      return closing
    },
  }
}
