import type { Database } from '../db/Database.js'

/** Deletes the spend of days before yesterday (UTC): the caps count today only. */
export async function purgePaymasterSpend(database: Database, now = new Date()): Promise<void> {
  const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10)
  await database.query('delete from paymaster_spend where day < $1', [yesterday])
}
