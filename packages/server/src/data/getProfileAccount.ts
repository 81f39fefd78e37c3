import type { ProfileAccountResponse } from '@latchkey/core/protocol'
import type { Database } from '../db/Database.js'

/** ENSIP-11's coin type of Ethereum, under which a name's EVM address is answered. */
const evmCoinType = '60'

/** The address (and avatar) a name points to, from the names table; undefined for an unknown name. */
export async function getProfileAccount(
  database: Database,
  name: string,
): Promise<ProfileAccountResponse | undefined> {
  const { rows } = await database.query<{ address: string; avatar: string | null }>(
    'select address, avatar from names where name = $1',
    [name],
  )
  const row = rows[0]
  if (!row) return undefined
  return {
    name,
    addresses: { [evmCoinType]: { address: row.address } },
    attributes: row.avatar ? { avatar: row.avatar } : {},
  }
}
