import type { FailedTransactionMetadata } from 'litesvm'

// The names of litesvm's error enums, in their order: the JSON-RPC API spells errors by name
// (`"BlockhashNotFound"`, `{ "InstructionError": [0, "InsufficientFunds"] }`), as kit expects.
const transactionErrors =
  'AccountInUse AccountLoadedTwice AccountNotFound ProgramAccountNotFound InsufficientFundsForFee InvalidAccountForFee AlreadyProcessed BlockhashNotFound CallChainTooDeep MissingSignatureForFee InvalidAccountIndex SignatureFailure InvalidProgramForExecution SanitizeFailure ClusterMaintenance AccountBorrowOutstanding WouldExceedMaxBlockCostLimit UnsupportedVersion InvalidWritableAccount WouldExceedMaxAccountCostLimit WouldExceedAccountDataBlockLimit TooManyAccountLocks AddressLookupTableNotFound InvalidAddressLookupTableOwner InvalidAddressLookupTableData InvalidAddressLookupTableIndex InvalidRentPayingAccount WouldExceedMaxVoteCostLimit WouldExceedAccountDataTotalLimit MaxLoadedAccountsDataSizeExceeded ResanitizationNeeded InvalidLoadedAccountsDataSizeLimit UnbalancedTransaction ProgramCacheHitMaxLimit CommitCancelled'.split(
    ' ',
  )
const instructionErrors =
  'GenericError InvalidArgument InvalidInstructionData InvalidAccountData AccountDataTooSmall InsufficientFunds IncorrectProgramId MissingRequiredSignature AccountAlreadyInitialized UninitializedAccount UnbalancedInstruction ModifiedProgramId ExternalAccountLamportSpend ExternalAccountDataModified ReadonlyLamportChange ReadonlyDataModified DuplicateAccountIndex ExecutableModified RentEpochModified NotEnoughAccountKeys AccountDataSizeChanged AccountNotExecutable AccountBorrowFailed AccountBorrowOutstanding DuplicateAccountOutOfSync InvalidError ExecutableDataModified ExecutableLamportChange ExecutableAccountNotRentExempt UnsupportedProgramId CallDepth MissingAccount ReentrancyNotAllowed MaxSeedLengthExceeded InvalidSeeds InvalidRealloc ComputationalBudgetExceeded PrivilegeEscalation ProgramEnvironmentSetupFailure ProgramFailedToComplete ProgramFailedToCompile Immutable IncorrectAuthority AccountNotRentExempt InvalidAccountOwner ArithmeticOverflow UnsupportedSysvar IllegalOwner MaxAccountsDataAllocationsExceeded MaxAccountsExceeded MaxInstructionTraceLengthExceeded BuiltinProgramsMustConsumeComputeUnits BorshIoError'.split(
    ' ',
  )

/** A transaction error as the Solana JSON-RPC API writes it. */
export type RpcTransactionError = string | Record<string, unknown>

/** A transaction error of a name the JSON-RPC API knows (e.g. 'BlockhashNotFound'). */
export const rpcTransactionError = (name: string): RpcTransactionError => name

/** Turns litesvm's error of a failed transaction into the JSON-RPC API's shape. */
export function toRpcTransactionError(failed: FailedTransactionMetadata): RpcTransactionError {
  const error: unknown = failed.err()
  if (typeof error === 'number') return transactionErrors[error] ?? 'Unknown'
  const value = error as { index?: number; accountIndex?: number; err?: () => unknown }
  if (typeof value.err === 'function') {
    const inner = value.err() as number | { code?: number; toString(): string }
    const detail =
      typeof inner === 'number'
        ? (instructionErrors[inner] ?? 'GenericError')
        : typeof inner.code === 'number'
          ? { Custom: inner.code }
          : { BorshIoError: inner.toString() }
    return { InstructionError: [value.index ?? 0, detail] }
  }
  const name = String(error).split(/[ ({]/)[0] || 'Unknown'
  if (value.index !== undefined) return { [name]: value.index }
  if (value.accountIndex !== undefined) return { [name]: { account_index: value.accountIndex } }
  return name
}
