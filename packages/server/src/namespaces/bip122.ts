import { MalformedSIWXMessageError } from '../errors/siwx.js'
import { getBitcoinChainNetwork } from './getBitcoinChainNetwork.js'
import { parseCaip122Message } from './parseCaip122Message.js'
import { readBitcoinAddress } from './readBitcoinAddress.js'
import type { ServerNamespace } from './ServerNamespace.js'
import { verifyBitcoinSignature } from './verifyBitcoinSignature.js'

const isAddress = (value: string) => readBitcoinAddress(value) !== undefined
// Bech32 addresses are case-insensitive (written in lower case); base58 ones are not.
const normalizeAddress = (address: string) =>
  /^(bc|tb|bcrt)1/i.test(address) ? address.toLowerCase() : address

// Whether an address belongs to the network of a chain (its CAIP-2 reference).
const isOnChain = (address: string, reference: string) => {
  const networks = getBitcoinChainNetwork(reference)
  return (
    readBitcoinAddress(address)?.networks.some((network) => networks.includes(network)) ?? false
  )
}

/**
 * The server's bip122 namespace: Bitcoin addresses of every output type (checksums checked),
 * CAIP-2 ids of genesis-hash prefixes, CAIP-122 sign-in verified as BIP-322 or legacy signed
 * messages, balances from an Esplora API.
 */
export const bip122: ServerNamespace = {
  namespace: 'bip122',
  isAddress,
  addressForm: 'a Bitcoin address (1…, 3…, bc1…; m…, n…, 2…, tb1…, bcrt1… on test networks)',
  normalizeAddress,
  isSameAddress: (a, b) => normalizeAddress(a) === normalizeAddress(b),
  siwx: {
    chainName: 'Bitcoin',
    parseMessage: (message) => {
      const parsed = parseCaip122Message(message, {
        namespace: 'bip122',
        chainName: 'Bitcoin',
        isAddress,
      })
      // A mainnet address signing in on regtest (or the other way) names another network's coins.
      if (!isOnChain(parsed.address, String(parsed.chainId)))
        throw new MalformedSIWXMessageError(
          `the address ${parsed.address} is not an address of ${parsed.caipNetworkId}'s network`,
        )
      return parsed
    },
    verifySignature: async (parameters) =>
      isOnChain(parameters.address, parameters.chain.caipNetworkId.split(':')[1] ?? '') &&
      verifyBitcoinSignature(parameters),
  },
}
