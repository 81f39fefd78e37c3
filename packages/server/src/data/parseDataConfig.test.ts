import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { loadDataConfig } from './loadDataConfig.js'
import { emptyDataConfig, parseDataConfig } from './parseDataConfig.js'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

describe('parseDataConfig', () => {
  test('default: defaults filled in, addresses lower case, price keys normalized', () => {
    expect(
      parseDataConfig({
        chains: {
          'eip155:31337': {
            tokens: [{ address: token, name: 'Latchkey Dollar', symbol: 'LKD', decimals: 18 }],
            nfts: [{ address: token, spam: true }],
          },
          'eip155:1': { startBlock: 'latest' },
        },
        prices: { eth: 3000, 'EIP155:1:0xABC': 2 },
        names: [
          { name: 'bob.latchkey.eth', address: token, avatar: 'https://avatars.example/b.png' },
        ],
      }),
    ).toEqual({
      chains: {
        'eip155:31337': {
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          tokens: [
            {
              address: token.toLowerCase(),
              name: 'Latchkey Dollar',
              symbol: 'LKD',
              decimals: 18,
              iconUrl: undefined,
            },
          ],
          nfts: [
            { address: token.toLowerCase(), name: undefined, previewUrl: undefined, spam: true },
          ],
          startBlock: 0,
        },
        'eip155:1': {
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          tokens: [],
          nfts: [],
          startBlock: 'latest',
        },
      },
      prices: { ETH: 3000, 'eip155:1:0xabc': 2 },
      names: [
        {
          name: 'bob.latchkey.eth',
          address: token.toLowerCase(),
          avatar: 'https://avatars.example/b.png',
        },
      ],
    })
  })

  test('behavior: a missing field names itself; null lists are empty; unknown fields are left out', () => {
    expect(() =>
      parseDataConfig({ chains: { 'eip155:1': { tokens: [{ address: token }], nfts: [7] } } }),
    ).toThrow(
      [
        'chains["eip155:1"].tokens[0].name must be text of 1 to 100 characters',
        'chains["eip155:1"].tokens[0].symbol must be text of 1 to 100 characters',
        'chains["eip155:1"].tokens[0].decimals must be an integer from 0 to 36',
        'chains["eip155:1"].nfts[0] must be an object with an address',
      ].join('\n  - '),
    )
    expect(parseDataConfig({ chains: null, prices: null, later: 1 })).toEqual(emptyDataConfig)
    expect(parseDataConfig({ chains: { 'eip155:1': { extra: true } } }).chains['eip155:1']).toEqual(
      {
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        tokens: [],
        nfts: [],
        startBlock: 0,
      },
    )
  })

  test("behavior: a chain without nativeCurrency has its namespace's coin", () => {
    const { chains } = parseDataConfig({
      chains: {
        'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': {},
        'polkadot:91b171bb158e2d3848fa23a9f1c25182': { tokens: [] },
        'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': {},
        'polkadot:6408de7737c59c238890533af25896a2': {
          nativeCurrency: { name: 'Dev', symbol: 'DEV', decimals: 12 },
        },
      },
    })
    expect(Object.values(chains).map((chain) => chain.nativeCurrency)).toEqual([
      { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
      { name: 'Solana', symbol: 'SOL', decimals: 9 },
      { name: 'Dev', symbol: 'DEV', decimals: 12, iconUrl: undefined },
    ])
  })

  test('parameters: ens and avatarHosts', () => {
    const universalResolver = '0x50CfE17D6fF2Fb973551931D314f50914B2fF325'
    const parsed = parseDataConfig({
      chains: { 'eip155:31337': { ens: { universalResolver } } },
      avatarHosts: ['127.0.0.1', 'Avatars.Example'],
    })
    expect(parsed.chains['eip155:31337']?.ens).toEqual({
      universalResolver: universalResolver.toLowerCase(),
    })
    expect(parsed.avatarHosts).toEqual(['127.0.0.1', 'avatars.example'])
    expect(() =>
      parseDataConfig(
        {
          chains: { 'eip155:1': { ens: { universalResolver: '0x12' } } },
          avatarHosts: ['http://127.0.0.1:5173'],
        },
        'data.json',
      ),
    ).toThrowErrorMatchingInlineSnapshot(`
      [DataConfigError: data.json: 2 problems in the data API configuration.
        - chains["eip155:1"].ens.universalResolver must be a 0x address of 40 hex digits
        - avatarHosts[0] must be a host name such as '127.0.0.1', without scheme or port]
    `)
  })

  test('behavior: every problem is listed with where it is', () => {
    expect(() =>
      parseDataConfig(
        {
          chains: {
            '31337': {},
            'eip155:1': {
              tokens: [
                { address: '0x12', name: '', symbol: 'X', decimals: 99, iconUrl: 'ftp://x' },
              ],
              startBlock: -1,
            },
          },
          prices: { ETH: 'a lot' },
          names: [{ name: 'Bob', address: '0x1' }],
        },
        'data.json',
      ),
    ).toThrowErrorMatchingInlineSnapshot(`
      [DataConfigError: data.json: 9 problems in the data API configuration.
        - chains["31337"] is not keyed by a CAIP-2 id such as eip155:1
        - chains["eip155:1"].tokens[0].address must be a 0x address of 40 hex digits (a base58 address on solana)
        - chains["eip155:1"].tokens[0].name must be text of 1 to 100 characters
        - chains["eip155:1"].tokens[0].decimals must be an integer from 0 to 36
        - chains["eip155:1"].tokens[0].iconUrl must be an http, https or data URL
        - chains["eip155:1"].startBlock must be a block number or 'latest'
        - prices["ETH"] must be a number of 0 or more
        - names[0].name must be a lower-case dotted name such as 'bob.latchkey.eth'
        - names[0].address must be a 0x address of 40 hex digits]
    `)
  })
})

describe('loadDataConfig', () => {
  test('default: none configured is an empty configuration', async () => {
    expect(await loadDataConfig({})).toEqual({ chains: {}, prices: {}, names: [] })
  })

  test('parameters: a file, and the inline configuration winning over it', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'latchkey-data-config-'))
    try {
      const path = join(folder, 'data.json')
      await writeFile(path, JSON.stringify({ prices: { LKD: 1 } }))
      expect(await loadDataConfig({ dataConfigPath: path })).toEqual({
        chains: {},
        prices: { LKD: 1 },
        names: [],
      })
      expect(
        await loadDataConfig({ dataConfigPath: path, data: { config: { prices: { LKE: 2 } } } }),
      ).toEqual({ chains: {}, prices: { LKE: 2 }, names: [] })
      await writeFile(path, '{ nope')
      await expect(loadDataConfig({ dataConfigPath: path })).rejects.toThrow(/not valid JSON/)
      await expect(
        loadDataConfig({ dataConfigPath: join(folder, 'missing.json') }),
      ).rejects.toThrow(/cannot read the file: ENOENT/)
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })
})
