import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createPgliteDatabase } from '../db/createPgliteDatabase.js'
import type { Database } from '../db/Database.js'
import { runMigrations } from '../db/runMigrations.js'
import { ProjectNotFoundError } from '../errors/project.js'
import { addProject } from './addProject.js'
import { listProjects } from './listProjects.js'
import { removeProject } from './removeProject.js'

let database: Database
beforeAll(async () => {
  database = await createPgliteDatabase()
  await runMigrations(database)
})
afterAll(() => database.close())
beforeEach(async () => {
  await database.query('delete from projects')
  await addProject(database, { id: 'demo', origins: ['https://a.example', 'https://b.example'] })
})

describe('removeProject', () => {
  test('default: removes the project', async () => {
    expect(await removeProject(database, { id: 'demo' })).toBeUndefined()
    expect(await listProjects(database)).toEqual([])
  })

  test('parameters: origins: removes only those', async () => {
    const project = await removeProject(database, { id: 'demo', origins: ['https://A.example/'] })
    expect(project?.allowedOrigins).toEqual(['https://b.example'])
  })

  test('behavior: an unknown id throws', async () => {
    await expect(removeProject(database, { id: 'nope' })).rejects.toThrow(ProjectNotFoundError)
    await expect(
      removeProject(database, { id: 'nope', origins: ['https://a.example'] }),
    ).rejects.toThrow("No project has the id 'nope'.")
  })
})
