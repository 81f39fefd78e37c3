import type { Database } from './db/Database.js'

/** What a `latchkey-server` subcommand works with: the open, migrated database and the output streams. */
export type CommandContext = {
  database: Database
  stdout(text: string): void
  stderr(text: string): void
}
