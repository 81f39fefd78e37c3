import { BaseError, type BaseErrorParameters } from './base.js'

/**
 * A refusal of the bundler's JSON-RPC, with the code ERC-7769 gives it: -32602 invalid params,
 * -32500 refused by the EntryPoint's validation, -32504 throttled (a pending bound), -32601 an
 * unknown method, -32600 an invalid request, -32700 a body that is not JSON.
 */
export class BundlerRpcError extends BaseError {
  override name = 'BundlerRpcError'
  readonly code: number

  constructor(code: number, message: string, parameters: BaseErrorParameters = {}) {
    super(message, parameters)
    this.code = code
  }
}
