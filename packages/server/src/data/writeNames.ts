import type { Database } from '../db/Database.js'
import type { DataName } from './DataConfig.js'

/** Writes the configured names into the names table; a name configured again takes its new address. */
export async function writeNames(database: Database, names: readonly DataName[]): Promise<void> {
  for (const { name, address, avatar } of names)
    await database.query(
      `insert into names (name, address, avatar) values ($1, $2, $3)
       on conflict (name) do update set address = excluded.address, avatar = excluded.avatar`,
      [name, address, avatar ?? null],
    )
}
