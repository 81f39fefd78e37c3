import { BaseError, type BaseErrorParameters } from './base.js'

/** Parameters an `HttpError` takes besides its status, code and message. */
export type HttpErrorParameters = Omit<BaseErrorParameters, 'metaMessages' | 'details'> & {
  /** Seconds the client should wait before trying again: the answer's Retry-After. */
  retryAfter?: number | undefined
}

/**
 * An error a route throws to answer with a status (4xx, or 5xx when a service is busy or a node
 * did not answer) and a machine-readable code; its message reaches the client.
 */
export class HttpError extends BaseError {
  override name = 'HttpError'
  readonly statusCode: number
  readonly code: string
  readonly retryAfter: number | undefined

  constructor(
    statusCode: number,
    code: string,
    message: string,
    parameters: HttpErrorParameters = {},
  ) {
    const { retryAfter, ...rest } = parameters
    super(message, rest)
    this.statusCode = statusCode
    this.code = code
    this.retryAfter = retryAfter
  }
}

/** A row of a refusal table (`embeddedErrors`, `farcasterErrors`): the answer to a code. */
export type RefusalEntry = { status: number; message: string; retryAfter?: number | undefined }
