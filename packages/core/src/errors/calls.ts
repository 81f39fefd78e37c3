import { BaseError } from './base.js'
import type { ClientErrorParameters } from './client.js'

/** Thrown by `sendCalls` when a call breaks EIP-5792's rules (spec section 3): the message says which. */
export class CallsParametersError extends BaseError {
  override name = 'CallsParametersError'
  constructor(message: string, parameters: ClientErrorParameters = {}) {
    super(message, parameters)
  }
}

/** Thrown by the EIP-5792 actions when no eip155 wallet is connected to pass the request to. */
export class CallsNotConnectedError extends BaseError {
  override name = 'CallsNotConnectedError'
  constructor(parameters: ClientErrorParameters = {}) {
    super('No connected eip155 account to send the calls from', parameters)
  }
}
