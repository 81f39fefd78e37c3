import type { Address } from 'viem'
import { normalize } from 'viem/ens'
import type { EnsContext } from './EnsContext.js'
import { resolveAvatar } from './resolveAvatar.js'

/** An address's ENS name and avatar image as the data API answers them. */
export type EnsIdentity = { name: string; avatar: string | null }

/**
 * The primary ENS name of `address` on the first of our ENS chains that has one (reverse record,
 * then the forward check: a name whose address record is another's is refused), with its avatar.
 * Undefined when no chain names it. A node that fails throws.
 */
export async function resolveEnsIdentity(
  address: Address,
  context: EnsContext,
): Promise<EnsIdentity | undefined> {
  for (const { client, universalResolver } of context.chains) {
    const name = await client.getEnsName({ address, universalResolverAddress: universalResolver })
    if (!name) continue
    // The UniversalResolver checks the forward record too; asking again here keeps the check
    // ours, whatever resolver contract a chain is configured with.
    let normalized: string
    try {
      normalized = normalize(name)
    } catch {
      continue
    }
    const forward = await client.getEnsAddress({
      name: normalized,
      universalResolverAddress: universalResolver,
    })
    if (!forward || forward.toLowerCase() !== address.toLowerCase()) continue
    const record = await client.getEnsText({
      name: normalized,
      key: 'avatar',
      universalResolverAddress: universalResolver,
    })
    const avatar = record ? await resolveAvatar(record, address, context) : undefined
    return { name: normalized, avatar: avatar ?? null }
  }
  return undefined
}
