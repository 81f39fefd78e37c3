import { BaseError } from './base.js'

/** A configuration variable holds a value the server cannot use; the message names both. */
export class ConfigError extends BaseError {
  override name = 'ConfigError'
  readonly variable: string
  readonly value: string

  constructor(variable: string, value: string, expected: string) {
    super(`${variable} must be ${expected}, got '${value}'`)
    this.variable = variable
    this.value = value
  }
}
