import { BaseError, type BaseErrorParameters } from './base.js'

/** Options of the client errors: their message is fixed by the spec, the rest is context. */
export type ClientErrorParameters = Omit<BaseErrorParameters, 'name'>

// What the client's stores throw has a file of its own: it loads with every page, the errors
// below only with the features that throw them.
export { ChainAdapterNotFoundError } from './ChainAdapterNotFoundError.js'

/** Thrown when gas prices are asked for on a network the data API does not serve. */
export class NetworkNotSupportedForGasPriceError extends BaseError {
  override name = 'NetworkNotSupportedForGasPriceError'
  constructor(parameters: ClientErrorParameters = {}) {
    super('Network not supported for Gas Price', parameters)
  }
}

/** Thrown when a swap is started on a network the swap service does not serve. */
export class NetworkNotSupportedForSwapsError extends BaseError {
  override name = 'NetworkNotSupportedForSwapsError'
  constructor(parameters: ClientErrorParameters = {}) {
    super('Network not supported for Swaps', parameters)
  }
}

/** Thrown when an action needs an adapter that was not passed in the options. */
export class AdapterNotFoundError extends BaseError {
  override name = 'AdapterNotFoundError'
  constructor(parameters: ClientErrorParameters = {}) {
    super('Adapter not found', parameters)
  }
}

/** Thrown when a network id matches none of the configured networks. */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  constructor(parameters: ClientErrorParameters = {}) {
    super('Network not found', parameters)
  }
}

/** Thrown when an action is given an object `createLatchkey` did not return. */
export class ClientNotFoundError extends BaseError {
  override name = 'ClientNotFoundError'
  constructor(parameters: ClientErrorParameters = {}) {
    super('Not a Latchkey client', {
      metaMessages: ['Pass the object createLatchkey returned.'],
      ...parameters,
    })
  }
}
