// Plain data shared by core's unit tests: networks and connectors as adapters would report
// them. No wallet or chain stands behind them.
import type { Connector } from '../src/connectors/Connector.js'
import { defineNetwork } from '../src/networks/defineNetwork.js'

/** A connector of `chain` named `name`; the id defaults to the name in lower case. */
export function connector(
  name: string,
  overrides: Partial<Connector> & Pick<Connector, 'type'> = { type: 'ANNOUNCED' },
): Connector {
  return { id: name.toLowerCase().replace(/ /g, ''), name, chain: 'eip155', ...overrides }
}

/** The local dev chain. */
export const devnet = defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  blockExplorers: { default: { name: 'Devscan', url: 'http://127.0.0.1:4000' } },
})

/** A second local chain. */
export const devnet2 = defineNetwork({
  id: 31338,
  chainNamespace: 'eip155',
  name: 'Devnet 2',
  nativeCurrency: { name: 'Ether', symbol: 'DEV', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
})

/** A solana network. */
export const solanaDevnet = defineNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
})
