import { BaseError } from '../errors/base.js'
import type { ClientErrorParameters } from '../errors/client.js'

/**
 * Thrown when a `wallet_grantPermissions` request is past the smart-sessions policy (no expiry, an
 * expiry too far, an unknown permission or policy type, a malformed field): the message says which.
 */
export class PermissionRequestError extends BaseError {
  override name = 'PermissionRequestError'
  constructor(message: string, parameters: ClientErrorParameters = {}) {
    super(message, parameters)
  }
}
