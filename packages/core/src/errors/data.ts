import { BaseError } from './base.js'
import type { ClientErrorParameters } from './client.js'

/** The message of a history fetch without an account (spec section 5). */
export const accountAddressRequiredMessage =
  "Transactions can't be fetched without an accountAddress"

/** Thrown when the history is asked for without an account address. */
export class AccountAddressRequiredError extends BaseError {
  override name = 'AccountAddressRequiredError'
  constructor(parameters: ClientErrorParameters = {}) {
    super(accountAddressRequiredMessage, parameters)
  }
}

/** Thrown when the data API does not serve the active network (the token list falls back). */
export class DataApiUnsupportedNetworkError extends BaseError {
  override name = 'DataApiUnsupportedNetworkError'
  constructor(caipNetworkId: string, parameters: ClientErrorParameters = {}) {
    super(`The data API does not serve ${caipNetworkId}`, parameters)
  }
}
