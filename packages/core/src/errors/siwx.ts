import { BaseError } from './base.js'
import type { ClientErrorParameters } from './client.js'

// createLatchkey's check has its error in a file of its own: it loads with every page, the
// sign-in errors below only with sign-in's chunk.
export { SIWXConfigConflictError, siwxConfigConflictMessage } from './SIWXConfigConflictError.js'

/** Thrown when sign-in is asked for but the dapp passed no `siwx` option. */
export class SIWXNotEnabledError extends BaseError {
  override name = 'SIWXNotEnabledError'
  constructor(parameters: ClientErrorParameters = {}) {
    super('SIWX is not enabled', parameters)
  }
}

/** Thrown when sign-in is asked for with no connected address in the active namespace. */
export class ActiveCaipAddressNotFoundError extends BaseError {
  override name = 'ActiveCaipAddressNotFoundError'
  constructor(parameters: ClientErrorParameters = {}) {
    super('No ActiveCaipAddress found', parameters)
  }
}

/** Thrown when sign-in is asked for with no active network. */
export class ActiveCaipNetworkNotFoundError extends BaseError {
  override name = 'ActiveCaipNetworkNotFoundError'
  constructor(parameters: ClientErrorParameters = {}) {
    super('No ActiveCaipNetwork or client found', parameters)
  }
}

/** Thrown when sign-in is asked for and no adapter can sign for the active namespace. */
export class ConnectionControllerClientNotFoundError extends BaseError {
  override name = 'ConnectionControllerClientNotFoundError'
  constructor(parameters: ClientErrorParameters = {}) {
    super('No ConnectionController client found', parameters)
  }
}

/** Thrown when the sign-in server refuses a request; `code` says why (see `siwxErrorCodes`). */
export class SIWXServerError extends BaseError {
  override name = 'SIWXServerError'
  /** The server's machine-readable reason, e.g. 'SIWX_NONCE_REUSED'. */
  code: string
  /** The HTTP status of the refusal. */
  status: number

  constructor({
    code,
    message,
    status,
    cause,
  }: {
    code: string
    message: string
    status: number
    cause?: unknown
  }) {
    super(message, { cause, details: `${code} (HTTP ${status})` })
    this.code = code
    this.status = status
  }
}

/** Thrown when a sign-in message cannot be written: a field breaks the EIP-4361 / CAIP-122 grammar. */
export class InvalidSIWXMessageError extends BaseError {
  override name = 'InvalidSIWXMessageError'
  /** The field at fault, e.g. 'nonce'. */
  field: string

  constructor({ field, problem }: { field: string; problem: string }) {
    super(`Invalid sign-in message: ${field} ${problem}`)
    this.field = field
  }
}
