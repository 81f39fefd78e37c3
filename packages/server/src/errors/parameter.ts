import { HttpError } from './http.js'

/** A query parameter the client sent is malformed: answered 400 with a message naming it. */
export class InvalidParameterError extends HttpError {
  override name = 'InvalidParameterError'
  readonly parameter: string

  /** `problem` follows the parameter's name: `must be an integer from 1 to 100, got '0'`. */
  constructor(parameter: string, problem: string) {
    super(400, 'INVALID_PARAMETER', `${parameter} ${problem}`)
    this.parameter = parameter
  }
}
