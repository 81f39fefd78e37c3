import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createPgliteDatabase } from '../db/createPgliteDatabase.js'
import type { Database } from '../db/Database.js'
import { runMigrations } from '../db/runMigrations.js'
import { InvalidProjectInputError } from '../errors/project.js'
import { addProject } from './addProject.js'

let database: Database
beforeAll(async () => {
  database = await createPgliteDatabase()
  await runMigrations(database)
})
afterAll(() => database.close())
beforeEach(() => database.query('delete from projects'))

describe('addProject', () => {
  test('default: creates the project with canonical origins', async () => {
    const result = await addProject(database, {
      id: 'demo',
      name: 'Demo',
      origins: ['https://App.example/', 'http://127.0.0.1:5173', 'https://app.example'],
    })
    expect(result).toEqual({
      created: true,
      project: {
        id: 'demo',
        name: 'Demo',
        allowedOrigins: ['http://127.0.0.1:5173', 'https://app.example'],
        createdAt: expect.any(Date),
      },
    })
  })

  test('behavior: adding again merges origins and keeps the name unless given', async () => {
    await addProject(database, { id: 'demo', name: 'Demo', origins: ['https://a.example'] })
    const result = await addProject(database, {
      id: 'demo',
      origins: ['https://b.example', 'https://a.example'],
    })
    expect(result.created).toBe(false)
    expect(result.project).toMatchObject({
      name: 'Demo',
      allowedOrigins: ['https://a.example', 'https://b.example'],
    })
    expect((await addProject(database, { id: 'demo', name: 'Renamed' })).project).toMatchObject({
      name: 'Renamed',
      allowedOrigins: ['https://a.example', 'https://b.example'],
    })
  })

  test('parameters: origins may be empty (the project is then not configured)', async () => {
    expect((await addProject(database, { id: 'later' })).project.allowedOrigins).toEqual([])
  })

  test('behavior: a bad id or origin changes nothing', async () => {
    await expect(addProject(database, { id: 'no spaces' })).rejects.toThrow(
      InvalidProjectInputError,
    )
    await expect(
      addProject(database, { id: 'demo', origins: ['https://ok.example', 'ok.example'] }),
    ).rejects.toThrow("The origin 'ok.example' is not a URL")
    expect((await database.query('select id from projects')).rows).toEqual([])
  })
})
