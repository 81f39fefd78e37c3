import { BaseError } from './base.js'

/** The PostgreSQL server in DATABASE_URL could not be reached or refused the connection. */
export class DatabaseConnectionError extends BaseError {
  override name = 'DatabaseConnectionError'

  constructor(maskedUrl: string, cause: unknown) {
    super(
      `Cannot connect to PostgreSQL at ${maskedUrl}: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    )
  }
}

/** Another running process has the PGlite data folder open. */
export class DatabaseLockedError extends BaseError {
  override name = 'DatabaseLockedError'

  constructor(directory: string, owner: { pid: number; host: string } | undefined) {
    super(
      `The data folder ${directory} is in use${owner ? ` by process ${owner.pid} on ${owner.host}` : ''}: stop that server or command first (PGlite allows one process at a time), or use PostgreSQL with DATABASE_URL.`,
    )
  }
}
