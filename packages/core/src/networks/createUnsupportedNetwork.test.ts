import { describe, expect, test } from 'vitest'
import { createUnsupportedNetwork } from './createUnsupportedNetwork.js'

describe('createUnsupportedNetwork', () => {
  test('default', () => {
    expect(createUnsupportedNetwork({ chainNamespace: 'eip155', id: 999 })).toEqual({
      id: 999,
      caipNetworkId: 'eip155:999',
      chainNamespace: 'eip155',
      name: 'Unknown Network',
      nativeCurrency: { name: '', symbol: '', decimals: 0 },
      rpcUrls: { default: { http: [] } },
    })
  })
})
