import type { SendProblem } from '../send/SendState.js'
import { BaseError } from './base.js'
import type { ClientErrorParameters } from './client.js'

// The Solana namespace's record (on every page) carries the two Solana texts: files of their own,
// so that the send errors below load only with Send.
export { solanaInvalidSendMessage } from './solanaInvalidSendMessage.js'
export { solanaSendErrorMessage } from './solanaSendErrorMessage.js'

/** The toast when the wallet accepted a send (spec section 8). */
export const transactionStartedMessage = 'Transaction started'
/** The toast of a failed send (spec section 8). */
export const sendErrorMessage = 'Something went wrong'

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
