import { BaseError } from './base.js'

/** Thrown when a namespace's injected source is used before the client set it up. */
export class InjectedSourceNotSetUpError extends BaseError {
  override name = 'InjectedSourceNotSetUpError'
  constructor({ namespace }: { namespace: string }) {
    super(`The ${namespace} injected source is used before setup`)
  }
}
