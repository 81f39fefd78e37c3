import { type SIWXErrorCode, siwxErrors } from '@latchkey/core/protocol'
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

/** A sign-in message that does not read as CAIP-122 / EIP-4361: SIWX_MALFORMED_MESSAGE, saying what is wrong. */
export class MalformedSIWXMessageError extends SIWXRefusalError {
  override name = 'MalformedSIWXMessageError'

  constructor(problem: string) {
    super('SIWX_MALFORMED_MESSAGE', problem)
  }
}
