/**
 * What the demo prints for a failed wallet request: the error's message and its EIP-1193 code,
 * from an `Error` or from a plain `{ code, message }` object alike (never '[object Object]').
 */
export function describeError(error: unknown): string {
  const { message, code } = (typeof error === 'object' && error !== null ? error : {}) as {
    message?: unknown
    code?: unknown
  }
  const text =
    typeof message === 'string' && message !== ''
      ? message
      : typeof error === 'object' && error !== null
        ? 'The request failed.'
        : String(error)
  return typeof code === 'number' || typeof code === 'string' ? `${text} (code ${code})` : text
}
