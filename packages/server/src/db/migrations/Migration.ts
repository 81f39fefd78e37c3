/** One step of the database schema: applied once, in `version` order, inside a transaction. */
export type Migration = {
  /** Positive integer; the list is in strictly increasing order and a version is never reused. */
  version: number
  /** Short snake_case description, recorded in `schema_migrations`. */
  name: string
  /** Statements that run on both PGlite and PostgreSQL. */
  sql: string
}
