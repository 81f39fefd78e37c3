import type { PublicClient } from 'viem'
import type { DataChainConfig, DataNativeCurrency } from '../data/DataConfig.js'
import type { ParsedSIWXMessage } from '../siwx/ParsedSIWXMessage.js'

/** A chain the server serves: its CAIP-2 id and its node. */
export type ServerChain = { caipNetworkId: string; rpcUrl: string }

/** What `ServerNamespace.siwx.verifySignature` checks. */
export type VerifySIWXSignatureParameters = {
  /** The signer, as the message names it. */
  address: string
  message: string
  /** As the client sent it (the schema allows 0x hex, base58 or base64). */
  signature: string
  /** The message's chain: asked only where a signature needs the chain (contract accounts). */
  chain: ServerChain
}

/**
 * Everything the server knows about one chain namespace (CAIP-2's `namespace`): its addresses,
 * how its sign-in messages read and are verified, and how its balances are read. Code outside
 * `namespaces/` reaches a namespace only through its descriptor, found by a CAIP-2 id's namespace.
 */
export type ServerNamespace = {
  /** The CAIP-2 namespace: `eip155`, `solana`, `bip122`, `polkadot`. */
  namespace: string
  /** Whether `value` is an address of this namespace. */
  isAddress(value: string): boolean
  /** What an address looks like, for a 400: `must be ${addressProblem}, got '…'`. */
  addressForm: string
  /** The form an address is stored and compared in (lower case for eip155). */
  normalizeAddress(address: string): string
  /** Whether two addresses are the same account. */
  isSameAddress(a: string, b: string): boolean
  /** Sign-in with the wallet (CAIP-122). */
  siwx: {
    /** The chain's name in the message's first line: `… sign in with your ${chainName} account:`. */
    chainName: string
    /** Reads a message whose first line names `chainName`; throws SIWX_MALFORMED_MESSAGE. */
    parseMessage(message: string): ParsedSIWXMessage
    /** Whether `signature` is `address`'s signature of `message`. */
    verifySignature(parameters: VerifySIWXSignatureParameters): Promise<boolean>
  }
  /** The balance route, for namespaces whose balances the data API reads. */
  balances?:
    | {
        /** The native coin when the data configuration names none. */
        nativeCurrency: DataNativeCurrency
        /** A reader of one chain: the native amount then each listed token's, in base units. */
        createReader(
          chain: ServerChain & { settings: DataChainConfig },
        ): (address: string) => Promise<bigint[]>
      }
    | undefined
  /**
   * For namespaces of EVM chains: a client of a chain's node. Its chains are the ones the indexer
   * (history), the swap markets and the on-ramp sandbox serve.
   */
  createEvmClient?: ((rpcUrl: string) => PublicClient) | undefined
}
