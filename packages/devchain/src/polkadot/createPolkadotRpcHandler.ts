import { hexToBytes } from '@noble/hashes/utils.js'
import type { SolanaRpcHandler } from '../solana/createSolanaRpcHandler.js'
import { type AccountInfo, encodeAccountInfo } from './encodeAccountInfo.js'
import { PolkadotRpcError } from './PolkadotRpcError.js'
import type { PolkadotDevChainDefinition } from './polkadotDevChainDefinition.js'
import { systemAccountKey } from './systemAccountKey.js'

/** What the handler serves: the chain's description and the balances at genesis. */
export type CreatePolkadotRpcHandlerParameters = {
  definition: PolkadotDevChainDefinition
  /** Funded accounts at genesis: 32-byte public key (hex, without 0x) and free balance (planck). */
  genesisBalances: readonly { publicKey: string; free: bigint }[]
}

const hexPattern = /^0x(?:[0-9a-fA-F]{2})*$/

/**
 * The Substrate JSON-RPC methods a dapp or a wallet reads a chain by before it signs: the genesis
 * hash (`chain_getBlockHash`), its name and properties (`system_*`) and System.Account storage
 * (`state_getStorage`), answered from balances kept in memory. Unknown methods get -32601.
 */
export function createPolkadotRpcHandler(
  parameters: CreatePolkadotRpcHandlerParameters,
): SolanaRpcHandler {
  const { definition, genesisBalances } = parameters
  const accounts = new Map<string, AccountInfo>()
  for (const { publicKey, free } of genesisBalances)
    accounts.set(systemAccountKey(hexToBytes(publicKey)), { nonce: 0, free })

  const methods: Record<string, (params: unknown[]) => unknown> = {
    chain_getBlockHash: ([number]) => {
      // No blocks are made: genesis is the only one, and the head.
      if (number === undefined || number === null || number === 0 || number === '0x0')
        return definition.genesisHash
      if (typeof number !== 'number' && typeof number !== 'string')
        throw PolkadotRpcError.invalidParams('param 0 is not a block number')
      return null
    },
    chain_getFinalizedHead: () => definition.genesisHash,
    system_chain: () => definition.name,
    system_name: () => 'Latchkey Polkadot dev ledger',
    system_version: () => '0.1.0',
    system_health: () => ({ peers: 0, isSyncing: false, shouldHavePeers: false }),
    system_properties: () => ({
      ss58Format: definition.ss58Prefix,
      tokenDecimals: definition.nativeCurrency.decimals,
      tokenSymbol: definition.nativeCurrency.symbol,
    }),
    state_getStorage: ([key]) => {
      if (typeof key !== 'string' || !hexPattern.test(key))
        throw PolkadotRpcError.invalidParams('param 0 is not a hex storage key')
      const info = accounts.get(key.toLowerCase())
      return info ? encodeAccountInfo(info) : null
    },
    rpc_methods: () => ({ version: 1, methods: Object.keys(methods).sort() }),
  }

  return (method, params) => {
    const run = Object.hasOwn(methods, method) ? methods[method] : undefined
    if (!run) throw new PolkadotRpcError(-32601, 'Method not found')
    if (params !== undefined && !Array.isArray(params))
      throw PolkadotRpcError.invalidParams('expected an array')
    return run(params ?? [])
  }
}
