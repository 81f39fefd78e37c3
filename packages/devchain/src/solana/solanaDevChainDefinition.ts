import type { NativeCurrency } from '../chain/devChainDefinitions.js'

/** What an app needs to describe the Solana dev chain without starting it. */
export type SolanaDevChainDefinition = {
  name: string
  /** The chain's genesis hash (base58); its first 32 characters are the CAIP-2 reference. */
  genesisHash: string
  /** `solana:` and the genesis hash's first 32 characters. */
  caipNetworkId: `solana:${string}`
  nativeCurrency: NativeCurrency
  /**
   * The SPL token minted at start. Its address is fixed: the mint's key is derived from a fixed
   * seed (`solanaDevTokenMintSeed`), so apps and the data API can list it before the chain runs.
   */
  token: { address: string; name: string; symbol: string; decimals: number }
}

// litesvm has no genesis block: this is sha256('latchkey solana devnet genesis') in base58, a
// fixed value so the network's CAIP-2 id is the same on every start.
const genesisHash = 'HudCr2qVEXg2s6xWdBiPBC1CQfZhb1krZqZHpfNhJ7L8'

/** The seed (hex) of the dev token's mint key: sha256('latchkey solana devnet token mint'). */
export const solanaDevTokenMintSeed =
  '689304f74280219f756bc239e8ac15f2c6c39b779864a3f0560d36b286e432a9'

/** The Solana dev chain `startSolanaDevChain` runs (litesvm behind a JSON-RPC server). */
export const solanaDevChainDefinition: SolanaDevChainDefinition = {
  name: 'Latchkey Solana Devnet',
  genesisHash,
  caipNetworkId: `solana:${genesisHash.slice(0, 32)}`,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  token: {
    address: '4ArjWeY35xSchNjkyqXShm3NpLYVgpLKFgBB1r7s6T7t',
    name: 'Latchkey Solana Dollar',
    symbol: 'LKSD',
    decimals: 6,
  },
}
