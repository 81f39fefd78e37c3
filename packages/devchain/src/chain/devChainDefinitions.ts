import type { Address } from 'viem'

/** A chain's native currency, as EIP-3085 (`wallet_addEthereumChain`) describes it. */
export type NativeCurrency = { name: string; symbol: string; decimals: number }

/** What an app needs to describe a dev chain without starting it. */
export type DevChainDefinition = {
  id: number
  name: string
  nativeCurrency: NativeCurrency
  /**
   * The chain's ERC-20. Its address is fixed: it is the first contract dev account 0 deploys on a
   * fresh chain, which `startDevChains` does before anything else.
   */
  token: { address: Address; name: string; symbol: string; decimals: number }
}

const ether: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const firstContractAddress: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** The two local networks `startDevChains` starts by default, so switching networks is real. */
export const devChainDefinitions: readonly DevChainDefinition[] = [
  {
    id: 31337,
    name: 'Latchkey Devnet',
    nativeCurrency: ether,
    token: { address: firstContractAddress, name: 'Latchkey Dollar', symbol: 'LKD', decimals: 18 },
  },
  {
    id: 31338,
    name: 'Latchkey Devnet 2',
    nativeCurrency: ether,
    token: { address: firstContractAddress, name: 'Latchkey Euro', symbol: 'LKE', decimals: 18 },
  },
]
