import { BaseError, switchNetworkErrorMessage } from '@latchkey/core/internal'

/** Adding or switching to a network failed for a reason other than the user declining. */
export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError'
  constructor({ cause, chainId }: { cause?: unknown; chainId: number | string }) {
    // The spec's text (section 8), 'Chain is not supported', from core so the two cannot drift.
    super(switchNetworkErrorMessage, {
      cause,
      metaMessages: [`The wallet could not switch to chain ${chainId}.`],
    })
  }
}

/** No provider on the page answers to the connector (the wallet was removed or never loaded). */
export class ProviderNotFoundError extends BaseError {
  override name = 'ProviderNotFoundError'
  constructor({ connectorId }: { connectorId: string }) {
    super('Wallet provider not found', {
      metaMessages: [`No EIP-1193 provider on the page matches the connector "${connectorId}".`],
    })
  }
}

/** A method that needs a wallet ran while none is connected. */
export class ConnectorNotConnectedError extends BaseError {
  override name = 'ConnectorNotConnectedError'
  constructor({ method }: { method: string }) {
    super('Connector not connected', {
      metaMessages: [`${method} needs a connected wallet; connect one first.`],
    })
  }
}
