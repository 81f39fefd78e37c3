/**
 * What the passkey screen says when a step failed: the browser's refusal (the user closed its
 * prompt, or it timed out) in plain words; the server's reasons as they came.
 */
export function passkeyErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return 'An error occurred'
  const code = (error as { code?: unknown }).code
  if (error.name === 'NotAllowedError' || code === 'ERROR_CEREMONY_ABORTED')
    return 'The passkey was not used. Try again when you are ready.'
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return 'This device already holds a passkey for your wallet'
  return error.message
}
