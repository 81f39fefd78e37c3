import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createPgliteDatabase } from '../db/createPgliteDatabase.js'
import type { Database } from '../db/Database.js'
import { runMigrations } from '../db/runMigrations.js'
import { addProject } from './addProject.js'
import { createProjectAccess } from './createProjectAccess.js'

let database: Database
let queries: number
let counted: Database
beforeAll(async () => {
  database = await createPgliteDatabase()
  await runMigrations(database)
  counted = {
    ...database,
    query(sql, params) {
      queries++
      return database.query(sql, params)
    },
  }
})
afterAll(() => database.close())
beforeEach(async () => {
  await database.query('delete from projects')
  queries = 0
})

describe('createProjectAccess', () => {
  test('default: open while no project exists', async () => {
    const access = createProjectAccess({ getDatabase: () => database })
    expect(await access.check({})).toEqual({ allowed: true, open: true })
    expect(await access.check({ projectId: 'x', origin: 'https://a.example' })).toEqual({
      allowed: true,
      open: true,
    })
  })

  test('behavior: the decisions once projects exist', async () => {
    await addProject(database, { id: 'demo', origins: ['https://a.example'] })
    await addProject(database, { id: 'empty' })
    const access = createProjectAccess({ getDatabase: () => database })
    const check = (projectId?: string, origin?: string, preflight?: boolean) =>
      access.check({ projectId, origin, preflight })
    expect(await check()).toEqual({ allowed: false, code: 'MISSING_PROJECT_ID' })
    expect(await check('nope', 'https://a.example')).toEqual({
      allowed: false,
      code: 'INVALID_PROJECT_ID',
    })
    expect(await check('empty', 'https://a.example')).toEqual({
      allowed: false,
      code: 'PROJECT_ID_NOT_CONFIGURED',
    })
    expect(await check('demo', 'https://b.example')).toEqual({
      allowed: false,
      code: 'ORIGIN_NOT_ALLOWED',
    })
    const allowed = { allowed: true, open: false, projectId: 'demo' }
    expect(await check('demo', 'https://a.example')).toEqual(allowed)
    // A hand-written header's case and default port are forgiven.
    expect(await check('demo', 'HTTPS://A.example:443')).toEqual(allowed)
    expect(await check('demo')).toEqual(allowed)
    // A preflight has no project id header: any project's origin lets it through.
    expect(await check(undefined, 'https://a.example', true)).toEqual({
      allowed: true,
      open: false,
      projectId: undefined,
    })
    expect(await check(undefined, 'https://b.example', true)).toEqual({
      allowed: false,
      code: 'MISSING_PROJECT_ID',
    })
  })

  test('parameters: ttlMs: the table is read once per period, and once for a burst', async () => {
    let now = 0
    const access = createProjectAccess({
      getDatabase: () => counted,
      ttlMs: 10_000,
      now: () => now,
    })
    await Promise.all([access.check({}), access.check({}), access.check({})])
    expect(queries).toBe(1)
    await addProject(database, { id: 'demo', origins: ['https://a.example'] })
    queries = 0
    now = 9_999
    expect(await access.check({})).toEqual({ allowed: true, open: true })
    expect(queries).toBe(0)
    now = 10_000
    expect(await access.check({})).toEqual({ allowed: false, code: 'MISSING_PROJECT_ID' })
    expect(queries).toBe(1)
  })

  test('behavior: invalidate() rereads, and a read begun before it is not cached', async () => {
    let release: (() => void) | undefined
    const slow: Database = {
      ...database,
      query: (async (sql: string, params?: unknown[]) => {
        const result = await database.query(sql, params)
        if (release === undefined) await new Promise<void>((resolve) => (release = resolve))
        return result
      }) as Database['query'],
    }
    const access = createProjectAccess({ getDatabase: () => slow })
    const first = access.check({})
    await new Promise((resolve) => setTimeout(resolve, 20))
    await addProject(database, { id: 'demo', origins: ['https://a.example'] })
    access.invalidate()
    release!()
    expect(await first).toEqual({ allowed: true, open: true })
    expect(await access.check({})).toEqual({ allowed: false, code: 'MISSING_PROJECT_ID' })
  })

  test('behavior: a database failure is the caller’s error, and the next call tries again', async () => {
    let failing = true
    const flaky: Database = {
      ...database,
      query: (sql, params) =>
        failing ? Promise.reject(new Error('connection lost')) : database.query(sql, params),
    }
    const access = createProjectAccess({ getDatabase: () => flaky })
    await expect(access.check({})).rejects.toThrow('connection lost')
    failing = false
    expect(await access.check({})).toEqual({ allowed: true, open: true })
  })
})
