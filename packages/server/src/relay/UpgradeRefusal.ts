import { BaseError } from '../errors/base.js'

/** An HTTP refusal of a relay WebSocket upgrade, answered with the server's usual error body. */
export class UpgradeRefusal extends BaseError {
  override name = 'UpgradeRefusal'
  readonly statusCode: number
  /** The error body's `code` (`RATE_LIMITED`, a project check's code), when it has one. */
  readonly code: string | undefined

  constructor(statusCode: number, message: string, code?: string) {
    super(message)
    this.statusCode = statusCode
    this.code = code
  }
}
