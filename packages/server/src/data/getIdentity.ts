import type { IdentityResponse } from '@latchkey/core/protocol'
import type { Database } from '../db/Database.js'
import { createNameStore } from '../names/createNameStore.js'
import type { EnsContext } from './ens/EnsContext.js'
import { resolveEnsIdentity } from './ens/resolveEnsIdentity.js'
import { withDeadline } from './ens/withDeadline.js'

/** How long the ENS part of an identity may take in all (every chain and the avatar). */
const ensIdentityDeadlineMs = 5_000

/** An identity, and whether every source answered (only then is it worth keeping). */
export type GetIdentityReturnType = { identity: IdentityResponse; complete: boolean }

/**
 * The name and avatar of an address: its primary ENS name (reverse record checked forward) with
 * the avatar it resolves to, else its newest name of the name service (registered or configured);
 * nulls when it has none. ENS's verified primary name wins: it is the one the owner chose on
 * chain. When ENS cannot be read in time, the name service answers and the answer is marked
 * incomplete.
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
  const [newest] = await createNameStore(database).listByAddress(address.toLowerCase())
  return {
    identity: { name: newest?.name ?? null, avatar: newest?.attributes.avatar ?? null },
    complete,
  }
}
