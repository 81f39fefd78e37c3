import type { NativeCurrency } from '../chain/devChainDefinitions.js'

/** What an app needs to describe the Polkadot dev ledger without starting it. */
export type PolkadotDevChainDefinition = {
  name: string
  /** The genesis hash (0x and 64 hex digits); its first 32 digits are the CAIP-2 reference. */
  genesisHash: `0x${string}`
  /** `polkadot:` and the genesis hash's first 32 hex digits. */
  caipNetworkId: `polkadot:${string}`
  nativeCurrency: NativeCurrency
  /** The SS58 prefix of its addresses: 42, Substrate's generic one. */
  ss58Prefix: number
}

// The dev ledger has no genesis block: this is blake2b-256('latchkey polkadot devnet genesis'),
// a fixed value so the network's CAIP-2 id is the same on every start (the test computes it again).
const genesisHash = '0x5010667cc020ba571d30e9e7372e3ab44fa28fe97f556ad276c058755c67c8be'

/** The Polkadot dev ledger `startPolkadotDevChain` runs. */
export const polkadotDevChainDefinition: PolkadotDevChainDefinition = {
  name: 'Polkadot Devnet',
  genesisHash,
  caipNetworkId: `polkadot:${genesisHash.slice(2, 34)}`,
  nativeCurrency: { name: 'Dev', symbol: 'DEV', decimals: 12 },
  ss58Prefix: 42,
}
