import { BaseError } from '../errors/base.js'

/** The JSON-RPC error codes the relay answers with, as the reference WalletConnect relay does. */
export const relayErrorCodes = {
  /** The frame, method, params or topic is not what the protocol allows. */
  invalidRequest: -32600,
  /** The request is well formed but cannot be served (TTL out of range, mailbox full). */
  handler: -32000,
  /** Something failed on our side; details stay in the log. */
  internal: -32603,
  /** Too many requests or subscriptions for one client. */
  rateLimited: 3001,
} as const

/** An error a relay method answers the client with: a JSON-RPC code and a short message. */
export class RelayError extends BaseError {
  override name = 'RelayError'
  readonly code: number

  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }

  /** A frame, method, params or topic the protocol does not allow (-32600). */
  static invalid(message: string): RelayError {
    return new RelayError(relayErrorCodes.invalidRequest, message)
  }

  /** A well-formed request the relay refuses to serve (-32000). */
  static handler(message: string): RelayError {
    return new RelayError(relayErrorCodes.handler, message)
  }

  /** A client over one of its limits (3001). */
  static rateLimited(message: string): RelayError {
    return new RelayError(relayErrorCodes.rateLimited, message)
  }
}
