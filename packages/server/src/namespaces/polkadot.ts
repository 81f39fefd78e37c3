import { parseCaip122Message } from './parseCaip122Message.js'
import { readPolkadotBalances } from './readPolkadotBalances.js'
import { readSs58AccountId } from './readSs58AccountId.js'
import type { ServerNamespace } from './ServerNamespace.js'
import { verifyPolkadotSignature } from './verifyPolkadotSignature.js'

const isAddress = (value: string) => readSs58AccountId(value) !== undefined

/**
 * The server's polkadot namespace: SS58 addresses of any network prefix (checksums checked; one
 * account under two prefixes is the same account), CAIP-122 sign-in verified with sr25519,
 * ed25519 or ecdsa, balances from a Substrate node's System.Account storage.
 */
export const polkadot: ServerNamespace = {
  namespace: 'polkadot',
  isAddress,
  addressForm: 'an SS58 Polkadot address',
  normalizeAddress: (address) => address,
  isSameAddress: (a, b) => {
    const [first, second] = [readSs58AccountId(a), readSs58AccountId(b)]
    return first !== undefined && second !== undefined && Buffer.compare(first, second) === 0
  },
  siwx: {
    chainName: 'Polkadot',
    parseMessage: (message) =>
      parseCaip122Message(message, { namespace: 'polkadot', chainName: 'Polkadot', isAddress }),
    verifySignature: async (parameters) => verifyPolkadotSignature(parameters),
  },
  balances: {
    nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
    // The chain's rpcUrl is a Substrate node's JSON-RPC over HTTP.
    createReader: (chain) => (address) => readPolkadotBalances(chain.rpcUrl, address),
  },
}
