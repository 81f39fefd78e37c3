import { describe, expect, test } from 'vitest'
import { loadConfig } from '../config.js'
import { ConfigError } from '../errors/config.js'
import { getRelayAudiences } from './getRelayAudiences.js'

describe('getRelayAudiences', () => {
  test('default: the address the client reached, in ws and wss form', () => {
    expect(getRelayAudiences({ host: '127.0.0.1:8787' })).toEqual([
      'ws://127.0.0.1:8787',
      'wss://127.0.0.1:8787',
    ])
  })

  test('parameters: publicUrl', () => {
    expect(
      getRelayAudiences({ publicUrl: 'https://latchkey.example.com', host: 'internal:8787' }),
    ).toEqual(['wss://latchkey.example.com', 'ws://internal:8787', 'wss://internal:8787'])
  })

  test('parameters: relayUrl is the only one accepted', () => {
    expect(
      getRelayAudiences({
        relayUrl: 'wss://relay.example.com,ws://localhost:8787',
        publicUrl: 'https://latchkey.example.com',
        host: 'internal:8787',
      }),
    ).toEqual(['wss://relay.example.com', 'ws://localhost:8787'])
  })
})

describe('loadConfig: relay variables', () => {
  test('default', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: undefined, relayUrl: undefined })
  })

  test('parameters: REDIS_URL and LATCHKEY_RELAY_URL', () => {
    expect(
      loadConfig({
        REDIS_URL: 'redis://:secret@redis.internal:6379/0',
        LATCHKEY_RELAY_URL: 'wss://relay.example.com, ws://localhost:8787',
      }),
    ).toMatchObject({
      redisUrl: 'redis://:secret@redis.internal:6379/0',
      relayUrl: 'wss://relay.example.com,ws://localhost:8787',
    })
  })

  test.each([
    [
      { REDIS_URL: 'http://:hunter2@redis' },
      "REDIS_URL must be a Redis URL (redis://host:6379), got 'http://:****@redis'",
    ],
    [
      { LATCHKEY_RELAY_URL: 'https://relay.example.com' },
      "LATCHKEY_RELAY_URL must be a ws or wss URL, or several separated by commas, got 'https://relay.example.com'",
    ],
  ])('behavior: rejects %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })
})
