import { type ProjectErrorCode, projectErrors } from '../registry/projectErrorCodes.js'
import { BaseError } from './base.js'
import type { ClientErrorParameters } from './client.js'

/** The toast shown when a list of wallets could not be loaded (a refused project shows its alert instead). */
export const walletsLoadErrorMessage = 'Failed to load wallets'

/**
 * Thrown when the wallet registry refuses the dapp's project (an unknown, missing or
 * unconfigured project id, or a page origin the project does not allow). The short message is
 * the spec's configuration alert (section 8); `code` is the server's reason.
 */
export class ProjectConfigurationError extends BaseError {
  override name = 'ProjectConfigurationError'
  code: ProjectErrorCode
  /** The HTTP status of the refusal. */
  status: number

  constructor({
    code,
    status,
    cause,
  }: { code: ProjectErrorCode; status: number; cause?: unknown }) {
    super(projectErrors[code].message, { cause, metaMessages: [`Code: ${code}`] })
    this.code = code
    this.status = status
  }
}

/** A failed load of the wallet lists that threw no Error of its own; `cause` is what it threw. */
export class WalletsLoadError extends BaseError {
  override name = 'WalletsLoadError'
  constructor(parameters: ClientErrorParameters = {}) {
    super(walletsLoadErrorMessage, parameters)
  }
}
