import type { DatabaseTransaction } from '../db/Database.js'
import { InvalidProjectInputError } from '../errors/project.js'
import { isProjectId } from './isProjectId.js'
import { normalizeOrigin } from './normalizeOrigin.js'
import { type Project, type ProjectRow, toProject } from './Project.js'

/** Parameters of `addProject`. */
export type AddProjectParameters = {
  id: string
  /** A label for operators; kept when omitted for an existing project. */
  name?: string | undefined
  /** Origins to allow, added to those the project already has. */
  origins?: readonly string[] | undefined
}

/** What `addProject` did, and the project as it now is. */
export type AddProjectReturnType = { created: boolean; project: Project }

/**
 * Creates a project, or adds origins to an existing one (so running the same command twice is
 * harmless). Origins are checked and stored in the form browsers send in `Origin`.
 */
export async function addProject(
  database: DatabaseTransaction,
  parameters: AddProjectParameters,
): Promise<AddProjectReturnType> {
  if (!isProjectId(parameters.id))
    throw new InvalidProjectInputError(
      `The project id '${parameters.id}' must be 1 to 64 letters, digits, hyphens and underscores, starting with a letter or digit.`,
    )
  const origins = [...new Set((parameters.origins ?? []).map(normalizeOrigin))].sort()
  const { rows } = await database.query<ProjectRow & { created: boolean }>(
    `insert into projects as p (id, name, allowed_origins) values ($1, coalesce($2, ''), $3::text[])
     on conflict (id) do update set
       name = coalesce($2, p.name),
       allowed_origins = array(
         select distinct unnest(p.allowed_origins || excluded.allowed_origins) order by 1)
     returning id, name, allowed_origins, created_at, (xmax = 0) as created`,
    [parameters.id, parameters.name ?? null, origins],
  )
  const row = rows[0]!
  return { created: row.created, project: toProject(row) }
}
