import {
  type Address,
  type EncodedAccount,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Lamports,
  type MaybeEncodedAccount,
  type Transaction,
} from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import {
  type RpcTransactionError,
  rpcTransactionError,
  toRpcTransactionError,
} from './toRpcTransactionError.js'

/** How many blocks a blockhash stays usable, as on the real clusters. */
const blockhashValidity = 150n
/** How many transactions are kept for statuses and signature lists. */
const historyLimit = 10_000

/** Where a transaction landed and how it ended. */
export type SignatureRecord = {
  signature: string
  slot: bigint
  blockTime: number
  err: RpcTransactionError | null
}

/** A transaction the runtime refused before it landed (the RPC's preflight failure). */
export class SolanaRuntimeError extends Error {
  override name = 'SolanaRuntimeError'
  constructor(
    message: string,
    readonly err: RpcTransactionError,
    readonly logs: readonly string[] = [],
  ) {
    super(message)
  }
}

/** The simulated outcome of a transaction. */
export type SimulationResult = {
  err: RpcTransactionError | null
  logs: readonly string[]
  unitsConsumed: bigint
}

/**
 * A Solana runtime (litesvm: the real SVM, its system and SPL programs) with what a node adds and
 * litesvm lacks: slots that advance with each transaction, blockhashes valid for 150 blocks,
 * duplicate detection, and a history of signatures per address.
 */
export type SolanaRuntime = {
  readonly svm: LiteSVM
  getSlot(): bigint
  /** Blocks made since start (one per landed transaction). */
  getBlockHeight(): bigint
  getLatestBlockhash(): { blockhash: string; lastValidBlockHeight: bigint }
  isBlockhashValid(blockhash: string): boolean
  getAccount(address: Address): MaybeEncodedAccount
  getBalance(address: Address): bigint
  /** Every account of the SPL Token program (token accounts and mints). */
  getTokenProgramAccounts(): readonly EncodedAccount[]
  minimumBalanceForRentExemption(space: bigint): bigint
  /** Executes a signed transaction; throws SolanaRuntimeError unless `skipPreflight` lands a failure. */
  sendTransaction(wire: Uint8Array, options?: { skipPreflight?: boolean }): string
  simulateTransaction(wire: Uint8Array): SimulationResult
  airdrop(address: Address, lamports: bigint): string
  getSignatureStatus(signature: string): SignatureRecord | undefined
  /** Newest first. */
  getSignaturesForAddress(address: string): readonly SignatureRecord[]
}

