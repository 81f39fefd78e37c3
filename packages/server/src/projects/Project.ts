/** A project: an id the widget sends as `projectId`, and the page origins allowed to use it. */
export type Project = {
  id: string
  name: string
  /** Canonical origins (`https://app.example.com`); empty means not configured yet. */
  allowedOrigins: string[]
  createdAt: Date
}

/** A row of `projects` as the drivers return it. */
export type ProjectRow = { id: string; name: string; allowed_origins: string[]; created_at: Date }

/** Turns a `projects` row into a Project. */
export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    name: row.name,
    allowedOrigins: row.allowed_origins,
    createdAt: row.created_at,
  }
}
