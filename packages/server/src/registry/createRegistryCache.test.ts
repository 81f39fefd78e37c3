// The registry in memory over PGlite and (when enabled) PostgreSQL. "Another process" is, on
// PostgreSQL, a second connection importing as the CLI does; on PGlite, whose folder one process
// holds, a write made without this process's notice (plain SQL).
import { getWalletsResponseSchema } from '@latchkey/core/protocol'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { getTestDatabases, type TestDatabase } from '../../test/getTestDatabases.js'
import { createPostgresDatabase } from '../db/createPostgresDatabase.js'
import type { Database } from '../db/Database.js'
import { runMigrations } from '../db/runMigrations.js'
import { createRegistryCache, type RegistryCache } from './createRegistryCache.js'
import { importWallets } from './importWallets.js'
import type { WalletCatalogEntry } from './WalletEntry.js'

const svg = (text: string) => ({
  contentType: 'image/svg+xml',
  bytes: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${text}</svg>`),
})
// Every link of an entry, null.
const noLinks = Object.fromEntries(
  'mobile_link desktop_link webapp_link homepage app_store play_store chrome_store'
    .split(' ')
    .map((key) => [key, null]),
) as Pick<WalletCatalogEntry, 'mobile_link' | 'desktop_link' | 'webapp_link' | 'homepage'> &
  Pick<WalletCatalogEntry, 'app_store' | 'play_store' | 'chrome_store'>
const wallet = (id: string, name: string): WalletCatalogEntry => ({
  ...noLinks,
  id,
  name,
  rdns: null,
  chains: ['eip155:1'],
  badge_type: 'none',
  image: svg(id),
})
const page = { page: 1, entries: 40 }

describe.each(getTestDatabases())('createRegistryCache on $name', (kind) => {
  let test_: TestDatabase
  let cache: RegistryCache | undefined
  beforeAll(async () => {
    if (kind.skipped) return
    test_ = await kind.create()
    await runMigrations(test_.database)
  })
  afterEach(async () => {
    cache?.close()
    cache = undefined
    await test_?.database.exec('delete from wallets; delete from images')
  })
  afterAll(async () => {
    await test_?.drop()
    await kind.stop()
  })

  /** The database with a count of the statements run through it. */
  function counted(database: Database) {
    const counter = { queries: 0 }
    const wrapped: Database = {
      ...database,
      query: (sql, params) => {
        counter.queries++
        return database.query(sql, params)
      },
      transaction: (fn) => {
        counter.queries++
        return database.transaction(fn)
      },
    }
    return { wrapped, counter }
  }
  const names = (body: string) =>
    (JSON.parse(body) as { data: Array<{ name: string }> }).data.map((entry) => entry.name)

  describe.skipIf(kind.skipped)(kind.skipped ? `skipped: ${kind.skipped}` : 'cache', () => {
    test('default: once loaded, wallets and images are answered without a query', async () => {
      await importWallets(test_.database, [wallet('alpha', 'Alpha'), wallet('beta', 'Beta')])
      const { wrapped, counter } = counted(test_.database)
      cache = createRegistryCache(wrapped, { refreshMs: 60_000 })
      await cache.load()
      const loadQueries = counter.queries
      const [alpha] = JSON.parse(cache.getWalletsBody(page)).data as Array<{ image_id: string }>
      for (let index = 0; index < 100; index++) {
        cache.getWalletsBody({ ...page, search: `a${index}` })
        expect(await cache.getImage('wallet', alpha!.image_id)).toMatchObject({
          contentType: 'image/svg+xml',
        })
        // An unknown id is known to be missing without asking the database.
        expect(await cache.getImage('wallet', 'f'.repeat(64))).toBeUndefined()
      }
      expect(names(cache.getWalletsBody(page))).toEqual(['Alpha', 'Beta'])
      expect(counter.queries).toBe(loadQueries)
      // The answer is what the widget checks it against: core's schema, the one definition.
      expect(v.parse(getWalletsResponseSchema, JSON.parse(cache.getWalletsBody(page)))).toEqual(
        JSON.parse(cache.getWalletsBody(page)),
      )
    })

    test('behavior: an import in this process is seen at once', async () => {
      await importWallets(test_.database, [wallet('alpha', 'Alpha')])
      cache = createRegistryCache(test_.database, { refreshMs: 60_000 })
      await cache.load()
      await importWallets(test_.database, [wallet('gamma', 'Gamma')])
      await vi.waitFor(
        () => expect(names(cache!.getWalletsBody(page))).toEqual(['Alpha', 'Gamma']),
        {
          timeout: 2_000,
        },
      )
    })

    test("behavior: another process's write is seen within the refresh interval", async () => {
      await importWallets(test_.database, [wallet('alpha', 'Alpha')])
      cache = createRegistryCache(test_.database, { refreshMs: 100 })
      await cache.load()
      if (test_.url) {
        // As `latchkey-server import-wallets` with DATABASE_URL: its own connection.
        const other = await createPostgresDatabase({ url: test_.url })
        try {
          await importWallets(other, [wallet('delta', 'Delta')], { mode: 'replace' })
        } finally {
          await other.close()
        }
        await vi.waitFor(() => expect(names(cache!.getWalletsBody(page))).toEqual(['Delta']), {
          timeout: 3_000,
        })
      }
      await test_.database.query("update wallets set name = 'Renamed' where id = $1", [
        test_.url ? 'delta' : 'alpha',
      ])
      await vi.waitFor(() => expect(names(cache!.getWalletsBody(page))).toEqual(['Renamed']), {
        timeout: 3_000,
      })
    })

    test('parameters: maxImageBytes; images past it are read when asked', async () => {
      await importWallets(test_.database, [wallet('alpha', 'Alpha'), wallet('beta', 'Beta')])
      const { wrapped, counter } = counted(test_.database)
      cache = createRegistryCache(wrapped, { refreshMs: 60_000, maxImageBytes: 10 })
      await cache.load()
      const before = counter.queries
      const [alpha] = JSON.parse(cache.getWalletsBody(page)).data as Array<{ image_id: string }>
      const image = await cache.getImage('wallet', alpha!.image_id)
      expect(image?.bytes.toString()).toContain('alpha')
      expect(counter.queries).toBe(before + 1)
    })

    test('behavior: a failed reload keeps the copy it has and reports the error', async () => {
      await importWallets(test_.database, [wallet('alpha', 'Alpha')])
      let failing = false
      const onError = vi.fn()
      const flaky: Database = {
        ...test_.database,
        query: (sql, params) =>
          failing
            ? Promise.reject(new Error('connection lost'))
            : test_.database.query(sql, params),
      }
      cache = createRegistryCache(flaky, { refreshMs: 50, onError })
      await cache.load()
      failing = true
      await vi.waitFor(() => expect(onError).toHaveBeenCalled(), { timeout: 2_000 })
      expect(names(cache.getWalletsBody(page))).toEqual(['Alpha'])
    })

    test('behavior: asked before load, it says so', () => {
      cache = createRegistryCache(test_.database)
      expect(() => cache!.getWalletsBody(page)).toThrow('The registry is not loaded yet')
    })
  })
})
