import { describe, expect, test } from 'vitest'
import { devnet } from '../../test/fixtures.js'
import { findNetwork } from './findNetwork.js'

describe('findNetwork', () => {
  test('default: matches namespace and id, numbers and strings alike', () => {
    expect(findNetwork([devnet], 'eip155', '31337')).toBe(devnet)
    expect(findNetwork([devnet], 'eip155', 1)).toBeUndefined()
    expect(findNetwork([devnet], 'solana', 31337)).toBeUndefined()
  })
})
