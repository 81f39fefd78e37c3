import { describe, expect, test } from 'vitest'
import { devnet } from '../../test/fixtures.js'
import { getAddressExplorerUrl } from './getAddressExplorerUrl.js'

describe('getAddressExplorerUrl', () => {
  test('default', () => {
    const network = {
      ...devnet,
      blockExplorers: { default: { name: 'x', url: 'http://127.0.0.1:4000/' } },
    }
    expect(getAddressExplorerUrl(network, '0xabc')).toBe('http://127.0.0.1:4000/address/0xabc')
    expect(getAddressExplorerUrl({ ...network, chainNamespace: 'solana' }, 'Abc')).toBe(
      'http://127.0.0.1:4000/account/Abc',
    )
    expect(getAddressExplorerUrl({ ...network, blockExplorers: undefined }, '0x')).toBeUndefined()
    expect(getAddressExplorerUrl(undefined, '0x')).toBeUndefined()
  })
})
