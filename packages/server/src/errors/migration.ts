import { BaseError } from './base.js'

/** The migration list or the database's recorded schema cannot be reconciled. */
export class MigrationError extends BaseError {
  override name = 'MigrationError'
}
