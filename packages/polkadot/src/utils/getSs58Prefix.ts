import type { CaipNetwork } from '@latchkey/core'

/** The SS58 prefix of a network: its `ss58Prefix` (see PolkadotNetwork), else Substrate's generic 42. */
export function getSs58Prefix(network: CaipNetwork | undefined): number {
  const prefix = network && 'ss58Prefix' in network ? network.ss58Prefix : undefined
  return typeof prefix === 'number' && Number.isInteger(prefix) ? prefix : 42
}
