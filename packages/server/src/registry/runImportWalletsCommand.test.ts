import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { CommandContext } from '../CommandContext.js'
import { createPgliteDatabase } from '../db/createPgliteDatabase.js'
import type { Database } from '../db/Database.js'
import { runMigrations } from '../db/runMigrations.js'
import { getWallets } from './getWallets.js'
import { runImportWalletsCommand } from './runImportWalletsCommand.js'

let database: Database
let folder: string
beforeAll(async () => {
  database = await createPgliteDatabase()
  await runMigrations(database)
  folder = await mkdtemp(join(tmpdir(), 'latchkey-import-'))
})
afterAll(async () => {
  await database.close()
  await rm(folder, { recursive: true, force: true })
})

async function run(...args: string[]) {
  const output = { stdout: '', stderr: '' }
  const context: CommandContext = {
    database,
    stdout: (text) => {
      output.stdout += text
    },
    stderr: (text) => {
      output.stderr += text
    },
  }
  return { code: await runImportWalletsCommand(args, context), ...output }
}

async function catalog(name: string, entries: unknown) {
  const path = join(folder, name)
  await writeFile(path, JSON.stringify(entries))
  return path
}

describe('runImportWalletsCommand', () => {
  test('default: merges; --replace replaces', async () => {
    const first = await catalog('first.json', [
      { id: 'a', name: 'A', chains: ['eip155:1'] },
      { id: 'b', name: 'B', chains: ['eip155:1'] },
    ])
    expect(await run(first)).toEqual({
      code: 0,
      stdout: `Imported 2 wallets from ${first} (merge): 2 added, 0 updated, 0 removed; the catalog has 2.\n`,
      stderr: '',
    })
    const second = await catalog('second.json', {
      data: [{ id: 'c', name: 'C', chains: ['solana:*'] }],
    })
    expect((await run(second)).stdout).toContain(
      '1 added, 0 updated, 0 removed; the catalog has 3.',
    )
    expect((await run(second, '--replace')).stdout).toBe(
      `Imported 1 wallets from ${second} (replace): 0 added, 1 updated, 2 removed; the catalog has 1.\n`,
    )
  })

  test('behavior: a bad file throws its problems and changes nothing', async () => {
    const before = await getWallets(database, { page: 1, entries: 100 })
    const bad = await catalog('bad.json', [
      { id: 'ok', name: 'OK', chains: ['eip155:1'] },
      { id: 'bad', name: 'Bad', chains: ['eip155:1'], mobile_link: 'javascript:alert(1)' },
    ])
    await expect(run(bad, '--replace')).rejects.toThrow(
      `${bad}: 1 problem; nothing was imported.\n  - entry 2 (id 'bad'), mobile_link: must be null or a link with a scheme`,
    )
    expect(await getWallets(database, { page: 1, entries: 100 })).toEqual(before)
  })

  test.each([
    [[], 'a catalog file is needed'],
    [['a.json', 'b.json'], 'one file at a time'],
    [['a.json', '--merge'], "Unknown option '--merge'"],
  ])('behavior: %j is a usage error (exit 2)', async (args, message) => {
    const result = await run(...args)
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(message)
    expect(result.stderr).toContain('Usage:')
  })
})

// Issue 12 item 10: the links the block list let through, and the image paths out of the folder.
describe('runImportWalletsCommand: links and images the widget must never get', () => {
  const fallback = (url: string) => encodeURIComponent(url)
  test.each([
    ['mobile_link', 'ms-msdt:/id PCWDiagnostic'],
    ['mobile_link', 'ms-msdt:-id%20PCWDiagnostic'],
    ['desktop_link', 'search-ms:query=wallet&crumb=location:evil.example'],
    ['desktop_link', 'smb://evil.example/share'],
    ['mobile_link', 'file:///etc/passwd'],
    ['mobile_link', 'ms-officecmd:{}'],
    [
      'mobile_link',
      `intent://x#Intent;scheme=w;S.browser_fallback_url=${fallback('javascript:alert(1)')};end`,
    ],
    ['mobile_link', 'intent://x#Intent;scheme=w;S.browser_fallback_url=javascript:alert(1);end'],
    [
      'mobile_link',
      `intent://x#Intent;scheme=w;S.browser_fallback_url=${fallback('http://evil.example')};end`,
    ],
    ['mobile_link', 'intent://x#Intent;scheme=w;package=a.b;end'],
    ['mobile_link', 'JavaScript:alert(1)'],
    ['mobile_link', 'java%0Ascript:alert(1)'],
    ['mobile_link', '\u0000javascript:alert(1)'],
    ['mobile_link', 'DATA:text/html,x'],
    ['mobile_link', 'VBScript:msgbox(1)'],
    ['desktop_link', 'http://evil.example/'],
    ['homepage', 'http://evil.example/'],
    ['webapp_link', 'https://wallet.example@evil.example/'],
    ['app_store', 'http://apps.apple.com/app/id1'],
  ])('behavior: %s %j is refused, naming the wallet and the field', async (field, link) => {
    const path = await catalog('bad-link.json', [
      { id: 'evil', name: 'Evil', chains: ['eip155:1'], [field]: link },
    ])
    await expect(run(path)).rejects.toThrow(
      `${path}: 1 problem; nothing was imported.\n  - entry 1 (id 'evil'), ${field}: must be`,
    )
    expect(await getWallets(database, { page: 1, entries: 100, include: ['evil'] })).toEqual({
      data: [],
      count: 0,
    })
  })

  test.each([
    ['../outside.png', "must be a path inside the catalog's folder"],
    ['/etc/hostname.png', "must be a path inside the catalog's folder"],
  ])('behavior: the image %j is refused', async (image, problem) => {
    const path = await catalog('bad-image.json', [
      { id: 'evil', name: 'Evil', chains: ['eip155:1'], image },
    ])
    await expect(run(path)).rejects.toThrow(`- entry 1 (id 'evil'), image: '${image}' ${problem}`)
  })
})
