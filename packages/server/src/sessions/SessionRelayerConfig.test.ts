import { describe, expect, test } from 'vitest'
import { loadSessionRelayerConfig } from './SessionRelayerConfig.js'

const bundler = { privateKey: `0x${'1'.repeat(64)}` as const, chains: ['eip155:31337'] }

describe('loadSessionRelayerConfig', () => {
  test('default: unset, no relayer', () => {
    expect(loadSessionRelayerConfig({}, bundler)).toBeUndefined()
    expect(loadSessionRelayerConfig({ LATCHKEY_SESSIONS_RELAYER_KEY: ' ' }, bundler)).toBe(
      undefined,
    )
  })

  test('parameters: a key of its own, lower-cased', () => {
    const key = `0x${'A'.repeat(64)}`
    expect(loadSessionRelayerConfig({ LATCHKEY_SESSIONS_RELAYER_KEY: key }, bundler)).toEqual({
      privateKey: key.toLowerCase(),
    })
  })

  test('errors: not a key, or the bundler key, is refused with the variable named', () => {
    for (const key of ['0x12', `0x${'0'.repeat(64)}`, 'g'.repeat(66)])
      expect(() =>
        loadSessionRelayerConfig({ LATCHKEY_SESSIONS_RELAYER_KEY: key }, bundler),
      ).toThrow(
        "LATCHKEY_SESSIONS_RELAYER_KEY must be 0x and 64 hex digits (a secp256k1 private key), got '(hidden)'",
      )
    expect(() =>
      loadSessionRelayerConfig({ LATCHKEY_SESSIONS_RELAYER_KEY: `0x${'1'.repeat(64)}` }, bundler),
    ).toThrow('LATCHKEY_SESSIONS_RELAYER_KEY must be a key of its own, not LATCHKEY_BUNDLER_KEY')
  })
})
