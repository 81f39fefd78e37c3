import { type SIWXErrorCode, siwxErrors } from '@latchkey/core/internal'
import { HttpError } from './http.js'

/** A sign-in request refused for one of the reasons of core's `siwxErrors` table. */
export class SIWXRefusalError extends HttpError {
  override name = 'SIWXRefusalError'
  declare readonly code: SIWXErrorCode

  /** `detail` follows the table's message after a colon: which field, which value. */
  constructor(code: SIWXErrorCode, detail?: string) {
    const { status, message } = siwxErrors[code]
    super(status, code, detail ? `${message}: ${detail}` : message)
  }
}
