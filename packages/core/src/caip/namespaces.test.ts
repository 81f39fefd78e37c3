import { describe, expect, test } from 'vitest'
import { chainNamespaces, isChainNamespace } from './namespaces.js'

describe('isChainNamespace', () => {
  test('default', () => {
    expect(chainNamespaces).toEqual(['eip155', 'solana', 'bip122', 'polkadot'])
    for (const namespace of chainNamespaces) expect(isChainNamespace(namespace)).toBe(true)
  })

  test('behavior: anything else is not a namespace', () => {
    for (const value of ['cosmos', 'EIP155', 'eip155 ', '', 'eip155:1', undefined, null, 155, {}])
      expect(isChainNamespace(value)).toBe(false)
  })
})
