import { describe, expect, test } from 'vitest'
import { loadPaymasterConfig } from './PaymasterConfig.js'

const chains = [
  { caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545' },
  { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', rpcUrl: 'http://127.0.0.1:8899' },
]
const key = `0x${'ab'.repeat(32)}`
const address = '0x375072600fF6e75d79ba279b943c071C88223eE9'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const env = {
  LATCHKEY_PAYMASTER_KEY: key,
  LATCHKEY_PAYMASTER_CHAINS: 'eip155:31337',
  LATCHKEY_PAYMASTER_ADDRESS: address,
  LATCHKEY_PAYMASTER_POLICIES: JSON.stringify({
    '*': { contracts: [token], maxWeiPerAccountPerDay: '1000' },
    shop: { contracts: [token, address], maxWeiPerAccountPerDay: '20000000000000000' },
  }),
}

describe('loadPaymasterConfig', () => {
  test('default: off when no variable is set', () => {
    expect(loadPaymasterConfig({}, chains)).toBeUndefined()
  })

  test('parameters: a key, chains, the contract and policies per project', () => {
    expect(loadPaymasterConfig(env, chains)).toEqual({
      privateKey: key,
      chains: ['eip155:31337'],
      address: address.toLowerCase(),
      policies: new Map([
        ['*', { contracts: [token.toLowerCase()], maxWeiPerAccountPerDay: 1000n }],
        [
          'shop',
          {
            contracts: [token.toLowerCase(), address.toLowerCase()],
            maxWeiPerAccountPerDay: 20_000_000_000_000_000n,
          },
        ],
      ]),
    })
  })

  test('errors: each bad or missing variable is refused, naming it', () => {
    expect(() =>
      loadPaymasterConfig({ ...env, LATCHKEY_PAYMASTER_ADDRESS: undefined }, chains),
    ).toThrow(/^LATCHKEY_PAYMASTER_ADDRESS must be set with LATCHKEY_PAYMASTER_KEY/)
    expect(() => loadPaymasterConfig({ ...env, LATCHKEY_PAYMASTER_KEY: '0x12' }, chains)).toThrow(
      /^LATCHKEY_PAYMASTER_KEY must be 0x and 64 hex digits/,
    )
    expect(() =>
      loadPaymasterConfig({ ...env, LATCHKEY_PAYMASTER_CHAINS: 'eip155:1' }, chains),
    ).toThrow(/^LATCHKEY_PAYMASTER_CHAINS must be .*eip155:31337/)
    // Sponsoring needs an EVM chain.
    expect(() =>
      loadPaymasterConfig(
        { ...env, LATCHKEY_PAYMASTER_CHAINS: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
        chains,
      ),
    ).toThrow(/^LATCHKEY_PAYMASTER_CHAINS must be CAIP-2 ids of eip155 chains/)
    expect(() =>
      loadPaymasterConfig({ ...env, LATCHKEY_PAYMASTER_ADDRESS: '0x12' }, chains),
    ).toThrow(/^LATCHKEY_PAYMASTER_ADDRESS must be a 0x address/)
    for (const policies of [
      'not json',
      '{}',
      JSON.stringify({ '*': { contracts: [], maxWeiPerAccountPerDay: '1' } }),
      JSON.stringify({ '*': { contracts: [token], maxWeiPerAccountPerDay: 1000 } }),
      JSON.stringify({ '*': { contracts: [token], maxWeiPerAccountPerDay: '0' } }),
      JSON.stringify({ '*': { contracts: ['0x12'], maxWeiPerAccountPerDay: '1' } }),
      JSON.stringify({ 'bad id!': { contracts: [token], maxWeiPerAccountPerDay: '1' } }),
    ])
      expect(() =>
        loadPaymasterConfig({ ...env, LATCHKEY_PAYMASTER_POLICIES: policies }, chains),
      ).toThrow(/^LATCHKEY_PAYMASTER_POLICIES must be JSON: \{"<projectId> or \*"/)
  })
})
