import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { WalletCatalogError } from '../errors/registry.js'
import { builtinCatalogPath } from './builtinDataFiles.js'
import { makeWalletIcon } from './makeWalletIcon.js'
import { readWalletCatalogFile } from './readWalletCatalogFile.js'

let folder: string
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'latchkey-catalog-'))
})
afterAll(() => rm(folder, { recursive: true, force: true }))

async function write(name: string, content: string) {
  const path = join(folder, name)
  await writeFile(path, content)
  return path
}

describe('readWalletCatalogFile', () => {
  test('default: entries without image get the drawn icon; paths are relative to the file', async () => {
    await writeFile(join(folder, 'demo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    const path = await write(
      'catalog.json',
      JSON.stringify([
        { id: 'drawn', name: 'Drawn', chains: ['eip155:*'] },
        { id: 'given', name: 'Given', chains: ['eip155:1'], image: 'demo.svg' },
      ]),
    )
    const [drawn, given] = await readWalletCatalogFile(path)
    expect(drawn!.image).toEqual({
      contentType: 'image/svg+xml',
      bytes: Buffer.from(makeWalletIcon({ name: 'Drawn' })),
    })
    expect(given!.image.bytes.toString()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>')
  })

  test('behavior: every problem, fields and images, in one error', async () => {
    const path = await write(
      'bad.json',
      JSON.stringify([
        { id: 'a', name: 'A', chains: ['eip155:1'], image: 'nowhere.png' },
        { id: 'b', name: 'B', chains: [] },
      ]),
    )
    const error = await readWalletCatalogFile(path).catch((error: unknown) => error)
    expect(error).toBeInstanceOf(WalletCatalogError)
    expect((error as WalletCatalogError).problems).toEqual([
      "entry 2 (id 'b'), chains: must be a list of 1 to 500 CAIP-2 ids (eip155:1) or namespaces (eip155:*), got []",
      expect.stringMatching(/^entry 1 \(id 'a'\), image: cannot read .*nowhere\.png: ENOENT$/),
    ])
    expect((error as Error).message).toMatch(
      /bad\.json: 2 problems; nothing was imported\.\n {2}- /,
    )
  })

  test('behavior: unreadable and malformed files', async () => {
    await expect(readWalletCatalogFile(join(folder, 'none.json'))).rejects.toThrow(
      'cannot read the file: ENOENT',
    )
    await expect(readWalletCatalogFile(await write('broken.json', '[{'))).rejects.toThrow(
      'not valid JSON',
    )
  })

  test('behavior: the curated catalog in data/ is valid, 40 to 60 wallets, one rdns each', async () => {
    const catalog = await readWalletCatalogFile(builtinCatalogPath)
    expect(catalog.length).toBeGreaterThanOrEqual(40)
    expect(catalog.length).toBeLessThanOrEqual(60)
    const rdns = catalog.map((entry) => entry.rdns).filter((value) => value !== null)
    expect(new Set(rdns).size).toBe(rdns.length)
    expect(catalog.find((entry) => entry.id === 'metamask')).toMatchObject({
      name: 'MetaMask',
      rdns: 'io.metamask',
      mobile_link: 'metamask://',
      badge_type: 'certified',
    })
  })
})
