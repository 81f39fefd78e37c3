// Pure data with no imports, so the widget (@latchkey/core) can share it later: the server answers
// a refused request with one of these codes, and the widget turns the code into the spec's
// configuration alert (section 8) with the message below.

/**
 * Why a request was refused by the project check, as `error.code` in the JSON body:
 * - `MISSING_PROJECT_ID` (401): projects are configured but the request names none.
 * - `INVALID_PROJECT_ID` (401): no project has that id.
 * - `PROJECT_ID_NOT_CONFIGURED` (403): the project exists but lists no allowed origin yet.
 * - `ORIGIN_NOT_ALLOWED` (403): the page's origin is not in the project's allowed origins.
 */
export const projectErrorCodes = {
  missingProjectId: 'MISSING_PROJECT_ID',
  invalidProjectId: 'INVALID_PROJECT_ID',
  projectIdNotConfigured: 'PROJECT_ID_NOT_CONFIGURED',
  originNotAllowed: 'ORIGIN_NOT_ALLOWED',
} as const

/** One of the codes in `projectErrorCodes`. */
export type ProjectErrorCode = (typeof projectErrorCodes)[keyof typeof projectErrorCodes]

/** For each code: the HTTP status it is sent with and the message the widget shows. */
export const projectErrors: Record<ProjectErrorCode, { status: 401 | 403; message: string }> = {
  MISSING_PROJECT_ID: { status: 401, message: 'Missing project id' },
  INVALID_PROJECT_ID: { status: 401, message: 'Invalid project id' },
  PROJECT_ID_NOT_CONFIGURED: { status: 403, message: 'Project id not configured' },
  ORIGIN_NOT_ALLOWED: { status: 403, message: 'Invalid app configuration: origin not allowed' },
}

/** Whether `value` is one of the project error codes (for a client reading an error body). */
export function isProjectErrorCode(value: unknown): value is ProjectErrorCode {
  return typeof value === 'string' && Object.hasOwn(projectErrors, value)
}
