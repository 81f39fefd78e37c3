import { BaseError } from './base.js'
import type { ClientErrorParameters } from './client.js'

// The errors the injected source throws have files of their own: they load with every page, the
// connection's errors below only with the actions that throw them.
export { InjectedSourceNotSetUpError } from './InjectedSourceNotSetUpError.js'
export { ProviderNotFoundError } from './ProviderNotFoundError.js'

/** The toast and the error of a failed disconnect (spec section 8). */
export const disconnectErrorMessage = 'Failed to disconnect'

/** Thrown by an adapter's method that needs a connected wallet while none is connected. */
export class ConnectorNotConnectedError extends BaseError {
  override name = 'ConnectorNotConnectedError'
  /** The method that needed the wallet. */
  method: string

  constructor({ method, ...parameters }: ClientErrorParameters & { method: string }) {
    super('Connector not connected', {
      metaMessages: [`${method} needs a connected wallet; connect one first.`],
      ...parameters,
    })
    this.method = method
  }
}

/** Thrown when a connector id names no known connector, or no source lists the connector. */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  constructor(parameters: ClientErrorParameters = {}) {
    super('Connector not found', parameters)
  }
}

/** Thrown by `disconnect` when the wallet's source could not let go; `cause` says why. */
export class DisconnectError extends BaseError {
  override name = 'DisconnectError'
  constructor(parameters: ClientErrorParameters = {}) {
    super(disconnectErrorMessage, parameters)
  }
}

/** Thrown when a wallet named by a dapp (a `WalletButton`'s `wallet`) is not one Latchkey can reach. */
export class WalletNotFoundError extends BaseError {
  override name = 'WalletNotFoundError'
  /** The name the dapp gave. */
  wallet: string

  constructor({ wallet, ...parameters }: ClientErrorParameters & { wallet: string }) {
    super('Wallet not found', {
      metaMessages: [
        `No installed, listed or registry wallet is named "${wallet}".`,
        'Name a wallet by its registry id, its rdns, its name, "walletConnect" or "email".',
      ],
      ...parameters,
    })
    this.wallet = wallet
  }
}
