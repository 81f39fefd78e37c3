import { BaseError, walkError } from './base.js'

/**
 * What Ethereum nodes say when they refuse a transaction, mapped to short messages a person
 * can act on. Each class's `nodeMessage` matches the wording of geth (core/error.go,
 * core/txpool), erigon, nethermind (both its geth-style phrases and its older `AcceptTxResult`
 * names such as `OldNonce`) and anvil, case-insensitively: anvil says 'Insufficient funds'.
 */

/** Options of the node errors: the node's own words go in `details`. */
export type NodeErrorParameters = {
  cause?: unknown
  /** The node's message, as it said it. */
  details?: string | undefined
}

/** A transaction refused by the node; `getNodeError` picks the subclass. */
export class NodeError extends BaseError {
  override name = 'NodeError'
}

/** The contract reverted (JSON-RPC code 3, or 'execution reverted' with an optional reason). */
export class ExecutionRevertedError extends NodeError {
  static readonly code = 3
  static readonly nodeMessage = /execution reverted/i
  override name = 'ExecutionRevertedError'
  /** The revert reason the node decoded, if any. */
  reason: string | undefined

  constructor({
    reason,
    ...parameters
  }: NodeErrorParameters & { reason?: string | undefined } = {}) {
    super(
      reason
        ? `The transaction was reverted: ${reason}`
        : 'The transaction was reverted by the contract.',
      parameters,
    )
    this.reason = reason
  }
}

/** The max fee per gas is above 2^256 - 1. */
export class FeeCapTooHighError extends NodeError {
  static readonly nodeMessage = /(max fee per gas|fee ?cap) higher than 2\^256/i
  override name = 'FeeCapTooHighError'
  constructor(parameters: NodeErrorParameters = {}) {
    super('The maximum fee per gas is higher than any network allows.', parameters)
  }
}

/** The max fee per gas is below the block's base fee. */
export class FeeCapTooLowError extends NodeError {
  static readonly nodeMessage =
    /(max fee per gas|fee ?cap) less than block base fee|transaction is outdated|fee ?cap ?too ?low/i
  override name = 'FeeCapTooLowError'
  constructor(parameters: NodeErrorParameters = {}) {
    super(
      'The maximum fee per gas is below the current base fee. Try again with a higher fee.',
      parameters,
    )
  }
}

/** The nonce skips ahead of the account's next nonce. */
export class NonceTooHighError extends NodeError {
  static readonly nodeMessage = /nonce ?too ?high|nonce ?gap|nonce ?too ?far ?in ?future/i
  override name = 'NonceTooHighError'
  constructor(parameters: NodeErrorParameters = {}) {
    super('The transaction nonce is ahead of the next one the account expects.', parameters)
  }
}

/** The nonce was already used (or the very same transaction was already sent). */
export class NonceTooLowError extends NodeError {
  static readonly nodeMessage = /nonce ?too ?low|old ?nonce|already known|already imported/i
  override name = 'NonceTooLowError'
  constructor(parameters: NodeErrorParameters = {}) {
    super(
      'The transaction nonce was already used. Try again so the next nonce is used.',
      parameters,
    )
  }
}

/** The account's nonce has reached 2^64 - 1. */
export class NonceMaxValueError extends NodeError {
  static readonly nodeMessage = /nonce has max value|nonce ?max ?value/i
  override name = 'NonceMaxValueError'
  constructor(parameters: NodeErrorParameters = {}) {
    super('The account has used its last nonce and cannot send transactions.', parameters)
  }
}

/** The balance does not cover gas times gas price plus the value sent. */
export class InsufficientFundsError extends NodeError {
  static readonly nodeMessage =
    /insufficient ?funds|insufficient sender balance|upfront cost exceeds account balance/i
  override name = 'InsufficientFundsError'
  constructor(parameters: NodeErrorParameters = {}) {
    super('Insufficient funds to pay for the gas and the amount sent.', parameters)
  }
}

/** The gas limit is above the block gas limit. */
export class IntrinsicGasTooHighError extends NodeError {
  static readonly nodeMessage =
    /intrinsic ?gas ?too ?high|gas ?limit ?reached|exceeds block gas limit|gas ?limit ?exceeded/i
  override name = 'IntrinsicGasTooHighError'
  constructor(parameters: NodeErrorParameters = {}) {
    super('The gas limit of the transaction is above what a block can hold.', parameters)
  }
}

