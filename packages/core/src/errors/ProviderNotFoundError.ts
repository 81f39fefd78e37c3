import { BaseError } from './base.js'
import type { ClientErrorParameters } from './client.js'

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
