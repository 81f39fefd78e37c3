import type { DatabaseTransaction } from '../db/Database.js'
import { type Project, type ProjectRow, toProject } from './Project.js'

/** Every project, by id. */
export async function listProjects(database: DatabaseTransaction): Promise<Project[]> {
  const { rows } = await database.query<ProjectRow>(
    'select id, name, allowed_origins, created_at from projects order by id',
  )
  return rows.map(toProject)
}
