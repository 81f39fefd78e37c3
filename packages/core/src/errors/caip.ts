import { BaseError } from './base.js'

// The CAIP errors' messages are the spec's text exactly (section 5), with no extra lines:
// the input is named in the message or kept as a field.

/**
 * Thrown by the CAIP-2 parser and formatter for an id that breaks the grammar:
 * `namespace:reference`, namespace 3 to 8 of [-a-z0-9], reference 1 to 32 of [-_a-zA-Z0-9].
 */
export class InvalidCaipNetworkIdError extends BaseError {
  override name = 'InvalidCaipNetworkIdError'
  caipNetworkId: unknown
  constructor({ caipNetworkId }: { caipNetworkId: unknown }) {
    super(`Invalid CAIP-2 network id: ${String(caipNetworkId)}`)
    this.caipNetworkId = caipNetworkId
  }
}

/**
 * Thrown by `parseCaipAddress` and `formatCaipAddress` ('Invalid CAIP-10 address: ...'):
 * `namespace:reference:address`, address 1 to 128 of [-.%a-zA-Z0-9]. Names the input, for
 * developers.
 */
export class InvalidCaip10AddressError extends BaseError {
  override name = 'InvalidCaip10AddressError'
  caipAddress: unknown
  constructor({ caipAddress }: { caipAddress: unknown }) {
    super(`Invalid CAIP-10 address: ${String(caipAddress)}`)
    this.caipAddress = caipAddress
  }
}

/**
 * Thrown by `getPlainAddress` ('Invalid CAIP Address'): a fixed message that suits a view;
 * the input is the `caipAddress` field.
 */
export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddressError'
  caipAddress: unknown
  constructor({ caipAddress }: { caipAddress: unknown }) {
    super('Invalid CAIP Address')
    this.caipAddress = caipAddress
  }
}

/** Thrown by `getEvmCoinType` for a chain id outside ENSIP-11's range (0 to 2^31 - 1). */
export class InvalidEvmChainIdError extends BaseError {
  override name = 'InvalidEvmChainIdError'
  chainId: unknown
  constructor({ chainId }: { chainId: unknown }) {
    super(`Chain id ${String(chainId)} is invalid for the coin type`, {
      metaMessages: ['ENSIP-11 coin types need an integer chain id from 0 to 2^31 - 1.'],
    })
    this.chainId = chainId
  }
}
