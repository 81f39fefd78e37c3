import type { BitcoinAddressNetwork } from './readBitcoinAddress.js'

// CAIP-2 references (the genesis block hash's first 32 hex digits) of the public networks.
const knownNetworks: Record<string, BitcoinAddressNetwork> = {
  // Mainnet.
  '000000000019d6689c085ae165831e93': 'main',
  // Testnet3, testnet4 and the default signet.
  '000000000933ea01ad0ee984209779ba': 'test',
  '00000000da84f2bafbbc53dee25a72ae': 'test',
  '00000008819873e925422c1ff0f99f7c': 'test',
  // Regtest (every regtest node, the dev chain's too, shares its genesis block).
  '0f9188f13cb7b2c71f2a335e3a4fc328': 'regtest',
}

/**
 * The address families a bip122 chain (by its CAIP-2 reference) takes: mainnet's for mainnet, the
 * test networks' for testnet and signet, regtest's for regtest; a chain of another genesis (a
 * custom signet or regtest) takes the test and regtest families, never mainnet's.
 */
export function getBitcoinChainNetwork(reference: string): readonly BitcoinAddressNetwork[] {
  const known = knownNetworks[reference.toLowerCase()]
  return known ? [known] : ['test', 'regtest']
}
