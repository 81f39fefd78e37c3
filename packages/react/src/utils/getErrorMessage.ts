/** The short, user-facing message of a wallet's error (viem and core errors have `shortMessage`). */
export function getErrorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { shortMessage, message } = error as { shortMessage?: unknown; message?: unknown }
    if (typeof shortMessage === 'string' && shortMessage) return shortMessage
    if (typeof message === 'string' && message) return message
  }
  return String(error)
}
