import { BaseError, ProviderRpcError } from '@latchkey/core'

/** A request of a method the Wallet Standard wallet has no feature for (EIP-1193's 4200). */
export class UnsupportedBitcoinMethodError extends ProviderRpcError<4200> {
  static readonly code = 4200
  override name = 'UnsupportedBitcoinMethodError'
  constructor({ method }: { method: string }) {
    super(`The wallet does not support ${method}`, { code: UnsupportedBitcoinMethodError.code })
  }
}

/** A transfer the wallet or the network did not carry out; `cause` says why (4001: declined). */
export class BitcoinTransferError extends BaseError {
  override name = 'BitcoinTransferError'
  constructor({ cause }: { cause: unknown }) {
    super('The transfer failed.', { cause })
  }
}

/** A request the adapter refuses before asking the wallet: bad amount, address or PSBT. */
export class InvalidBitcoinRequestError extends BaseError {
  override name = 'InvalidBitcoinRequestError'
  constructor({ details }: { details: string }) {
    super('Invalid Bitcoin request.', { details })
  }
}
