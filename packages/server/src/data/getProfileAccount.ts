import type { ProfileAccountResponse } from '@latchkey/core/protocol'
import type { Database } from '../db/Database.js'
import type { EnsContext } from './ens/EnsContext.js'
import { resolveEnsAddress } from './ens/resolveEnsAddress.js'
import { withDeadline } from './ens/withDeadline.js'

/** ENSIP-11's coin type of Ethereum, under which a name's EVM address is answered. */
const evmCoinType = '60'

/** How long an ENS forward lookup may take over every chain. */
const ensNameDeadlineMs = 5_000

/**
 * The address (and avatar) a name points to: from the names table, else from ENS on our chains;
 * undefined for a name neither knows. A chain that cannot be read in time throws.
 */
export async function getProfileAccount(
  database: Database,
  ens: EnsContext,
  name: string,
): Promise<ProfileAccountResponse | undefined> {
  const { rows } = await database.query<{ address: string; avatar: string | null }>(
    'select address, avatar from names where name = $1',
    [name],
  )
  const row = rows[0]
  if (row)
    return {
      name,
      addresses: { [evmCoinType]: { address: row.address } },
      attributes: row.avatar ? { avatar: row.avatar } : {},
    }
  if (ens.chains.length === 0) return undefined
  const address = await withDeadline(resolveEnsAddress(name, ens), ensNameDeadlineMs)
  return address ? { name, addresses: { [evmCoinType]: { address } }, attributes: {} } : undefined
}
