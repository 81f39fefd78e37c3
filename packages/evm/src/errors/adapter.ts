import { BaseError } from '@latchkey/core'
import { switchNetworkErrorMessage } from '@latchkey/core/adapter'

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

/** The wallet answered `eth_chainId` with something that is no chain id. */
export class InvalidChainIdError extends BaseError {
  override name = 'InvalidChainIdError'
  constructor({ answer }: { answer: unknown }) {
    super('Invalid chain id from the wallet', {
      details: `eth_chainId answered ${JSON.stringify(answer)}`,
    })
  }
}
