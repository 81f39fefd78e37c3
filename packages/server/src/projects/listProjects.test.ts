import { afterAll, beforeAll, expect, test } from 'vitest'
import { createPgliteDatabase } from '../db/createPgliteDatabase.js'
import type { Database } from '../db/Database.js'
import { runMigrations } from '../db/runMigrations.js'
import { addProject } from './addProject.js'
import { listProjects } from './listProjects.js'

let database: Database
beforeAll(async () => {
  database = await createPgliteDatabase()
  await runMigrations(database)
})
afterAll(() => database.close())

test('default: every project, by id', async () => {
  expect(await listProjects(database)).toEqual([])
  await addProject(database, { id: 'zeta', origins: ['https://z.example'] })
  await addProject(database, { id: 'alpha', name: 'Alpha' })
  expect(await listProjects(database)).toEqual([
    { id: 'alpha', name: 'Alpha', allowedOrigins: [], createdAt: expect.any(Date) },
    { id: 'zeta', name: '', allowedOrigins: ['https://z.example'], createdAt: expect.any(Date) },
  ])
})
