import { createChainClient } from '../data/createChainClient.js'
import { createChainClients } from './createChainClients.js'
import { parseEip4361Message } from './parseEip4361Message.js'
import { readEip155Balances } from './readEip155Balances.js'
import type { ServerNamespace } from './ServerNamespace.js'
import { verifyEip155Signature } from './verifyEip155Signature.js'

const addressPattern = /^0x[0-9a-fA-F]{40}$/

// Sign-in asks a node only for contract accounts: one client per node URL, kept for the process.
const getSignInClient = createChainClients()

/** The server's eip155 (EVM) namespace: 0x addresses, EIP-4361 sign-in, viem reads. */
export const eip155: ServerNamespace = {
  namespace: 'eip155',
  isAddress: (value) => addressPattern.test(value),
  addressForm: 'a 0x address of 40 hex digits',
  normalizeAddress: (address) => address.toLowerCase(),
  isSameAddress: (a, b) => a.toLowerCase() === b.toLowerCase(),
  siwx: {
    chainName: 'Ethereum',
    parseMessage: parseEip4361Message,
    verifySignature: ({ address, message, signature, chain }) =>
      verifyEip155Signature({ address, message, signature, client: getSignInClient(chain.rpcUrl) }),
  },
  balances: {
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    createReader(chain) {
      const client = createChainClient({ rpcUrl: chain.rpcUrl })
      return (address) => readEip155Balances(client, chain.settings, address)
    },
  },
  createEvmClient: (rpcUrl) => createChainClient({ rpcUrl }),
}
