import type { IdentityResponse } from '@latchkey/core/protocol'
import type { Database } from '../db/Database.js'
import type { EnsContext } from './ens/EnsContext.js'
import { resolveEnsIdentity } from './ens/resolveEnsIdentity.js'
import { withDeadline } from './ens/withDeadline.js'

/** How long the ENS part of an identity may take in all (every chain and the avatar). */
const ensIdentityDeadlineMs = 5_000

/** An identity, and whether every source answered (only then is it worth keeping). */
export type GetIdentityReturnType = { identity: IdentityResponse; complete: boolean }

/**
 * The name and avatar of an address: its primary ENS name (reverse record checked forward) with
 * the avatar it resolves to, else its newest name in the names table; nulls when it has none.
 * When ENS cannot be read in time, the names table answers and the answer is marked incomplete.
 */
export async function getIdentity(
  database: Database,
  ens: EnsContext,
  address: `0x${string}`,
): Promise<GetIdentityReturnType> {
  let complete = true
  if (ens.chains.length > 0) {
    try {
      const found = await withDeadline(resolveEnsIdentity(address, ens), ensIdentityDeadlineMs)
      if (found) return { identity: found, complete }
    } catch {
      complete = false
    }
  }
  const { rows } = await database.query<{ name: string; avatar: string | null }>(
    'select name, avatar from names where address = $1 order by created_at desc, name limit 1',
    [address.toLowerCase()],
  )
  const row = rows[0]
  return { identity: { name: row?.name ?? null, avatar: row?.avatar ?? null }, complete }
}
