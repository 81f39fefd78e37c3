import { BaseError, ProviderRpcError } from '@latchkey/core'

/** An address that is not SS58 (bad base58, length, prefix or checksum), or of another network. */
export class InvalidSs58AddressError extends BaseError {
  override name = 'InvalidSs58AddressError'
  constructor({ address, details }: { address: string; details: string }) {
    super(`Invalid SS58 address: ${address}`, { details })
  }
}

/** A prefix SS58 cannot write: outside 0 to 16383, or one of the reserved 46 and 47. */
export class InvalidSs58PrefixError extends BaseError {
  override name = 'InvalidSs58PrefixError'
  constructor({ prefix }: { prefix: number }) {
    super(`Invalid SS58 prefix: ${prefix}`, {
      details: 'A prefix is an integer from 0 to 16383, 46 and 47 excepted (reserved).',
    })
  }
}

/** A request of a method the extension has no signer function for (EIP-1193's 4200). */
export class UnsupportedPolkadotMethodError extends ProviderRpcError<4200> {
  static readonly code = 4200
  override name = 'UnsupportedPolkadotMethodError'
  constructor({ method }: { method: string }) {
    super(`The wallet does not support ${method}`, { code: UnsupportedPolkadotMethodError.code })
  }
}
