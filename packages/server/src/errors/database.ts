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
