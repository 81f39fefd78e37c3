import { InvalidOptionError } from '../options/InvalidOptionError.js'

/** The message of `SIWXConfigConflictError` (spec section 5). */
export const siwxConfigConflictMessage = 'Cannot set both `siweConfig` and `siwx` options'

/** Thrown by `createLatchkey` when both `siweConfig` and `siwx` are set. */
export class SIWXConfigConflictError extends InvalidOptionError {
  override name = 'SIWXConfigConflictError'
  constructor() {
    super({ option: 'siwx', problem: 'cannot be set together with `siweConfig`' })
    // The spec fixes the whole text, not only the problem after the option's name.
    this.shortMessage = siwxConfigConflictMessage
    this.message = siwxConfigConflictMessage
  }
}
