import { describe, expect, test, vi } from 'vitest'
import { defineNetwork } from './defineNetwork.js'

const devnet = {
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  blockExplorers: { default: { name: 'Explorer', url: 'http://127.0.0.1:4000/' } },
} as const

describe('defineNetwork', () => {
  test('default: fills caipNetworkId from namespace and id', () => {
    expect(defineNetwork(devnet)).toEqual({ ...devnet, caipNetworkId: 'eip155:31337' })
    const solana = defineNetwork({
      ...devnet,
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      chainNamespace: 'solana',
      blockExplorers: undefined,
    })
    expect(solana.caipNetworkId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  test.each([
    [{ chainNamespace: 'cosmos' }, '`network.chainNamespace`'],
    [{ id: 0 }, 'positive integer'],
    [{ id: 1.5 }, 'positive integer'],
    [{ chainNamespace: 'solana', id: 'has:colon' }, '`network.id`'],
    [{ chainNamespace: 'solana', id: 'x'.repeat(33) }, '`network.id`'],
    [{ name: '' }, '`network.name`'],
    [
      { nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: -1 } },
      '`network.nativeCurrency`',
    ],
    [{ rpcUrls: { default: { http: ['ws://x'] } } }, '`network.rpcUrls`'],
    [{ blockExplorers: { default: { name: 'x', url: 'nope' } } }, '`network.blockExplorers`'],
  ])('behavior: rejects %j', (override, message) => {
    expect(() => defineNetwork({ ...devnet, ...override } as never)).toThrow(message)
  })
})

// A production build leaves the field checks out (see resolveOptions); the id is still derived.
describe('defineNetwork: production builds', () => {
  test('behavior: derives the id the same, and no longer checks the fields', () => {
    vi.stubEnv('NODE_ENV', 'production')
    try {
      expect(defineNetwork(devnet)).toEqual({ ...devnet, caipNetworkId: 'eip155:31337' })
      expect(defineNetwork({ ...devnet, name: '' }).caipNetworkId).toBe('eip155:31337')
    } finally {
      vi.unstubAllEnvs()
    }
    expect(() => defineNetwork({ ...devnet, name: '' })).toThrow('`network.name`')
  })
})
