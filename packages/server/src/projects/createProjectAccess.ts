import type { Database } from '../db/Database.js'
import type { ProjectErrorCode } from './projectErrorCodes.js'

/** Parameters of `createProjectAccess`. */
export type CreateProjectAccessParameters = {
  /** The database holding `projects`; a function because the server opens it during `ready()`. */
  getDatabase: () => Database
  /** How long the project list read from the database is reused (10 s by default). */
  ttlMs?: number | undefined
  /**
   * Page origins answered while no project is configured. Without it any origin is (`*`); with
   * it, only these, and a browser on another origin is refused ORIGIN_NOT_ALLOWED.
   */
  corsOrigins?: readonly string[] | undefined
  /** Clock in milliseconds, for tests. */
  now?: (() => number) | undefined
}

/** What a caller knows about a request: the project id it names and the page origin it came from. */
export type ProjectAccessRequest = {
  projectId?: string | undefined
  /** The `Origin` header; absent for same-origin GETs and for clients that are not browsers. */
  origin?: string | undefined
  /**
   * A CORS preflight: it cannot carry a project id in a header, so without one it passes when the
   * origin is allowed by any project (the real request is checked in full).
   */
  preflight?: boolean | undefined
}

/** The decision on a request. `open` means no project is configured, so any origin may call. */
export type ProjectAccessResult =
  | { allowed: true; open: true }
  | { allowed: true; open: false; projectId: string | undefined }
  | { allowed: false; code: ProjectErrorCode }

/** Decides which requests the public API answers, from a short-lived copy of the projects table. */
export type ProjectAccess = {
  check(request: ProjectAccessRequest): Promise<ProjectAccessResult>
  /** Forgets the cached copy, so the next check reads the table (after a change in this process). */
  invalidate(): void
}

type Snapshot = { projects: Map<string, ReadonlySet<string>>; readAt: number }

/** Makes the project check every public route shares (registry now, data API and relay later). */
export function createProjectAccess(parameters: CreateProjectAccessParameters): ProjectAccess {
  const ttlMs = parameters.ttlMs ?? 10_000
  const now = parameters.now ?? Date.now
  const corsOrigins = parameters.corsOrigins?.length
    ? new Set(parameters.corsOrigins.map(canonicalOrigin))
    : undefined
  let snapshot: Snapshot | undefined
  let loading: Promise<Snapshot> | undefined
  // Bumped by invalidate(), so a read that started before it cannot store what it found.
  let generation = 0

  // A burst of requests after expiry shares one query instead of each reading the table.
  function load(): Promise<Snapshot> {
    if (snapshot && now() - snapshot.readAt < ttlMs) return Promise.resolve(snapshot)
    if (loading) return loading
    const current = read().finally(() => {
      if (loading === current) loading = undefined
    })
    loading = current
    return current
  }

  async function read(): Promise<Snapshot> {
    const startedAt = now()
    const startedGeneration = generation
    const { rows } = await parameters
      .getDatabase()
      .query<{ id: string; allowed_origins: string[] }>('select id, allowed_origins from projects')
    const read: Snapshot = {
      projects: new Map(rows.map((row) => [row.id, new Set(row.allowed_origins)])),
      readAt: startedAt,
    }
    if (startedGeneration === generation) snapshot = read
    return read
  }

  return {
    async check(request) {
      const { projects } = await load()
      const origin = request.origin === undefined ? undefined : canonicalOrigin(request.origin)
      if (projects.size === 0) {
        if (!corsOrigins) return { allowed: true, open: true }
        if (origin !== undefined && !corsOrigins.has(origin))
          return { allowed: false, code: 'ORIGIN_NOT_ALLOWED' }
        return { allowed: true, open: false, projectId: request.projectId }
      }
      if (!request.projectId) {
        if (request.preflight && origin !== undefined)
          for (const origins of projects.values())
            if (origins.has(origin)) return { allowed: true, open: false, projectId: undefined }
        return { allowed: false, code: 'MISSING_PROJECT_ID' }
      }
      const origins = projects.get(request.projectId)
      if (!origins) return { allowed: false, code: 'INVALID_PROJECT_ID' }
      if (origins.size === 0) return { allowed: false, code: 'PROJECT_ID_NOT_CONFIGURED' }
      // No Origin header: a same-origin request or a client that is no browser, which could send
      // any Origin it liked. The allow-list is what stops other sites' pages using the project id.
      if (origin !== undefined && !origins.has(origin))
        return { allowed: false, code: 'ORIGIN_NOT_ALLOWED' }
      return { allowed: true, open: false, projectId: request.projectId }
    },
    invalidate() {
      generation++
      snapshot = undefined
      loading = undefined
    },
  }
}

function canonicalOrigin(origin: string): string {
  // Browsers already send the canonical form; this only forgives a hand-written header's case or
  // default port. `null` (sandboxed frames, file pages) and garbage stay as they are: never allowed.
  if (!/^https?:\/\//i.test(origin) || !URL.canParse(origin)) return origin
  return new URL(origin).origin
}
