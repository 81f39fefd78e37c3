import type { SolanaRpcMethods } from './createSolanaRpcHandler.js'
import { type SolanaRuntime, SolanaRuntimeError } from './createSolanaRuntime.js'
import { SolanaRpcError } from './SolanaRpcError.js'
import { solanaRpcParams } from './solanaRpcParams.js'

const { addressAt, configAt, wireAt } = solanaRpcParams
const maxSignaturesLimit = 1000

/** The Solana RPC methods of transactions: sending, simulating, confirming, listing, airdrops. */
export function createSolanaTransactionMethods(
  runtime: SolanaRuntime,
  withContext: (value: unknown) => unknown,
  maxAirdropLamports: bigint,
): SolanaRpcMethods {
  return {
    sendTransaction: (params) => {
      const { skipPreflight } = configAt(params, 1)
      try {
        return runtime.sendTransaction(wireAt(params), { skipPreflight: skipPreflight === true })
      } catch (error) {
        if (!(error instanceof SolanaRuntimeError)) throw error
        throw new SolanaRpcError(-32002, `Transaction simulation failed: ${error.message}`, {
          err: error.err,
          logs: error.logs,
          accounts: null,
          unitsConsumed: 0n,
          returnData: null,
        })
      }
    },
    simulateTransaction: (params) => {
      try {
        const result = runtime.simulateTransaction(wireAt(params))
        return withContext({ ...result, accounts: null, returnData: null })
      } catch (error) {
        if (!(error instanceof SolanaRuntimeError)) throw error
        return withContext({
          err: error.err,
          logs: [],
          accounts: null,
          unitsConsumed: 0n,
          returnData: null,
        })
      }
    },
    getSignatureStatuses: (params) => {
      const signatures = params[0]
      if (!Array.isArray(signatures) || signatures.length > 256)
        throw SolanaRpcError.invalidParams('param 0 is not a list of at most 256 signatures')
      return withContext(signatures.map((signature) => signatureStatus(runtime, signature)))
    },
    getSignaturesForAddress: (params) => getSignaturesForAddress(runtime, params),
    requestAirdrop: (params) => {
      const address = addressAt(params, 0)
      const amount = params[1]
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
        throw SolanaRpcError.invalidParams('param 1 is not a lamport amount')
      if (BigInt(amount) > maxAirdropLamports)
        throw new SolanaRpcError(-32602, `Airdrop limited to ${maxAirdropLamports} lamports`)
      return runtime.airdrop(address, BigInt(amount))
    },
  }
}

function signatureStatus(runtime: SolanaRuntime, signature: unknown) {
  if (typeof signature !== 'string')
    throw SolanaRpcError.invalidParams('signatures must be strings')
  const record = runtime.getSignatureStatus(signature)
  if (!record) return null
  return {
    slot: record.slot,
    confirmations: null,
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    // The runtime commits at once: nothing is ever rolled back.
    confirmationStatus: 'finalized',
  }
}

// As the Solana RPC does: `before` and `until` bound the page by signature, `limit` its length.
function getSignaturesForAddress(runtime: SolanaRuntime, params: unknown[]) {
  const address = addressAt(params, 0)
  const { limit = maxSignaturesLimit, before, until } = configAt(params, 1)
  if (
    typeof limit !== 'number' ||
    !Number.isInteger(limit) ||
    limit < 1 ||
    limit > maxSignaturesLimit
  )
    throw SolanaRpcError.invalidParams(`limit must be 1 to ${maxSignaturesLimit}`)
  let records = runtime.getSignaturesForAddress(address)
  if (typeof before === 'string') {
    const index = records.findIndex((record) => record.signature === before)
    records = index === -1 ? [] : records.slice(index + 1)
  }
  if (typeof until === 'string') {
    const index = records.findIndex((record) => record.signature === until)
    if (index !== -1) records = records.slice(0, index)
  }
  return records.slice(0, limit).map((record) => ({
    signature: record.signature,
    slot: record.slot,
    err: record.err,
    memo: null,
    blockTime: BigInt(record.blockTime),
    confirmationStatus: 'finalized',
  }))
}
