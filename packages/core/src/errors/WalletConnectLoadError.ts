import { BaseError } from './base.js'
import type { WalletConnectErrorParameters } from './walletConnect.js'

/** Thrown when the WalletConnect SDK (a lazy chunk) could not be loaded or started. */
export class WalletConnectLoadError extends BaseError {
  override name = 'WalletConnectLoadError'
  constructor(parameters: WalletConnectErrorParameters = {}) {
    super('Unable to load WalletConnect', parameters)
  }
}
