import { BaseError, ContractFunctionRevertedError } from 'viem'

/**
 * What a failed simulation of `handleOps` says, for the caller: the EntryPoint's own reason
 * (`AA24 signature error`, `AA25 invalid account nonce`…, the codes every bundler answers with),
 * the inner revert of a `FailedOpWithRevert`, or the node's short message.
 */
export function describeRevert(error: unknown): string {
  if (!(error instanceof BaseError)) return error instanceof Error ? error.message : String(error)
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError)
  if (reverted instanceof ContractFunctionRevertedError && reverted.data) {
    const { errorName, args = [] } = reverted.data
    if (errorName === 'FailedOp') return String(args[1])
    if (errorName === 'FailedOpWithRevert')
      return `${String(args[1])} (inner revert ${String(args[2])})`
    return `${errorName}(${args.map(String).join(', ')})`
  }
  return error.shortMessage
}
