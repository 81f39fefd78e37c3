import { BaseError, type BaseErrorParameters } from './base.js'

/**
 * A refusal of the paymaster service's JSON-RPC (ERC-7677): -32602 invalid params (a bad user
 * operation, another entry point or chain), -32001 not sponsored (the project's policy refuses the
 * calls, or the account's daily budget is spent), -32504 a bound of the server reached, -32601
 * an unknown method, -32600 an invalid request, -32700 a body that is not JSON.
 */
export class PaymasterRpcError extends BaseError {
  override name = 'PaymasterRpcError'
  readonly code: number

  constructor(code: number, message: string, parameters: BaseErrorParameters = {}) {
    super(message, parameters)
    this.code = code
  }
}
