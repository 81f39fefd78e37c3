import { type ProjectErrorCode, projectErrors } from '../projects/projectErrorCodes.js'
import { BaseError } from './base.js'
import { HttpError } from './http.js'

/** A request refused by the project check; its code and message are what the widget shows. */
export class ProjectAccessError extends HttpError {
  override name = 'ProjectAccessError'
  declare readonly code: ProjectErrorCode

  constructor(code: ProjectErrorCode) {
    super(projectErrors[code].status, code, projectErrors[code].message)
  }
}

/** A project id or origin given to a project command does not follow the grammar. */
export class InvalidProjectInputError extends BaseError {
  override name = 'InvalidProjectInputError'
}

/** A project command named a project that does not exist. */
export class ProjectNotFoundError extends BaseError {
  override name = 'ProjectNotFoundError'

  constructor(projectId: string) {
    super(`No project has the id '${projectId}'.`, {
      metaMessages: ['`latchkey-server project list` shows the configured projects.'],
    })
  }
}
