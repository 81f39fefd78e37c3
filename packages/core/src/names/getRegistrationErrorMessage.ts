import { isUserRejection } from '../errors/isUserRejection.js'
import { HttpRequestError } from '../errors/request.js'
import { nameSignatureDeclinedMessage } from './nameMessages.js'

/**
 * What the form shows when a registration failed: 'Signature declined' when the wallet refused,
 * the server's reason when it refused (a taken name, a stale message), else the error's message.
 */
export function getRegistrationErrorMessage(error: unknown): string {
  if (isUserRejection(error)) return nameSignatureDeclinedMessage
  if (error instanceof HttpRequestError) {
    // The server explains a refusal as `{ error: { message } }` or `{ message }`.
    const body = error.body as { message?: unknown; error?: { message?: unknown } } | undefined
    const reason = body?.error?.message ?? body?.message
    if (typeof reason === 'string' && reason) return reason
  }
  const { shortMessage, message } = (error ?? {}) as { shortMessage?: unknown; message?: unknown }
  if (typeof shortMessage === 'string' && shortMessage) return shortMessage
  if (typeof message === 'string' && message) return message
  return String(error)
}
