import type { DatabaseTransaction } from '../db/Database.js'
import { ProjectNotFoundError } from '../errors/project.js'
import { normalizeOrigin } from './normalizeOrigin.js'
import { type Project, type ProjectRow, toProject } from './Project.js'

/** Parameters of `removeProject`. */
export type RemoveProjectParameters = {
  id: string
  /** Remove only these origins from the project; without them the project itself is removed. */
  origins?: readonly string[] | undefined
}

/**
 * Removes a project, or some of its origins. Returns the project as it remains, or undefined when
 * it was removed. Throws ProjectNotFoundError for an unknown id.
 */
export async function removeProject(
  database: DatabaseTransaction,
  parameters: RemoveProjectParameters,
): Promise<Project | undefined> {
  if (parameters.origins?.length) {
    const origins = parameters.origins.map(normalizeOrigin)
    const { rows } = await database.query<ProjectRow>(
      `update projects set allowed_origins = array(
         select origin from unnest(allowed_origins) as origin
         where not (origin = any($2::text[])) order by 1)
       where id = $1
       returning id, name, allowed_origins, created_at`,
      [parameters.id, origins],
    )
    if (!rows[0]) throw new ProjectNotFoundError(parameters.id)
    return toProject(rows[0])
  }
  const { rows } = await database.query('delete from projects where id = $1 returning id', [
    parameters.id,
  ])
  if (rows.length === 0) throw new ProjectNotFoundError(parameters.id)
  return undefined
}
