import { BaseError } from './base.js'
import type { ClientErrorParameters } from './client.js'

/** Thrown when a name is registered with no account names can be registered for (see `getNameAccount`). */
export class NamesNotSupportedError extends BaseError {
  override name = 'NamesNotSupportedError'
  constructor(parameters: ClientErrorParameters = {}) {
    super('Names are not supported for this account or network', parameters)
  }
}

/** Thrown when the form's name cannot be registered: it breaks the rule, or it is not known to be free. */
export class NameNotAvailableError extends BaseError {
  override name = 'NameNotAvailableError'
  constructor(name: string, parameters: ClientErrorParameters = {}) {
    super(`The name "${name}" is not available`, parameters)
  }
}