/** Starts a fresh runtime: default programs, no accounts. */
export function createSolanaRuntime(): SolanaRuntime {
  // Blockhashes are checked here (150 blocks, like a node); litesvm alone accepts only its latest.
  const svm = new LiteSVM().withBlockhashCheck(false)
  const base58 = getBase58Decoder()
  const transactionDecoder = getTransactionDecoder()
  const messageDecoder = getCompiledTransactionMessageDecoder()
  const blockhashes = new Map<string, bigint>()
  const statuses = new Map<string, SignatureRecord>()
  const byAddress = new Map<string, SignatureRecord[]>()
  const startSlot = svm.getClock().slot
  const height = () => svm.getClock().slot - startSlot
  const remember = () => {
    blockhashes.set(svm.latestBlockhash(), height() + blockhashValidity)
    for (const [hash, lastValid] of blockhashes) if (lastValid < height()) blockhashes.delete(hash)
  }
  remember()
  const isBlockhashValid = (blockhash: string) => (blockhashes.get(blockhash) ?? -1n) >= height()

  // A landed transaction makes a block: the slot moves on and a new blockhash is issued.
  const land = (
    signature: string,
    addresses: readonly string[],
    err: RpcTransactionError | null,
  ) => {
    const clock = svm.getClock()
    const record: SignatureRecord = {
      signature,
      slot: clock.slot,
      blockTime: Math.floor(Date.now() / 1000),
      err,
    }
    statuses.set(signature, record)
    for (const address of new Set(addresses)) {
      const list = byAddress.get(address) ?? []
      list.unshift(record)
      byAddress.set(address, list.slice(0, historyLimit))
    }
    if (statuses.size > historyLimit) {
      const oldest = statuses.keys().next().value
      if (oldest !== undefined) statuses.delete(oldest)
    }
    svm.warpToSlot(clock.slot + 1n)
    svm.expireBlockhash()
    remember()
  }

  const decode = (wire: Uint8Array) => {
    let transaction: Transaction
    let message: ReturnType<typeof messageDecoder.decode>
    try {
      transaction = transactionDecoder.decode(wire)
      message = messageDecoder.decode(transaction.messageBytes)
    } catch {
      throw new SolanaRuntimeError('failed to deserialize transaction', 'SanitizeFailure')
    }
    const signatures = Object.values(transaction.signatures)
    const first = signatures[0]
    if (!first || signatures.some((signature) => signature === null))
      throw new SolanaRuntimeError(
        'Transaction did not pass signature verification',
        rpcTransactionError('SignatureFailure'),
      )
    return {
      transaction,
      signature: base58.decode(first),
      blockhash: message.lifetimeToken,
      addresses: message.staticAccounts as readonly string[],
    }
  }

  const logsOf = (result: TransactionMetadata | FailedTransactionMetadata) =>
    result instanceof FailedTransactionMetadata ? result.meta().logs() : result.logs()

  return {
    svm,
    getSlot: () => svm.getClock().slot,
    getBlockHeight: height,
    getLatestBlockhash: () => ({
      blockhash: svm.latestBlockhash(),
      lastValidBlockHeight: height() + blockhashValidity,
    }),
    isBlockhashValid,
    getAccount: (address) => svm.getAccount(address),
    getBalance: (address) => svm.getBalance(address) ?? 0n,
    getTokenProgramAccounts: () => svm.getProgramAccounts(TOKEN_PROGRAM_ADDRESS),
    minimumBalanceForRentExemption: (space) => svm.minimumBalanceForRentExemption(space),

    sendTransaction(wire, options = {}) {
      const { transaction, signature, blockhash, addresses } = decode(wire)
      if (statuses.has(signature))
        throw new SolanaRuntimeError(
          'This transaction has already been processed',
          'AlreadyProcessed',
        )
      if (!isBlockhashValid(blockhash))
        throw new SolanaRuntimeError('Blockhash not found', 'BlockhashNotFound')
      // Preflight: a transaction that would fail is refused and never lands (no fee is taken).
      if (!options.skipPreflight) {
        const simulated = svm.simulateTransaction(transaction)
        if (simulated instanceof FailedTransactionMetadata)
          throw new SolanaRuntimeError(
            'Transaction simulation failed',
            toRpcTransactionError(simulated),
            simulated.meta().logs(),
          )
      }
      const result = svm.sendTransaction(transaction)
      const err = result instanceof FailedTransactionMetadata ? toRpcTransactionError(result) : null
      // Errors before execution (bad signature, unpayable fee) never land, even without preflight.
      if (err !== null && typeof err === 'string')
        throw new SolanaRuntimeError(`Transaction failed: ${err}`, err, logsOf(result))
      land(signature, addresses, err)
      return signature
    },

    simulateTransaction(wire) {
      const { transaction } = decode(wire)
      const result = svm.simulateTransaction(transaction)
      if (result instanceof FailedTransactionMetadata)
        return {
          err: toRpcTransactionError(result),
          logs: result.meta().logs(),
          unitsConsumed: result.meta().computeUnitsConsumed(),
        }
      const meta = result.meta()
      return { err: null, logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed() }
    },

    airdrop(address, lamports) {
      const result = svm.airdrop(address, lamports as Lamports)
      if (!result || result instanceof FailedTransactionMetadata)
        throw new SolanaRuntimeError(
          'Airdrop failed',
          result ? toRpcTransactionError(result) : 'Unknown',
        )
      const signature = base58.decode(result.signature())
      land(signature, [address], null)
      return signature
    },

    getSignatureStatus: (signature) => statuses.get(signature),
    getSignaturesForAddress: (address) => byAddress.get(address) ?? [],
  }
}
