// Catalog imports on PGlite and (when enabled) PostgreSQL, down to 5,000 entries over HTTP.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { getTestDatabases, type TestDatabase } from '../../test/getTestDatabases.js'
import { loadConfig } from '../config.js'
import { createServer } from '../createServer.js'
import { runMigrations } from '../db/runMigrations.js'
import { getWallets } from './getWallets.js'
import { importWallets } from './importWallets.js'
import { loadWalletCatalog } from './loadWalletCatalog.js'
import type { WalletEntry } from './WalletEntry.js'

const load = (entries: unknown[]) =>
  loadWalletCatalog(entries, { source: 'test', baseDirectory: '.' })
const svg = (text: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg">${text}</svg>`)}`

describe.each(getTestDatabases())('importWallets on $name', (kind) => {
  let test_: TestDatabase
  beforeAll(async () => {
    if (kind.skipped) return
    test_ = await kind.create()
    await runMigrations(test_.database)
  })
  afterAll(async () => {
    await test_?.drop()
    await kind.stop()
  })
  beforeEach(async () => {
    if (kind.skipped) return
    await test_.database.exec('delete from wallets; delete from images')
    await importWallets(
      test_.database,
      await load([
        { id: 'alpha', name: 'Alpha', chains: ['eip155:*'] },
        { id: 'beta', name: 'Beta', chains: ['solana:*'], image: svg('beta') },
        { id: 'gamma', name: 'Gamma', chains: ['eip155:1'] },
      ]),
    )
  })

  const list = async () =>
    (await getWallets(test_.database, { page: 1, entries: 100 })).data.map((entry) => ({
      id: entry.id,
      name: entry.name,
    }))
  const imageCount = async () =>
    (
      await test_.database.query<{ count: number }>(
        "select count(*)::int as count from images where kind = 'wallet'",
      )
    ).rows[0]!.count

  describe.skipIf(kind.skipped)(kind.skipped ? `skipped: ${kind.skipped}` : 'catalog', () => {
    test('default: merge updates known ids in place and adds new ones after', async () => {
      const result = await importWallets(
        test_.database,
        await load([
          { id: 'delta', name: 'Delta', chains: ['eip155:10'] },
          { id: 'alpha', name: 'Alpha Renamed', chains: ['eip155:*'], rdns: 'io.alpha' },
        ]),
      )
      expect(result).toEqual({ added: 1, updated: 1, removed: 0, total: 4 })
      expect(await list()).toEqual([
        { id: 'alpha', name: 'Alpha Renamed' },
        { id: 'beta', name: 'Beta' },
        { id: 'gamma', name: 'Gamma' },
        { id: 'delta', name: 'Delta' },
      ])
      const [alpha] = (await getWallets(test_.database, { page: 1, entries: 1 })).data
      expect(alpha).toMatchObject({ rdns: 'io.alpha', chains: ['eip155:*'] })
    })

    test('parameters: mode replace makes the catalog exactly the file, in its order', async () => {
      const result = await importWallets(
        test_.database,
        await load([
          { id: 'gamma', name: 'Gamma', chains: ['eip155:1'] },
          { id: 'omega', name: 'Omega', chains: ['bip122:*'] },
        ]),
        { mode: 'replace' },
      )
      expect(result).toEqual({ added: 1, updated: 1, removed: 2, total: 2 })
      expect(await list()).toEqual([
        { id: 'gamma', name: 'Gamma' },
        { id: 'omega', name: 'Omega' },
      ])
      // Beta's own image went with it; drawn icons of removed entries too.
      expect(await imageCount()).toBe(2)
    })

    test('behavior: images are stored once per content, and dropped when unused', async () => {
      await importWallets(
        test_.database,
        await load([
          { id: 'twin-a', name: 'Twin', chains: ['eip155:1'] },
          { id: 'twin-b', name: 'Twin', chains: ['eip155:1'] },
          { id: 'beta', name: 'Beta', chains: ['solana:*'], image: svg('beta, redrawn') },
        ]),
      )
      const { data } = await getWallets(test_.database, { page: 1, entries: 100 })
      const byId = Object.fromEntries(data.map((entry) => [entry.id, entry]))
      expect(byId['twin-a']!.image_id).toBe(byId['twin-b']!.image_id)
      // alpha, gamma, twin, and the new beta: the old beta image is gone.
      expect(await imageCount()).toBe(4)
    })

    test('behavior: a failure part-way changes nothing', async () => {
      const before = await list()
      const wallets = await load([
        { id: 'new-one', name: 'New', chains: ['eip155:1'] },
        { id: 'alpha', name: 'Alpha Changed', chains: ['eip155:1'] },
      ])
      // A value only the database refuses (its check constraint), after other rows were written.
      wallets[1]!.badge_type = 'gold' as WalletEntry['badge_type']
      await expect(importWallets(test_.database, wallets, { mode: 'replace' })).rejects.toThrow()
      expect(await list()).toEqual(before)
      expect(await imageCount()).toBe(3)
    })

    test('behavior: 5,000 entries import, page through and search quickly (timings printed)', async () => {
      const prefixes = ['Alpha', 'Nova', 'Orbit', 'Pixel', 'Quartz', 'Raven', 'Solar', 'Tidal']
      const kinds = ['Vault', 'Keys', 'Pay', 'Safe', 'Link']
      const namespaces = ['eip155:*', 'solana:*', 'bip122:*', 'polkadot:*']
      const generated = Array.from({ length: 5000 }, (_, index) => ({
        id: `scale-${index}`,
        name: `${prefixes[index % 8]} ${kinds[Math.floor(index / 8) % 5]} ${index}`,
        chains: [namespaces[index % 4], `eip155:${index + 1}`],
        rdns: `io.scale.w${index}`,
        mobile_link: `scale${index}://`,
        badge_type: index % 100 === 0 ? 'certified' : 'none',
      }))
      const started = performance.now()
      const wallets = await load(generated)
      const loaded = performance.now()
      const result = await importWallets(test_.database, wallets, { mode: 'replace' })
      const imported = performance.now()
      expect(result.total).toBe(5000)

      const server = createServer({
        config: loadConfig({ LOG_LEVEL: 'silent' }),
        database: test_.database,
      })
      try {
        const url = await server.listen({ host: '127.0.0.1', port: 0 })
        const timed = async (query: string) => {
          const start = performance.now()
          const response = await fetch(`${url}/getWallets?${query}`)
          const body = (await response.json()) as { data: WalletEntry[]; count: number }
          return { body, ms: performance.now() - start }
        }
        const pageTimes: number[] = []
        const seen = new Set<string>()
        for (let page = 1; ; page++) {
          const { body, ms } = await timed(`page=${page}&entries=40`)
          pageTimes.push(ms)
          for (const entry of body.data) seen.add(entry.id)
          expect(body.count).toBe(5000)
          if (body.data.length < 40) break
        }
        expect(seen.size).toBe(5000)
        expect(pageTimes.length).toBe(126)

        const orbit = await timed('search=orbit&entries=100')
        expect(orbit.body.count).toBe(625)
        expect(orbit.body.data.every((entry) => entry.name.startsWith('Orbit'))).toBe(true)
        const exact = await timed(`search=${encodeURIComponent(generated[4013]!.name)}`)
        expect(exact.body.data.map((entry) => entry.id)).toEqual(['scale-4013'])
        const partial = await timed('search=ult%20pay&entries=100')
        expect(partial.body.count).toBe(0)
        const solana = await timed('chains=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&entries=100')
        expect(solana.body.count).toBe(1250)
        const oneChain = await timed('chains=eip155:4242')
        // eip155:* entries (1250) plus scale-4241, which lists eip155:4242 on a solana:* base.
        expect(oneChain.body.count).toBe(1251)
        const deepPage = await timed('page=100&entries=40&badge_type=certified')
        expect(deepPage.body).toEqual({ data: [], count: 50 })

        const sorted = [...pageTimes].sort((a, b) => a - b)
        const p95 = sorted[Math.floor(sorted.length * 0.95)]!
        console.log(
          `[${kind.name}] 5,000 wallets: check+draw ${Math.round(loaded - started)} ms, import ${Math.round(imported - loaded)} ms; ` +
            `${pageTimes.length} pages of 40 in ${Math.round(pageTimes.reduce((a, b) => a + b, 0))} ms ` +
            `(median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms); ` +
            `search 'orbit' ${orbit.ms.toFixed(1)} ms, exact ${exact.ms.toFixed(1)} ms, chains ${solana.ms.toFixed(1)} ms`,
        )
      } finally {
        await server.close()
      }
    })
  })
})
