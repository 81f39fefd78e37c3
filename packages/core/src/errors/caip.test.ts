import { describe, expect, test } from 'vitest'
import { BaseError } from './base.js'
import {
  InvalidCaip10AddressError,
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
  InvalidEvmChainIdError,
} from './caip.js'

describe('CAIP errors', () => {
  test('default', () => {
    const networkId = new InvalidCaipNetworkIdError({ caipNetworkId: 'eip155' })
    expect(networkId.message).toBe('Invalid CAIP-2 network id: eip155')
    expect(networkId.caipNetworkId).toBe('eip155')

    const caip10 = new InvalidCaip10AddressError({ caipAddress: 'eip155:1' })
    expect(caip10.message).toBe('Invalid CAIP-10 address: eip155:1')

    const plain = new InvalidCaipAddressError({ caipAddress: 'eip155:1' })
    expect(plain.message).toBe('Invalid CAIP Address')
    expect(plain.caipAddress).toBe('eip155:1')

    const chainId = new InvalidEvmChainIdError({ chainId: 2 ** 31 })
    expect(chainId.shortMessage).toBe('Chain id 2147483648 is invalid for the coin type')
    expect(chainId.chainId).toBe(2 ** 31)

    for (const error of [networkId, caip10, plain, chainId]) {
      expect(error).toBeInstanceOf(BaseError)
      expect(error.name).toBe(error.constructor.name)
    }
  })
})
