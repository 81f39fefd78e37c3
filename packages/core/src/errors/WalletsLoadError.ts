import { BaseError } from './base.js'
import type { ClientErrorParameters } from './client.js'

/** The toast shown when a list of wallets could not be loaded (a refused project shows its alert instead). */
export const walletsLoadErrorMessage = 'Failed to load wallets'

/** A failed load of the wallet lists that threw no Error of its own; `cause` is what it threw. */
export class WalletsLoadError extends BaseError {
  override name = 'WalletsLoadError'
  constructor(parameters: ClientErrorParameters = {}) {
    super(walletsLoadErrorMessage, parameters)
  }
}