/** The gas limit is below the transaction's intrinsic cost. */
export class IntrinsicGasTooLowError extends NodeError {
  static readonly nodeMessage = /intrinsic ?gas ?too ?low|floor data gas/i
  override name = 'IntrinsicGasTooLowError'
  constructor(parameters: NodeErrorParameters = {}) {
    super('The gas limit is too low for this transaction.', parameters)
  }
}

/** The network does not accept this transaction type (e.g. EIP-1559 fees before London). */
export class TransactionTypeNotSupportedError extends NodeError {
  static readonly nodeMessage =
    /(transaction|tx) ?type\b.*not (supported|valid)|not ?supported ?tx ?type|unsupported transaction type|not supported by the current hardfork/i
  override name = 'TransactionTypeNotSupportedError'
  constructor(parameters: NodeErrorParameters = {}) {
    super('This network does not support the transaction type.', parameters)
  }
}

/** The max priority fee (tip) is above the max fee per gas. */
export class TipAboveFeeCapError extends NodeError {
  static readonly nodeMessage =
    /max priority fee per gas higher than max fee per gas|tip higher than fee ?cap|tip ?above ?fee ?cap/i
  override name = 'TipAboveFeeCapError'
  constructor(parameters: NodeErrorParameters = {}) {
    super('The priority fee (tip) cannot be higher than the maximum fee per gas.', parameters)
  }
}

/** The node refused the transaction for a reason none of the above matches. */
export class UnknownNodeError extends NodeError {
  override name = 'UnknownNodeError'
  constructor(parameters: NodeErrorParameters = {}) {
    super('The node could not run the transaction.', parameters)
  }
}

// Order matters where wordings could overlap: a revert reason is free text ('insufficient
// funds' may be one), so reverts are recognized first.
const nodeErrorClasses = [
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  NonceTooHighError,
  NonceTooLowError,
  NonceMaxValueError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  TransactionTypeNotSupportedError,
  TipAboveFeeCapError,
]

/**
 * Maps a node's refusal (an RpcError, a JSON-RPC error body, a provider's error, a message)
 * to the matching NodeError, keeping the original as `cause`; UnknownNodeError when none match.
 */
export function getNodeError(error: unknown): NodeError {
  if (error instanceof NodeError) return error
  const messages = nodeMessagesOf(error)
  const cause = error
  const reverted = walkError(error, (link) => hasCode(link, ExecutionRevertedError.code))
  const revertMessage = messages.find((message) => ExecutionRevertedError.nodeMessage.test(message))
  if (reverted !== null || revertMessage !== undefined) {
    return new ExecutionRevertedError({
      cause,
      details: revertMessage ?? messages[0],
      reason: revertMessage ? revertReasonOf(revertMessage) : undefined,
    })
  }
  for (const nodeErrorClass of nodeErrorClasses) {
    const message = messages.find((text) => nodeErrorClass.nodeMessage.test(text))
    if (message !== undefined) return new nodeErrorClass({ cause, details: message })
  }
  return new UnknownNodeError({ cause, details: messages[0] })
}

/** Every message along the cause chain, outermost first (wallets wrap node errors in `data`). */
function nodeMessagesOf(error: unknown): string[] {
  const messages: string[] = []
  walkError(error, (link) => {
    if (typeof link === 'string') messages.push(link)
    if (typeof link !== 'object' || link === null) return false
    const { message, details, data } = link as {
      message?: unknown
      details?: unknown
      data?: unknown
    }
    for (const text of [details, message, (data as { message?: unknown } | null)?.message])
      if (typeof text === 'string' && text && !messages.includes(text)) messages.push(text)
    return false
  })
  return messages
}

function hasCode(link: unknown, code: number): boolean {
  if (typeof link !== 'object' || link === null) return false
  const fields = link as { code?: unknown; data?: { code?: unknown } | null }
  return fields.code === code || fields.data?.code === code
}

function revertReasonOf(message: string): string | undefined {
  const reason = /execution reverted:?\s*(.*)/is.exec(message)?.[1]?.trim()
  return reason || undefined
}
