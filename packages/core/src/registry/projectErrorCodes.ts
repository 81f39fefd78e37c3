// Pure data with no imports: the codes the Latchkey server refuses a request with when its
// projects say the page may not use it, and the configuration alert the widget shows for each
// (spec section 8). The server's own table (packages/server/src/projects/projectErrorCodes.ts)
// is checked against this one by the registry client's tests there.

/** For each project refusal: the HTTP status it is sent with and the alert the widget shows. */
export const projectErrors = {
  MISSING_PROJECT_ID: { status: 401, message: 'Missing project id' },
  INVALID_PROJECT_ID: { status: 401, message: 'Invalid project id' },
  PROJECT_ID_NOT_CONFIGURED: { status: 403, message: 'Project id not configured' },
  ORIGIN_NOT_ALLOWED: { status: 403, message: 'Invalid app configuration: origin not allowed' },
} as const

/** One of the codes of `projectErrors`. */
export type ProjectErrorCode = keyof typeof projectErrors

/** Whether `value` is one of the project refusal codes. */
export function isProjectErrorCode(value: unknown): value is ProjectErrorCode {
  return typeof value === 'string' && Object.hasOwn(projectErrors, value)
}
