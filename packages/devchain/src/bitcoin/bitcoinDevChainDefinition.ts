import type { NativeCurrency } from '../chain/devChainDefinitions.js'

/** Bitcoin network parameters (address prefixes), as @scure/btc-signer takes them. */
export type BitcoinNetworkParameters = {
  bech32: string
  pubKeyHash: number
  scriptHash: number
  wif: number
}

/** What an app needs to describe the Bitcoin dev ledger without starting it. */
export type BitcoinDevChainDefinition = {
  name: string
  /** Bitcoin regtest's genesis block hash (hex, as block explorers print it). */
  genesisHash: string
  /** `bip122:` and the genesis hash's first 32 hex digits. */
  caipNetworkId: `bip122:${string}`
  nativeCurrency: NativeCurrency
  /** Regtest's address prefixes: `bcrt1…` segwit addresses. */
  network: BitcoinNetworkParameters
}

/** Bitcoin regtest's genesis block hash, so regtest addresses and tools apply to the dev ledger. */
const genesisHash = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'

/** Bitcoin regtest's address prefixes (bech32 `bcrt`, base58 versions of testnet). */
export const bitcoinRegtestNetwork: BitcoinNetworkParameters = Object.freeze({
  bech32: 'bcrt',
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  wif: 0xef,
})

/** The Bitcoin dev ledger `startBitcoinDevChain` runs (a regtest stand-in behind an Esplora API). */
export const bitcoinDevChainDefinition: BitcoinDevChainDefinition = {
  name: 'Bitcoin Devnet',
  genesisHash,
  caipNetworkId: `bip122:${genesisHash.slice(0, 32)}`,
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  network: bitcoinRegtestNetwork,
}
