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
