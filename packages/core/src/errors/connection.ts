import { BaseError } from './base.js'
import type { ClientErrorParameters } from './client.js'

/** The toast and the error of a failed disconnect (spec section 8). */
export const disconnectErrorMessage = 'Failed to disconnect'

/**
 * Thrown when no wallet provider answers to the connector being connected (the wallet was
 * removed or never loaded); every adapter's sources throw this one.
 */
export class ProviderNotFoundError extends BaseError {
  override name = 'ProviderNotFoundError'
  /** The connector whose provider is missing. */
  connectorId: string

  constructor({ connectorId, ...parameters }: ClientErrorParameters & { connectorId: string }) {
    super('Wallet provider not found', {
      metaMessages: [`No provider on the page answers to the connector "${connectorId}".`],
      ...parameters,
    })
    this.connectorId = connectorId
  }
}

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

/** Thrown when a namespace's injected source is used before the client set it up. */
export class InjectedSourceNotSetUpError extends BaseError {
  override name = 'InjectedSourceNotSetUpError'
  constructor({ namespace }: { namespace: string }) {
    super(`The ${namespace} injected source is used before setup`)
  }
}
