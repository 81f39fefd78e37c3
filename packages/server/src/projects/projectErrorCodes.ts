// The codes and alerts are core's (`@latchkey/core/protocol`), one definition for the server that
// refuses and the widget that shows the spec's configuration alert (section 8).
import { isProjectErrorCode, type ProjectErrorCode, projectErrors } from '@latchkey/core/protocol'

export { isProjectErrorCode, type ProjectErrorCode, projectErrors }

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
} as const satisfies Record<string, ProjectErrorCode>
