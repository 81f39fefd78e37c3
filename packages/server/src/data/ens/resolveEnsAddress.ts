import type { Address } from 'viem'
import { normalize } from 'viem/ens'
import type { EnsContext } from './EnsContext.js'

/** The address an ENS name points to on the first of our ENS chains that has one. */
export async function resolveEnsAddress(
  name: string,
  context: EnsContext,
): Promise<Address | undefined> {
  let normalized: string
  try {
    normalized = normalize(name)
  } catch {
    return undefined
  }
  for (const { client, universalResolver } of context.chains) {
    const address = await client.getEnsAddress({
      name: normalized,
      universalResolverAddress: universalResolver,
    })
    if (address) return address
  }
  return undefined
}
