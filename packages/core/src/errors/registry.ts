import { type ProjectErrorCode, projectErrors } from '../registry/projectErrorCodes.js'
import { BaseError } from './base.js'

// The registry's start-up error has a file of its own: it loads with every page, the project's
// refusal below (and its table of reasons) only with the registry's loads.
export { WalletsLoadError, walletsLoadErrorMessage } from './WalletsLoadError.js'

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
