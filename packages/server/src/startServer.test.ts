import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTempDatabase } from '../test/createTempDatabase.js'
import { getTestPostgres } from '../test/getTestPostgres.js'
import { type Config, loadConfig } from './config.js'
import type { Database } from './db/Database.js'
import { migrations } from './db/migrations/index.js'
import { getServerVersion } from './getServerVersion.js'
import type { HealthResponse } from './routes/health.js'
import { startServer } from './startServer.js'

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

const folders: string[] = []
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))))

async function emptyFolder() {
  const folder = await mkdtemp(join(tmpdir(), 'latchkey-server-test-'))
  folders.push(folder)
  return folder
}

function testConfig(env: Record<string, string>): Config {
  return loadConfig({ LATCHKEY_PORT: '0', LOG_LEVEL: 'silent', ...env })
}

async function getHealth(url: string) {
  const response = await fetch(`${url}/health`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  return (await response.json()) as HealthResponse
}

async function readMigrationRows(database: Database) {
  const { rows } = await database.query(
    'select version, name, applied_at from schema_migrations order by version',
  )
  return rows
}

/** The scenario of issue 2 on whichever database the configs point at. */
async function expectStartAndRestart(config: Config, otherConfig: Config) {
  const kind = config.databaseUrl ? 'postgres' : 'pglite'
  const first = await startServer({ config })
  let health: HealthResponse
  let rows: unknown[]
  try {
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    health = await getHealth(first.url)
    expect(health).toEqual({
      status: 'ok',
      version: getServerVersion(),
      database: kind,
      schemaVersion: migrations.at(-1)?.version,
      instanceId: expect.stringMatching(uuid),
      uptimeSeconds: expect.any(Number),
    })
    rows = await readMigrationRows(first.database)
    expect(rows).toEqual(
      migrations.map(({ version, name }) => ({ version, name, applied_at: expect.any(Date) })),
    )
  } finally {
    await first.close()
  }
  await expect(fetch(`${first.url}/health`)).rejects.toThrow()
  await expect(first.database.query('select 1')).rejects.toThrow()

  const restarted = await startServer({ config })
  try {
    expect((await getHealth(restarted.url)).instanceId).toBe(health.instanceId)
    // Same rows, same applied_at: nothing was applied a second time.
    expect(await readMigrationRows(restarted.database)).toEqual(rows)
  } finally {
    await restarted.close()
  }

  const other = await startServer({ config: otherConfig })
  try {
    const otherHealth = await getHealth(other.url)
    expect(otherHealth.instanceId).toMatch(uuid)
    expect(otherHealth.instanceId).not.toBe(health.instanceId)
  } finally {
    await other.close()
  }
}

describe('startServer', () => {
  test('default: PGlite on an empty data folder, then a restart on the same folder', async () => {
    const dataDir = await emptyFolder()
    expect(await readdir(dataDir)).toEqual([])
    await expectStartAndRestart(
      testConfig({ LATCHKEY_DATA_DIR: dataDir }),
      testConfig({ LATCHKEY_DATA_DIR: await emptyFolder() }),
    )
    expect(await readdir(dataDir)).toEqual(['pglite'])
    // Two PGlite starts from empty folders (about 4 s each alone) take far longer on a busy machine.
  }, 120_000)
})

const postgres = getTestPostgres()

describe.skipIf(!postgres.enabled)(
  `startServer on PostgreSQL (${postgres.enabled ? postgres.source : `skipped: ${postgres.reason}`})`,
  () => {
    let server: { url: string; stop(): Promise<void> } | undefined
    const databases: Array<{ drop(): Promise<void> }> = []
    beforeAll(async () => {
      if (postgres.enabled) server = await postgres.start()
    })
    afterAll(async () => {
      for (const database of databases) await database.drop()
      await server?.stop()
    })

    test('default: an empty database, then a restart on the same database', async () => {
      const [first, second] = await Promise.all([
        createTempDatabase(server!.url),
        createTempDatabase(server!.url),
      ])
      databases.push(first, second)
      const dataDir = await emptyFolder()
      await expectStartAndRestart(
        testConfig({ LATCHKEY_DATA_DIR: dataDir, DATABASE_URL: first.url }),
        testConfig({ LATCHKEY_DATA_DIR: dataDir, DATABASE_URL: second.url }),
      )
      // With DATABASE_URL set nothing is written to the data folder.
      expect(await readdir(dataDir)).toEqual([])
    })
  },
)
