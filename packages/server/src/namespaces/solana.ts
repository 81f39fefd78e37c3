import { parseCaip122Message } from './parseCaip122Message.js'
import { readSolanaBalances } from './readSolanaBalances.js'
import type { ServerNamespace } from './ServerNamespace.js'
import { verifySolanaSignature } from './verifySolanaSignature.js'

// A Solana address: 32 bytes in base58.
const addressPattern = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const isAddress = (value: string) => addressPattern.test(value)

/** The server's solana namespace: base58 addresses, CAIP-122 sign-in with ed25519, JSON-RPC reads. */
export const solana: ServerNamespace = {
  namespace: 'solana',
  isAddress,
  addressForm: 'a base58 Solana address',
  normalizeAddress: (address) => address,
  isSameAddress: (a, b) => a === b,
  siwx: {
    chainName: 'Solana',
    parseMessage: (message) =>
      parseCaip122Message(message, { namespace: 'solana', chainName: 'Solana', isAddress }),
    verifySignature: async (parameters) => verifySolanaSignature(parameters),
  },
  balances: {
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    createReader: (chain) => (address) => readSolanaBalances(chain.rpcUrl, chain.settings, address),
  },
}
