import type { SendProblem } from '../send/SendState.js'
import { BaseError } from './base.js'
import type { ClientErrorParameters } from './client.js'

/** The toast when the wallet accepted a send (spec section 8). */
export const transactionStartedMessage = 'Transaction started'
/** The toast of a failed send (spec section 8). */
export const sendErrorMessage = 'Something went wrong'
/** A Solana send with a missing or invalid amount or receiver (spec section 5). */
export const solanaInvalidSendMessage = 'Please enter a valid amount and receiver address'
/** A failed (or declined) Solana send (spec section 8). */
export const solanaSendErrorMessage = 'Failed to send transaction. Please try again.'

/** Thrown when sending on a namespace Send does not cover (spec section 8). */
export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError'
  constructor(parameters: ClientErrorParameters = {}) {
    super('Unsupported chain', parameters)
  }
}

/** Thrown by `sendTokens` when its parameters cannot be sent; `problem` says why. */
export class SendParametersError extends BaseError {
  override name = 'SendParametersError'
  readonly problem: SendProblem
  constructor({ problem, ...parameters }: ClientErrorParameters & { problem: SendProblem }) {
    super(`The send cannot go: ${problem}`, parameters)
    this.problem = problem
  }
}

/** Thrown when no wallet is connected on the namespace a send needs. */
export class SendNotConnectedError extends BaseError {
  override name = 'SendNotConnectedError'
  constructor(parameters: ClientErrorParameters = {}) {
    super('No connected account to send from', parameters)
  }
}
