// First-start seeding on PGlite and (when enabled) PostgreSQL.
import { readFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { getTestDatabases, type TestDatabase } from '../../test/getTestDatabases.js'
import { runMigrations } from '../db/runMigrations.js'
import { builtinCatalogPath, builtinImagesPath } from './builtinDataFiles.js'
import { getImage } from './getImage.js'
import { getWallets } from './getWallets.js'
import { importWallets } from './importWallets.js'
import { loadWalletCatalog } from './loadWalletCatalog.js'
import { seedRegistry } from './seedRegistry.js'

const builtinCount = (JSON.parse(readFileSync(builtinCatalogPath, 'utf8')) as unknown[]).length
const imageCount = (JSON.parse(readFileSync(builtinImagesPath, 'utf8')) as unknown[]).length

describe.each(getTestDatabases())('seedRegistry on $name', (kind) => {
  let test_: TestDatabase
  let folder: string
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'latchkey-seed-'))
    if (kind.skipped) return
    test_ = await kind.create()
    await runMigrations(test_.database)
  })
  afterAll(async () => {
    await test_?.drop()
    await kind.stop()
    await rm(folder, { recursive: true, force: true })
  })
  beforeEach(async () => {
    if (kind.skipped) return
    await test_.database.exec(
      "delete from wallets; delete from images; delete from server_instance where key = 'wallet_catalog_seeded_at'",
    )
  })

  const count = async () => (await getWallets(test_.database, { page: 1, entries: 1 })).count

  describe.skipIf(kind.skipped)(kind.skipped ? `skipped: ${kind.skipped}` : 'seeding', () => {
    test('default: the first start loads the curated catalog and the named images', async () => {
      expect(await seedRegistry(test_.database)).toEqual({
        seededWallets: builtinCount,
        addedImages: imageCount,
      })
      expect(await count()).toBe(builtinCount)
    })

    test('behavior: wallets get their real logo from @web3icons/core, else the monogram', async () => {
      await seedRegistry(test_.database)
      const { data } = await getWallets(test_.database, { page: 1, entries: 100 })
      const iconOf = async (id: string) => {
        const wallet = data.find((entry) => entry.id === id)
        const image = await getImage(test_.database, 'wallet', wallet!.image_id!)
        return image!.bytes.toString('utf8')
      }
      const metamask = await iconOf('metamask')
      expect(metamask).toContain('class="web3icons"')
      expect(metamask).not.toContain('<text')
      expect(await iconOf('trust-wallet')).toContain('class="web3icons"')
      // Frame is not in the logo package: its monogram stays.
      expect(await iconOf('frame')).toContain('>F</text>')
    })

    test('behavior: a second start adds nothing', async () => {
      await seedRegistry(test_.database)
      const before = (await getWallets(test_.database, { page: 1, entries: 100 })).data
      expect(await seedRegistry(test_.database)).toEqual({
        seededWallets: undefined,
        addedImages: 0,
      })
      expect((await getWallets(test_.database, { page: 1, entries: 100 })).data).toEqual(before)
    })

    test('behavior: a catalog the operator emptied stays empty; a missing named image comes back', async () => {
      await seedRegistry(test_.database)
      await importWallets(test_.database, [], { mode: 'replace' })
      await test_.database.query("delete from images where kind = 'token' and id = 'ETH'")
      expect(await seedRegistry(test_.database)).toEqual({
        seededWallets: undefined,
        addedImages: 1,
      })
      expect(await count()).toBe(0)
    })

    test('behavior: a catalog imported before the first start is kept as it is', async () => {
      await importWallets(
        test_.database,
        await loadWalletCatalog([{ id: 'mine', name: 'Mine', chains: ['eip155:1'] }], {
          source: 'test',
          baseDirectory: folder,
        }),
      )
      expect((await seedRegistry(test_.database)).seededWallets).toBeUndefined()
      expect(await count()).toBe(1)
    })

    test('behavior: two nodes starting together seed once', async () => {
      const results = await Promise.all([
        seedRegistry(test_.database),
        seedRegistry(test_.database),
      ])
      expect(results.map((result) => result.seededWallets).sort()).toEqual([
        builtinCount,
        undefined,
      ])
      expect(await count()).toBe(builtinCount)
    })

    test('parameters: catalogPath; a bad catalog fails the start and writes nothing', async () => {
      const path = join(folder, 'bad.json')
      await writeFile(path, JSON.stringify([{ id: 'x', name: 'X', chains: ['nope'] }]))
      await expect(seedRegistry(test_.database, { catalogPath: path })).rejects.toThrow(
        'nothing was imported',
      )
      expect(await count()).toBe(0)
      const good = join(folder, 'good.json')
      await writeFile(good, JSON.stringify([{ id: 'x', name: 'X', chains: ['eip155:1'] }]))
      expect((await seedRegistry(test_.database, { catalogPath: good })).seededWallets).toBe(1)
    })
  })
})
