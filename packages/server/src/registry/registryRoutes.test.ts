// The wallet listing service over real HTTP, on PGlite and (when enabled) PostgreSQL, with the
// catalog the server seeds from data/wallets.json at first start.
import { readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getTestDatabases, type TestDatabase } from '../../test/getTestDatabases.js'
import { loadConfig } from '../config.js'
import { createServer } from '../createServer.js'
import { builtinCatalogPath } from './builtinDataFiles.js'
import type { WalletEntry } from './WalletEntry.js'

const catalog = JSON.parse(readFileSync(builtinCatalogPath, 'utf8')) as Array<
  Omit<WalletEntry, 'image_id'>
>
const certified = catalog.filter((entry) => entry.badge_type === 'certified').map((e) => e.id)

describe.each(getTestDatabases())('registry routes on $name', (kind) => {
  let test_: TestDatabase
  let server: FastifyInstance
  let url: string
  beforeAll(async () => {
    if (kind.skipped) return
    test_ = await kind.create()
    server = createServer({ config: loadConfig({ LOG_LEVEL: 'silent' }), database: test_.database })
    url = await server.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => {
    await server?.close()
    await test_?.drop()
    await kind.stop()
  })

  async function getWallets(query = '') {
    const response = await fetch(`${url}/getWallets${query ? `?${query}` : ''}`)
    expect(response.status).toBe(200)
    return (await response.json()) as { data: WalletEntry[]; count: number }
  }
  const ids = (body: { data: WalletEntry[] }) => body.data.map((entry) => entry.id)

  describe.skipIf(kind.skipped)(kind.skipped ? `skipped: ${kind.skipped}` : 'getWallets', () => {
    test('default: the first 40 entries of the seeded catalog, in catalog order', async () => {
      const body = await getWallets()
      expect(body.count).toBe(catalog.length)
      expect(ids(body)).toEqual(catalog.slice(0, 40).map((entry) => entry.id))
      const { image_id, ...fields } = body.data[0]!
      expect(fields).toEqual(catalog[0])
      expect(image_id).toMatch(/^[0-9a-f]{64}$/)
      expect(Object.keys(body.data[0]!).sort()).toEqual(
        [
          'id',
          'name',
          'image_id',
          'rdns',
          'chains',
          'mobile_link',
          'desktop_link',
          'webapp_link',
          'homepage',
          'app_store',
          'play_store',
          'chrome_store',
          'badge_type',
        ].sort(),
      )
    })

    test('parameters: page and entries', async () => {
      const second = await getWallets('page=2&entries=40')
      expect(ids(second)).toEqual(catalog.slice(40, 80).map((entry) => entry.id))
      expect(second.count).toBe(catalog.length)
      expect(ids(await getWallets('page=3&entries=5'))).toEqual(
        catalog.slice(10, 15).map((entry) => entry.id),
      )
      expect(await getWallets('page=99')).toEqual({ data: [], count: catalog.length })
      expect((await getWallets('entries=100')).data).toHaveLength(Math.min(100, catalog.length))
      expect((await getWallets('entries=1')).data).toHaveLength(1)
    })

    test('parameters: include keeps its order and ignores unknown ids', async () => {
      const body = await getWallets('include=rainbow,metamask,no-such-wallet,safe')
      expect(ids(body)).toEqual(['rainbow', 'metamask', 'safe'])
      expect(body.count).toBe(3)
    })

    test('parameters: exclude, alone and with include', async () => {
      const body = await getWallets('exclude=metamask,coinbase-wallet&entries=100')
      expect(body.count).toBe(catalog.length - 2)
      expect(ids(body)).not.toContain('metamask')
      expect(ids(await getWallets('include=rainbow,metamask&exclude=metamask'))).toEqual([
        'rainbow',
      ])
    })

    test('parameters: chains matches any listed chain, through namespace wildcards', async () => {
      const supports = (chain: string) =>
        catalog
          .filter((entry) =>
            entry.chains.some((c) => c === chain || c === `${chain.split(':')[0]}:*`),
          )
          .map((entry) => entry.id)
      const bitcoin = 'bip122:000000000019d6689c085ae165831e93'
      const onBitcoin = await getWallets(`chains=${bitcoin}&entries=100`)
      expect(ids(onBitcoin)).toEqual(supports(bitcoin))
      expect(ids(onBitcoin)).toContain('xverse')
      expect(ids(onBitcoin)).not.toContain('rainbow')

      expect(ids(await getWallets('chains=cosmos:cosmoshub-4'))).toEqual(['keplr'])
      const both = await getWallets(`chains=cosmos:cosmoshub-4,${bitcoin}&entries=100`)
      expect(both.count).toBe(supports(bitcoin).length + 1)
      // A namespace in the filter matches every entry with a chain of that namespace.
      expect((await getWallets('chains=polkadot:*&entries=100')).count).toBe(
        catalog.filter((entry) => entry.chains.some((c) => c.startsWith('polkadot:'))).length,
      )
      expect(await getWallets('chains=eip155:999999999')).toMatchObject({
        count: catalog.filter((entry) => entry.chains.includes('eip155:*')).length,
      })
      expect(await getWallets('chains=tron:0x2b6653dc')).toEqual({ data: [], count: 0 })
    })

    test('parameters: search is a case-insensitive part of the name; exact, then prefix first', async () => {
      expect(ids(await getWallets('search=core'))).toEqual(['core'])
      expect(ids(await getWallets('search=META'))).toEqual(['metamask'])
      expect(ids(await getWallets('search=mask'))).toEqual(['metamask'])
      // Names starting with 'co' (catalog order), then names containing it.
      expect(ids(await getWallets('search=co'))).toEqual([
        'coinbase-wallet',
        'coin98',
        'core',
        'crypto-com-defi-wallet',
      ])
      expect(ids(await getWallets(`search=${encodeURIComponent(' {.js} ')}`))).toEqual([
        'polkadot-js',
      ])
      // LIKE wildcards are plain characters here.
      expect(await getWallets('search=%25')).toEqual({ data: [], count: 0 })
      expect(await getWallets('search=_')).toEqual({ data: [], count: 0 })
      expect((await getWallets('search=wallet&entries=3')).count).toBe(
        catalog.filter((entry) => /wallet/i.test(entry.name)).length,
      )
    })

    test('parameters: badge_type', async () => {
      expect(ids(await getWallets('badge_type=certified'))).toEqual(certified)
      expect(certified.length).toBeGreaterThan(3)
      expect((await getWallets('badge_type=none')).count).toBe(catalog.length)
    })

    test('parameters: projectId, st, sv and unknown ones are accepted; empty values are unset', async () => {
      const body = await getWallets('projectId=abc&st=appkit&sv=html-wagmi-1.0.0&later=1')
      expect(body.count).toBe(catalog.length)
      expect((await getWallets('page=&entries=&include=&search=&chains=')).count).toBe(
        catalog.length,
      )
    })

    test.each([
      ['page=0', "page must be an integer from 1 to 1000000, got '0'"],
      ['page=-1', "page must be an integer from 1 to 1000000, got '-1'"],
      ['page=1.5', "page must be an integer from 1 to 1000000, got '1.5'"],
      ['page=two', "page must be an integer from 1 to 1000000, got 'two'"],
      ['page=1&page=2', 'page must be given once, got it 2 times'],
      ['entries=0', "entries must be an integer from 1 to 100, got '0'"],
      ['entries=101', "entries must be an integer from 1 to 100, got '101'"],
      ['entries=1e2', "entries must be an integer from 1 to 100, got '1e2'"],
      [
        'include=metamask,Rainbow',
        "include must list wallet ids (1 to 64 of a-z, 0-9 and -, starting with a letter or digit), separated by commas: 'Rainbow' is not one",
      ],
      [
        'include=metamask,,safe',
        "include must list wallet ids (1 to 64 of a-z, 0-9 and -, starting with a letter or digit), separated by commas: '' is not one",
      ],
      [
        `exclude=${'a'.repeat(65)}`,
        `exclude must list wallet ids (1 to 64 of a-z, 0-9 and -, starting with a letter or digit), separated by commas: '${'a'.repeat(65)}' is not one`,
      ],
      [
        `include=${Array.from({ length: 501 }, (_, i) => `w${i}`).join(',')}`,
        'include must list at most 500 items, got 501',
      ],
      [
        'chains=eip155',
        "chains must list CAIP-2 ids such as eip155:1 or namespaces such as solana:*, separated by commas: 'eip155' is neither",
      ],
      [
        'chains=eip155:1,EIP155:1',
        "chains must list CAIP-2 ids such as eip155:1 or namespaces such as solana:*, separated by commas: 'EIP155:1' is neither",
      ],
      [
        'chains=eip155:1:0xabc',
        "chains must list CAIP-2 ids such as eip155:1 or namespaces such as solana:*, separated by commas: 'eip155:1:0xabc' is neither",
      ],
      ['badge_type=gold', "badge_type must be one of none, certified, got 'gold'"],
      [`search=${'x'.repeat(101)}`, 'search must be text of at most 100 characters'],
    ])('behavior: %s answers 400 naming the parameter', async (query, message) => {
      const response = await fetch(`${url}/getWallets?${query}`)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: { code: 'INVALID_PARAMETER', message } })
    })
  })

  describe.skipIf(kind.skipped)('images and analytics', () => {
    test('default: getWalletImage serves the wallet’s logo, cached for good', async () => {
      const [metamask] = (await getWallets('include=metamask')).data
      const response = await fetch(`${url}/getWalletImage/${metamask!.image_id}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(response.headers.get('etag')).toBe(`"${metamask!.image_id}"`)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('content-security-policy')).toContain('sandbox')
      const svg = await response.text()
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
      // MetaMask's logo from @web3icons/core, seeded at first start.
      expect(svg).toContain('class="web3icons"')
    })

    test('behavior: a matching If-None-Match answers 304', async () => {
      const [rainbow] = (await getWallets('include=rainbow')).data
      const response = await fetch(`${url}/getWalletImage/${rainbow!.image_id}`, {
        headers: { 'if-none-match': `W/"other", "${rainbow!.image_id}"` },
      })
      expect(response.status).toBe(304)
      expect(await response.text()).toBe('')
    })

    test.each([
      ['/public/getAssetImage/eip155:31337', 'D1'],
      ['/public/getAssetImage/eip155:31338', 'D2'],
      ['/public/getAssetImage/solana', 'S'],
      ['/public/getCurrencyImage/USD', '$'],
      ['/public/getCurrencyImage/eur', '€'],
      ['/public/getTokenImage/ETH', 'ETH'],
      ['/public/getTokenImage/lkd', 'LKD'],
      ['/public/getTokenImage/LKE', 'LKE'],
      // Solana's tokens on the dev chain: the native coin and the SPL token.
      ['/public/getTokenImage/SOL', 'SOL'],
      ['/public/getTokenImage/LKSD', 'LKSD'],
    ])('parameters: %s', async (path, monogram) => {
      const response = await fetch(`${url}${path}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
      expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/)
      expect(await response.text()).toContain(`>${monogram}</text>`)
    })

    test.each([
      [`/getWalletImage/${'0'.repeat(64)}`, 'wallet', '0'.repeat(64)],
      ['/public/getAssetImage/eip155:424242', 'asset', 'eip155:424242'],
      ['/public/getCurrencyImage/XYZ', 'currency', 'XYZ'],
      ['/public/getTokenImage/NOPE', 'token', 'NOPE'],
    ])('behavior: unknown %s answers a JSON 404', async (path, kind, id) => {
      const response = await fetch(`${url}${path}`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({
        error: { code: 'IMAGE_NOT_FOUND', message: `No ${kind} image '${id}'` },
      })
    })

    test.each([
      '/getWalletImage/metamask',
      `/getWalletImage/${'A'.repeat(64)}`,
      '/public/getTokenImage/..%2Fetc',
    ])('behavior: the malformed id %s answers 400', async (path) => {
      const response = await fetch(`${url}${path}`)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({
        error: {
          code: 'INVALID_PARAMETER',
          message: expect.stringMatching(/^id is not an image id/),
        },
      })
    })

    test('default: getAnalyticsConfig is off unless LATCHKEY_ANALYTICS=on', async () => {
      const response = await fetch(`${url}/getAnalyticsConfig?projectId=x&st=appkit&sv=1`)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ isAnalyticsEnabled: false })

      const on = createServer({
        config: loadConfig({ LOG_LEVEL: 'silent', LATCHKEY_ANALYTICS: 'on' }),
        database: test_.database,
      })
      try {
        const onUrl = await on.listen({ host: '127.0.0.1', port: 0 })
        expect(await (await fetch(`${onUrl}/getAnalyticsConfig`)).json()).toEqual({
          isAnalyticsEnabled: true,
        })
      } finally {
        await on.close()
      }
    })
  })
})
