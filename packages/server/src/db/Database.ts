/** Rows a query returned. */
export type QueryResult<row> = { rows: row[] }

/** What a transaction callback can do: run statements on the transaction's connection. */
export type DatabaseTransaction = {
  /**
   * Runs one statement with `$1`-style parameters. Rows come back as each driver parses them:
   * keep to int4, text, boolean, uuid, jsonb and timestamptz (a Date) for code that runs on both.
   */
  query<row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<row>>
  /** Runs one or more statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>
}

/** The server's one database handle, the same on PGlite and PostgreSQL. */
export type Database = DatabaseTransaction & {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `fn` in a transaction on one connection: committed when it resolves, rolled back when it throws. */
  transaction<result>(fn: (transaction: DatabaseTransaction) => Promise<result>): Promise<result>
  /** Closes the connections; later calls do nothing. */
  close(): Promise<void>
  /** A connection pool's use (PostgreSQL): connections open, idle, and queries waiting for one. */
  poolStats?(): { total: number; idle: number; waiting: number }
}
