import { BaseError } from './base.js'
import type { ClientErrorParameters } from './client.js'

/** Thrown when no chain adapter is registered for the namespace an action needs. */
export class ChainAdapterNotFoundError extends BaseError {
  override name = 'ChainAdapterNotFoundError'
  constructor(parameters: ClientErrorParameters = {}) {
    super('Chain adapter not found', parameters)
  }
}
