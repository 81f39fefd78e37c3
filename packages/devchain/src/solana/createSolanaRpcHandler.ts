import { createSolanaAccountMethods } from './createSolanaAccountMethods.js'
import type { SolanaRuntime } from './createSolanaRuntime.js'
import { createSolanaTransactionMethods } from './createSolanaTransactionMethods.js'
import { SolanaRpcError } from './SolanaRpcError.js'
import { solanaRpcParams } from './solanaRpcParams.js'

export { SolanaRpcError } from './SolanaRpcError.js'

/** What the handler needs besides the runtime. */
export type CreateSolanaRpcHandlerParameters = {
  runtime: SolanaRuntime
  genesisHash: string
  /** The most one `requestAirdrop` gives, in lamports; 1,000 SOL. */
  maxAirdropLamports?: bigint | undefined
}

/** Answers one JSON-RPC call: its result, or a thrown SolanaRpcError. */
export type SolanaRpcHandler = (method: string, params: unknown) => unknown

/** Solana RPC methods by name, each taking the call's params as a list. */
export type SolanaRpcMethods = Record<string, (params: unknown[]) => unknown>

/**
 * The Solana JSON-RPC methods @solana/kit and wallets use for balances, token accounts,
 * blockhashes, sending, confirming and listing transactions, and airdrops, answered from the
 * runtime. Numbers are bigints (the server writes them as JSON integers).
 */
export function createSolanaRpcHandler(
  parameters: CreateSolanaRpcHandlerParameters,
): SolanaRpcHandler {
  const { runtime, genesisHash, maxAirdropLamports = 1_000_000_000_000n } = parameters
  const withContext = (value: unknown) => ({
    context: { slot: runtime.getSlot(), apiVersion: '2.2.0' },
    value,
  })

  const methods: SolanaRpcMethods = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 0 }),
    getGenesisHash: () => genesisHash,
    getSlot: () => runtime.getSlot(),
    getBlockHeight: () => runtime.getBlockHeight(),
    getEpochInfo: () => ({
      absoluteSlot: runtime.getSlot(),
      blockHeight: runtime.getBlockHeight(),
      epoch: 0n,
      slotIndex: runtime.getSlot(),
      slotsInEpoch: 432_000n,
      transactionCount: null,
    }),
    getLatestBlockhash: () => withContext(runtime.getLatestBlockhash()),
    isBlockhashValid: (params) => {
      if (typeof params[0] !== 'string')
        throw SolanaRpcError.invalidParams('param 0 is not a blockhash')
      return withContext(runtime.isBlockhashValid(params[0]))
    },
    getFeeForMessage: () => withContext(5000n),
    getRecentPrioritizationFees: () => [],
    getMinimumBalanceForRentExemption: (params) => {
      const space = params[0]
      if (
        typeof space !== 'number' ||
        !Number.isSafeInteger(space) ||
        space < 0 ||
        space > 10_485_760
      )
        throw SolanaRpcError.invalidParams('param 0 is not an account size')
      return runtime.minimumBalanceForRentExemption(BigInt(space))
    },
    ...createSolanaAccountMethods(runtime, withContext),
    ...createSolanaTransactionMethods(runtime, withContext, maxAirdropLamports),
  }

  return (method, params) => {
    const run = Object.hasOwn(methods, method) ? methods[method] : undefined
    if (!run) throw new SolanaRpcError(-32601, 'Method not found')
    return run(solanaRpcParams.list(params))
  }
}
