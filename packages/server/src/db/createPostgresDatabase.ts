import type { Pool, PoolClient } from 'pg'
import { DatabaseConnectionError } from '../errors/database.js'
import type { Database, DatabaseTransaction } from './Database.js'
import { maskDatabaseUrl } from './maskDatabaseUrl.js'

/** Parameters of `createPostgresDatabase`. */
export type CreatePostgresDatabaseParameters = {
  url: string
  /** Most connections the pool opens. */
  maxConnections?: number | undefined
  /** Told about connection errors that happen while no query is running. */
  onIdleError?: ((error: Error) => void) | undefined
}

/** Connects a `pg` pool to the PostgreSQL server at `url`. */
export async function createPostgresDatabase(
  parameters: CreatePostgresDatabaseParameters,
): Promise<Database> {
  // Loaded here so that deployments on the embedded database never load the driver.
  const { default: pg } = await import('pg')
  const pool: Pool = new pg.Pool({
    connectionString: parameters.url,
    max: parameters.maxConnections ?? 10,
  })
  // Without a listener a dropped idle connection would crash the process; the pool replaces it.
  pool.on('error', (error) => parameters.onIdleError?.(error))
  // Fail at start rather than on the first request when the server is unreachable.
  await pool.query('select 1').catch(async (error: unknown) => {
    await pool.end()
    throw new DatabaseConnectionError(maskDatabaseUrl(parameters.url), error)
  })
  let closing: Promise<void> | undefined
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await fn(wrap(client))
        await client.query('commit')
        client.release()
        return result
      } catch (error) {
        // A connection whose rollback failed is in an unknown state: destroy it, not reuse it.
        const rollbackError = await client.query('rollback').then(
          () => undefined,
          (reason: Error) => reason,
        )
        client.release(rollbackError)
        throw error
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close() {
      closing ??= pool.end()
      return closing
    },
  }
}

function wrap(queryable: Pool | PoolClient): DatabaseTransaction {
  return {
    async query<row>(sql: string, params?: unknown[]) {
      const result = await queryable.query(sql, params)
      return { rows: result.rows as row[] }
    },
    async exec(sql) {
      await queryable.query(sql)
    },
  }
}
