import { BaseError, ProviderRpcError } from '@latchkey/core'
import { solanaInvalidSendMessage, solanaSendErrorMessage } from '@latchkey/core/errors'

/** The message of a Solana send with a missing amount or receiver (spec section 5). */
export const invalidSendMessage = solanaInvalidSendMessage
/** The message of a failed Solana send (spec section 8). */
export const sendFailedMessage = solanaSendErrorMessage

/** A send whose amount or receiver is missing or invalid. */
export class InvalidSolanaSendError extends BaseError {
  override name = 'InvalidSolanaSendError'
  constructor({ details }: { details?: string } = {}) {
    super(invalidSendMessage, { details })
  }
}

/** A send the wallet or the network did not carry out; `cause` says why (4001: declined). */
export class SolanaSendError extends BaseError {
  override name = 'SolanaSendError'
  constructor({ cause }: { cause: unknown }) {
    super(sendFailedMessage, { cause })
  }
}

/** A request of a method the Wallet Standard wallet has no feature for (EIP-1193's 4200). */
export class UnsupportedSolanaMethodError extends ProviderRpcError<4200> {
  static readonly code = 4200
  override name = 'UnsupportedSolanaMethodError'
  constructor({ method }: { method: string }) {
    super(`The wallet does not support ${method}`, { code: UnsupportedSolanaMethodError.code })
  }
}
