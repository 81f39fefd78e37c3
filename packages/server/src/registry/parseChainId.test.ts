import { expect, test } from 'vitest'
import { parseChainId } from './parseChainId.js'

test('default: a CAIP-2 id or a namespace wildcard', () => {
  expect(parseChainId('eip155:1')).toEqual({ namespace: 'eip155', reference: '1', id: 'eip155:1' })
  expect(parseChainId('solana:*')).toEqual({
    namespace: 'solana',
    reference: '*',
    id: 'solana:*',
  })
  expect(parseChainId('bip122:000000000019d6689c085ae165831e93')?.namespace).toBe('bip122')
})

test('behavior: anything else is undefined', () => {
  for (const value of [
    'eip155',
    'EIP155:1',
    'eip155:',
    ':1',
    'eip155:1:2',
    'ab:1',
    '*:*',
    'eip155:**',
  ])
    expect(parseChainId(value), value).toBeUndefined()
})
