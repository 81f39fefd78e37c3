import type { IdentityResponse } from '@latchkey/core/protocol'
import type { Database } from '../db/Database.js'

/** The name and avatar of an address from the names table (its newest name); nulls when it has none. */
export async function getIdentity(
  database: Database,
  address: `0x${string}`,
): Promise<IdentityResponse> {
  const { rows } = await database.query<{ name: string; avatar: string | null }>(
    'select name, avatar from names where address = $1 order by created_at desc, name limit 1',
    [address.toLowerCase()],
  )
  const row = rows[0]
  return { name: row?.name ?? null, avatar: row?.avatar ?? null }
}
