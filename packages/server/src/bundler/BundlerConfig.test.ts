import { describe, expect, test } from 'vitest'
import { loadBundlerConfig } from './BundlerConfig.js'

const chains = [{ caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545' }]
const key = `0x${'ab'.repeat(32)}`

describe('loadBundlerConfig', () => {
  test('default: off when neither variable is set', () => {
    expect(loadBundlerConfig({}, chains)).toBeUndefined()
  })

  test('parameters: a key and served chains', () => {
    expect(
      loadBundlerConfig(
        {
          LATCHKEY_BUNDLER_KEY: key.toUpperCase().replace('0X', '0x'),
          LATCHKEY_BUNDLER_CHAINS: 'eip155:31337',
        },
        chains,
      ),
    ).toEqual({ privateKey: key, chains: ['eip155:31337'] })
  })

  test('behavior: a bad key, a missing one and an unserved chain are refused, naming the variable', () => {
    expect(() =>
      loadBundlerConfig(
        { LATCHKEY_BUNDLER_KEY: '0x12', LATCHKEY_BUNDLER_CHAINS: 'eip155:31337' },
        chains,
      ),
    ).toThrow(/LATCHKEY_BUNDLER_KEY/)
    expect(() => loadBundlerConfig({ LATCHKEY_BUNDLER_CHAINS: 'eip155:31337' }, chains)).toThrow(
      /LATCHKEY_BUNDLER_KEY/,
    )
    expect(() =>
      loadBundlerConfig({ LATCHKEY_BUNDLER_KEY: key, LATCHKEY_BUNDLER_CHAINS: 'eip155:1' }, chains),
    ).toThrow(/LATCHKEY_BUNDLER_CHAINS.*eip155:31337/s)
  })
})
