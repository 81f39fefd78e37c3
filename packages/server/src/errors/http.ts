import { BaseError, type BaseErrorParameters } from './base.js'

/** An error a route throws to answer with a status and a machine-readable code; its message reaches the client. */
export class HttpError extends BaseError {
  override name = 'HttpError'
  readonly statusCode: number
  readonly code: string

  constructor(
    statusCode: number,
    code: string,
    message: string,
    parameters: Omit<BaseErrorParameters, 'metaMessages' | 'details'> = {},
  ) {
    super(message, parameters)
    this.statusCode = statusCode
    this.code = code
  }
}
