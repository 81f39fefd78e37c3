import { resolve } from 'node:path'
import { describe, expect, test } from 'vitest'
import { formatConfigSummary, loadConfig } from './config.js'
import { ConfigError } from './errors/config.js'
import { defaultServerLimits } from './serverLimits.js'

describe('loadConfig', () => {
  test('default', () => {
    expect(loadConfig({})).toEqual({
      host: '127.0.0.1',
      port: 8787,
      dataDir: resolve('.latchkey/data'),
      databaseUrl: undefined,
      logLevel: 'info',
      publicUrl: undefined,
      analytics: false,
      chains: [],
      production: false,
      limits: defaultServerLimits,
      embedded: { mailFrom: 'Latchkey <no-reply@latchkey.local>' },
    })
  })

  test('parameters: every variable', () => {
    expect(
      loadConfig({
        LATCHKEY_HOST: '0.0.0.0',
        LATCHKEY_PORT: '0',
        LATCHKEY_DATA_DIR: '/var/lib/latchkey',
        DATABASE_URL: 'postgresql://latchkey:secret@db.internal:5432/latchkey',
        LOG_LEVEL: 'DEBUG',
        LATCHKEY_PUBLIC_URL: 'https://latchkey.example.com/',
        LATCHKEY_ANALYTICS: 'ON',
        LATCHKEY_CHAINS:
          'eip155:31337=http://127.0.0.1:8545, eip155:1=https://node.example/v1?k=a=b',
        LATCHKEY_DATA_CONFIG: '/etc/latchkey/data.json',
        LATCHKEY_WALLET_ORIGIN: 'https://wallet.example.com',
        SMTP_URL: 'smtp://mail.internal:587',
        LATCHKEY_MAIL_FROM: 'Example <login@example.com>',
        LATCHKEY_RECOVERY_KEY: 'a'.repeat(64),
        LATCHKEY_SHARE_KEY: 'b'.repeat(64),
      }),
    ).toEqual({
      host: '0.0.0.0',
      port: 0,
      dataDir: '/var/lib/latchkey',
      databaseUrl: 'postgresql://latchkey:secret@db.internal:5432/latchkey',
      logLevel: 'debug',
      publicUrl: 'https://latchkey.example.com',
      analytics: true,
      chains: [
        { caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545' },
        { caipNetworkId: 'eip155:1', rpcUrl: 'https://node.example/v1?k=a=b' },
      ],
      dataConfigPath: '/etc/latchkey/data.json',
      production: false,
      limits: defaultServerLimits,
      embedded: {
        walletOrigin: 'https://wallet.example.com',
        smtpUrl: 'smtp://mail.internal:587',
        mailFrom: 'Example <login@example.com>',
        recoveryKey: 'a'.repeat(64),
        shareKey: 'b'.repeat(64),
      },
    })
  })

  test('parameters: the name service', () => {
    expect(loadConfig({}).names).toBeUndefined()
    expect(loadConfig({ LATCHKEY_NAME_SUFFIX: 'Names.Example.ETH' }).names).toEqual({
      suffix: 'names.example.eth',
      gatewayPrivateKey: undefined,
    })
    const key = `0x${'A1'.repeat(32)}`
    expect(loadConfig({ LATCHKEY_NAME_GATEWAY_KEY: key }).names).toEqual({
      suffix: 'latchkey.eth',
      gatewayPrivateKey: key.toLowerCase(),
    })
  })

  test.each([
    [
      { LATCHKEY_NAME_SUFFIX: 'latchkey..eth' },
      "LATCHKEY_NAME_SUFFIX must be a dotted name of letters, digits and hyphens (latchkey.eth), got 'latchkey..eth'",
    ],
    [
      { LATCHKEY_NAME_SUFFIX: '.latchkey.eth' },
      "LATCHKEY_NAME_SUFFIX must be a dotted name of letters, digits and hyphens (latchkey.eth), got '.latchkey.eth'",
    ],
    [
      { LATCHKEY_NAME_GATEWAY_KEY: 'a1'.repeat(32) },
      "LATCHKEY_NAME_GATEWAY_KEY must be 0x and 64 hex digits (a secp256k1 private key), got '(hidden)'",
    ],
    [
      { LATCHKEY_NAME_GATEWAY_KEY: `0x${'0'.repeat(64)}` },
      "LATCHKEY_NAME_GATEWAY_KEY must be 0x and 64 hex digits (a secp256k1 private key), got '(hidden)'",
    ],
  ])('bad input: the name service %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message)
  })

  test('behavior: a relative data folder is resolved against the current directory', () => {
    expect(loadConfig({ LATCHKEY_DATA_DIR: 'tmp/data' }).dataDir).toBe(resolve('tmp/data'))
  })

  test('behavior: empty values count as unset', () => {
    expect(loadConfig({ LATCHKEY_PORT: '', DATABASE_URL: ' ', LOG_LEVEL: '' })).toMatchObject({
      port: 8787,
      databaseUrl: undefined,
      logLevel: 'info',
    })
  })

  test.each([
    [
      { LATCHKEY_PORT: 'abc' },
      "LATCHKEY_PORT must be an integer from 0 to 65535 (0 picks a free port), got 'abc'",
    ],
    [
      { LATCHKEY_PORT: '70000' },
      "LATCHKEY_PORT must be an integer from 0 to 65535 (0 picks a free port), got '70000'",
    ],
    [
      { LATCHKEY_PORT: '-1' },
      "LATCHKEY_PORT must be an integer from 0 to 65535 (0 picks a free port), got '-1'",
    ],
    [
      { LATCHKEY_PORT: '80.5' },
      "LATCHKEY_PORT must be an integer from 0 to 65535 (0 picks a free port), got '80.5'",
    ],
    [
      { LOG_LEVEL: 'loud' },
      "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got 'loud'",
    ],
    [
      { DATABASE_URL: 'mysql://root:hunter2@localhost/latchkey' },
      "DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database), got 'mysql://root:****@localhost/latchkey'",
    ],
    [
      { DATABASE_URL: 'not a url' },
      "DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database), got 'not a url'",
    ],
    [
      { LATCHKEY_HOST: 'http://localhost' },
      "LATCHKEY_HOST must be a host name or IP address (127.0.0.1, 0.0.0.0, ::), got 'http://localhost'",
    ],
    [
      { LATCHKEY_HOST: 'localhost:8787' },
      "LATCHKEY_HOST must be a host name or IP address (127.0.0.1, 0.0.0.0, ::), got 'localhost:8787'",
    ],
    [
      { LATCHKEY_PUBLIC_URL: 'latchkey.example.com' },
      "LATCHKEY_PUBLIC_URL must be an http or https URL, got 'latchkey.example.com'",
    ],
    [{ LATCHKEY_ANALYTICS: 'yes' }, "LATCHKEY_ANALYTICS must be on or off, got 'yes'"],
    [
      { LATCHKEY_CHAINS: '31337=http://127.0.0.1:8545' },
      "LATCHKEY_CHAINS must be CAIP-2 ids with http(s) node URLs, separated by commas (eip155:1=https://node.example), got '31337=http://127.0.0.1:8545'",
    ],
    [
      { LATCHKEY_CHAINS: 'eip155:1=ws://node' },
      "LATCHKEY_CHAINS must be CAIP-2 ids with http(s) node URLs, separated by commas (eip155:1=https://node.example), got 'eip155:1=ws://node'",
    ],
    [
      { LATCHKEY_CHAINS: 'eip155:1=http://a,eip155:1=http://b' },
      "LATCHKEY_CHAINS must be a list naming eip155:1 once, got 'eip155:1=http://a,eip155:1=http://b'",
    ],
  ])('behavior: rejects %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })

  test('behavior: the error names the variable and the value', () => {
    const error = (() => {
      try {
        loadConfig({ LATCHKEY_PORT: 'abc' })
      } catch (error) {
        return error
      }
    })()
    expect(error).toMatchObject({ name: 'ConfigError', variable: 'LATCHKEY_PORT', value: 'abc' })
  })

  test('behavior: IPv6 addresses are hosts', () => {
    expect(loadConfig({ LATCHKEY_HOST: '::' }).host).toBe('::')
    expect(loadConfig({ LATCHKEY_HOST: '::1' }).host).toBe('::1')
  })
})

describe('formatConfigSummary', () => {
  test('default', () => {
    const config = loadConfig({ LATCHKEY_DATA_DIR: '/srv/latchkey' })
    expect(formatConfigSummary(config)).toMatchInlineSnapshot(`
      "Latchkey server
        listen      127.0.0.1:8787
        public URL  (same as listen address)
        database    PGlite in /srv/latchkey/pglite
        data dir    /srv/latchkey
        log level   info
        analytics   off"
    `)
  })

  test('behavior: masks the password of DATABASE_URL', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://latchkey:s3cr%40t@db.internal:5432/latchkey',
      LATCHKEY_PORT: '0',
    })
    const summary = formatConfigSummary(config)
    expect(summary).toContain('PostgreSQL at postgres://latchkey:****@db.internal:5432/latchkey')
    expect(summary).toContain('127.0.0.1:0 (any free port)')
    expect(summary).not.toContain('s3cr')
  })
})
