import { describe, expect, test } from 'vitest'
import { getNetworkMark } from './getNetworkMark.js'

describe('getNetworkMark', () => {
  test('default: initials, or the first initial and the trailing number', () => {
    expect(getNetworkMark('eip155:31337', 'Latchkey Devnet').letters).toBe('LD')
    expect(getNetworkMark('eip155:31338', 'Latchkey Devnet 2').letters).toBe('L2')
    expect(getNetworkMark('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana').letters).toBe('S')
    expect(getNetworkMark('eip155:42161', 'Arbitrum One').letters).toBe('AO')
  })

  test('behavior: networks of one name family differ in hue; one network keeps its hue', () => {
    const hues = ['eip155:1', 'eip155:10', 'eip155:31337', 'eip155:31338'].map(
      (id) => getNetworkMark(id, 'Same Name').hue,
    )
    expect(new Set(hues).size).toBe(hues.length)
    expect(getNetworkMark('eip155:1', 'Ethereum')).toEqual(getNetworkMark('eip155:1', 'Ethereum'))
  })
})
