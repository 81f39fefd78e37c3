import { parseArgs } from 'node:util'
import type { CommandContext } from '../CommandContext.js'
import { addProject } from './addProject.js'
import { listProjects } from './listProjects.js'
import type { Project } from './Project.js'
import { removeProject } from './removeProject.js'

/** Usage of `latchkey-server project`, printed on a usage error. */
const projectCommandUsage = `Usage:
  latchkey-server project add <id> [--name <name>] [--origin <origin>]...
      Creates the project, or adds the origins to it. Once any project exists, the public API
      answers only requests naming a project (projectId) from one of its origins.
  latchkey-server project list
  latchkey-server project remove <id> [--origin <origin>]...
      Removes the project, or only the given origins from it.

Origins are written as browsers send them: https://app.example.com, http://127.0.0.1:5173.
A running server sees changes within 10 seconds. With the embedded PGlite database (no
DATABASE_URL), stop the server first: its files can be open in one process at a time.`

/** Runs `latchkey-server project ...` and resolves with the exit code (2 for a usage error). */
export async function runProjectCommand(args: string[], context: CommandContext): Promise<number> {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(args)
  } catch (error) {
    context.stderr(
      `latchkey-server project: ${(error as Error).message}\n\n${projectCommandUsage}\n`,
    )
    return 2
  }
  const { action, id, values } = parsed
  const { database } = context
  switch (action) {
    case 'add': {
      const { created, project } = await addProject(database, {
        id: id!,
        name: values.name,
        origins: values.origin,
      })
      context.stdout(`${created ? 'Added' : 'Updated'} project ${describe(project)}\n`)
      if (project.allowedOrigins.length === 0)
        context.stdout(
          `It has no allowed origin yet: requests naming it are refused until one is added with --origin.\n`,
        )
      return 0
    }
    case 'list': {
      const projects = await listProjects(database)
      if (projects.length === 0)
        context.stdout(
          'No projects: the public API answers any origin, with or without a projectId.\n',
        )
      for (const project of projects) context.stdout(`${describe(project)}\n`)
      return 0
    }
    default: {
      const project = await removeProject(database, { id: id!, origins: values.origin })
      context.stdout(project ? `Updated project ${describe(project)}\n` : `Removed project ${id}\n`)
      return 0
    }
  }
}

function parse(args: string[]) {
  const { positionals, values } = parseArgs({
    args,
    options: { origin: { type: 'string', multiple: true }, name: { type: 'string' } },
    allowPositionals: true,
  })
  const [action, id, ...extra] = positionals
  if (action !== 'add' && action !== 'list' && action !== 'remove')
    throw new Error(action ? `unknown action '${action}'` : 'an action is needed')
  if (action === 'list' ? id !== undefined || args.length > 1 : id === undefined)
    throw new Error(action === 'list' ? 'list takes no arguments' : `${action} needs a project id`)
  if (extra.length > 0) throw new Error(`unexpected arguments: ${extra.join(' ')}`)
  if (action === 'remove' && values.name !== undefined) throw new Error('remove takes no --name')
  return { action, id, values } as const
}

function describe(project: Project): string {
  const name = project.name ? ` (${project.name})` : ''
  const origins =
    project.allowedOrigins.length > 0 ? project.allowedOrigins.join(', ') : 'no allowed origins'
  return `${project.id}${name}: ${origins}`
}
