import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { CommandContext } from '../CommandContext.js'
import { createPgliteDatabase } from '../db/createPgliteDatabase.js'
import type { Database } from '../db/Database.js'
import { runMigrations } from '../db/runMigrations.js'
import { InvalidProjectInputError, ProjectNotFoundError } from '../errors/project.js'
import { addProject } from './addProject.js'
import { listProjects } from './listProjects.js'
import { removeProject } from './removeProject.js'
import { runProjectCommand } from './runProjectCommand.js'

// The command and the three functions behind it share one database: each file that opens PGlite
// costs a second or two of the suite.

let database: Database
beforeAll(async () => {
  database = await createPgliteDatabase()
  await runMigrations(database)
})
afterAll(() => database.close())
beforeEach(() => database.query('delete from projects'))

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
  const code = await runProjectCommand(args, context)
  return { code, ...output }
}

describe('runProjectCommand', () => {
  test('default: add, list, remove', async () => {
    expect(await run('list')).toEqual({
      code: 0,
      stdout: 'No projects: the public API answers any origin, with or without a projectId.\n',
      stderr: '',
    })
    expect(
      await run(
        'add',
        'demo',
        '--name',
        'Demo app',
        '--origin',
        'https://a.example',
        '--origin',
        'http://127.0.0.1:5173',
      ),
    ).toEqual({
      code: 0,
      stdout: 'Added project demo (Demo app): http://127.0.0.1:5173, https://a.example\n',
      stderr: '',
    })
    expect((await run('add', 'demo', '--origin', 'https://b.example')).stdout).toBe(
      'Updated project demo (Demo app): http://127.0.0.1:5173, https://a.example, https://b.example\n',
    )
    expect((await run('remove', 'demo', '--origin', 'https://a.example')).stdout).toBe(
      'Updated project demo (Demo app): http://127.0.0.1:5173, https://b.example\n',
    )
    expect((await run('list')).stdout).toBe(
      'demo (Demo app): http://127.0.0.1:5173, https://b.example\n',
    )
    expect((await run('remove', 'demo')).stdout).toBe('Removed project demo\n')
  })

  test('behavior: a project with no origin says it refuses requests', async () => {
    expect((await run('add', 'later')).stdout).toBe(
      'Added project later: no allowed origins\nIt has no allowed origin yet: requests naming it are refused until one is added with --origin.\n',
    )
  })

  test.each([
    [[], 'an action is needed'],
    [['rename', 'x'], "unknown action 'rename'"],
    [['add'], 'add needs a project id'],
    [['remove'], 'remove needs a project id'],
    [['list', 'x'], 'list takes no arguments'],
    [['add', 'a', 'b'], 'unexpected arguments: b'],
    [['add', 'a', '--colour', 'red'], "Unknown option '--colour'"],
    [['remove', 'a', '--name', 'x'], 'remove takes no --name'],
  ])('behavior: %j is a usage error (exit 2)', async (args, message) => {
    const result = await run(...args)
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(message)
    expect(result.stderr).toContain('Usage:')
  })

  test('behavior: bad input and unknown projects throw for the CLI to print', async () => {
    await expect(run('add', 'demo', '--origin', 'a.example')).rejects.toThrow(
      "The origin 'a.example' is not a URL",
    )
    await expect(run('remove', 'nope')).rejects.toThrow("No project has the id 'nope'.")
  })
})

describe('addProject', () => {
  test('default: creates the project with canonical origins, sorted', async () => {
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

  test('behavior: a bad id or origin changes nothing', async () => {
    await expect(addProject(database, { id: 'no spaces' })).rejects.toThrow(
      InvalidProjectInputError,
    )
    await expect(
      addProject(database, { id: 'demo', origins: ['https://ok.example', 'ok.example'] }),
    ).rejects.toThrow("The origin 'ok.example' is not a URL")
    expect(await listProjects(database)).toEqual([])
  })
})

describe('listProjects', () => {
  test('default: every project, by id', async () => {
    expect(await listProjects(database)).toEqual([])
    await addProject(database, { id: 'zeta', origins: ['https://z.example'] })
    await addProject(database, { id: 'alpha', name: 'Alpha' })
    expect(await listProjects(database)).toEqual([
      { id: 'alpha', name: 'Alpha', allowedOrigins: [], createdAt: expect.any(Date) },
      { id: 'zeta', name: '', allowedOrigins: ['https://z.example'], createdAt: expect.any(Date) },
    ])
  })
})

describe('removeProject', () => {
  beforeEach(async () => {
    await addProject(database, { id: 'demo', origins: ['https://a.example', 'https://b.example'] })
  })

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
