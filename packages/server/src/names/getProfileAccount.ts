import type { ProfileAccountResponse } from '@latchkey/core/protocol'
import type { EnsContext } from '../data/ens/EnsContext.js'
import { resolveEnsAddress } from '../data/ens/resolveEnsAddress.js'
import { withDeadline } from '../data/ens/withDeadline.js'
import type { NameRecord, NameStore } from './createNameStore.js'

/** ENSIP-11's coin type of Ethereum, under which a name's EVM address is answered. */
const evmCoinType = '60'

/** How long an ENS forward lookup may take over every chain. */
const ensNameDeadlineMs = 5_000

/** A name's record as the account route answers it: its address under 60 and its own coin type. */
export function toProfileAccount(record: NameRecord): ProfileAccountResponse {
  const address = { address: record.address }
  return {
    name: record.name,
    addresses: { [evmCoinType]: address, [String(record.coinType)]: address },
    attributes: record.attributes,
  }
}

/**
 * The address a name points to: from the name service (registered, then configured names), else
 * from ENS on our chains, except under our own suffix, whose names only we hold (ENS would ask our
 * gateway); undefined for a name none knows. A chain that cannot be read in time throws.
 */
export async function getProfileAccount(
  parameters: { store: NameStore; ens: EnsContext; suffix: string },
  name: string,
): Promise<ProfileAccountResponse | undefined> {
  const { store, ens, suffix } = parameters
  const record = await store.find(name)
  if (record) return toProfileAccount(record)
  if (ens.chains.length === 0 || name.endsWith(`.${suffix}`)) return undefined
  const address = await withDeadline(resolveEnsAddress(name, ens), ensNameDeadlineMs)
  return address ? { name, addresses: { [evmCoinType]: { address } }, attributes: {} } : undefined
}
