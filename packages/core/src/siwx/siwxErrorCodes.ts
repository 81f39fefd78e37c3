// Pure data with no imports, shared by the server (which answers with these codes) and the widget
// (which reads them from an error body): one table of why a sign-in request was refused.

/** For each refusal of the sign-in API: the HTTP status it is sent with and its message. */
export const siwxErrors = {
  SIWX_MALFORMED_REQUEST: { status: 400, message: 'The sign-in request body is malformed' },
  SIWX_MALFORMED_MESSAGE: { status: 400, message: 'The sign-in message is malformed' },
  SIWX_ORIGIN_MISSING: { status: 400, message: 'Sign-in requests need an Origin header' },
  SIWX_CHAIN_NOT_SUPPORTED: {
    status: 400,
    message: 'The sign-in message is for a chain this server does not verify',
  },
  SIWX_DOMAIN_MISMATCH: {
    status: 403,
    message: 'The sign-in message is for another domain than the requesting page',
  },
  SIWX_URI_MISMATCH: {
    status: 403,
    message: 'The sign-in message URI is not on the requesting page’s origin',
  },
  SIWX_NONCE_UNKNOWN: { status: 401, message: 'The sign-in nonce was not issued by this server' },
  SIWX_NONCE_EXPIRED: { status: 401, message: 'The sign-in nonce has expired' },
  SIWX_NONCE_REUSED: { status: 409, message: 'The sign-in nonce was already used' },
  SIWX_MESSAGE_EXPIRED: { status: 401, message: 'The sign-in message has expired' },
  SIWX_MESSAGE_NOT_YET_VALID: { status: 401, message: 'The sign-in message is not valid yet' },
  SIWX_INVALID_SIGNATURE: {
    status: 401,
    message: 'The signature does not match the sign-in message and its address',
  },
  SIWX_CHAIN_UNAVAILABLE: {
    status: 502,
    message: 'The chain could not be reached to verify the signature',
  },
  SIWX_TOKEN_MISSING: {
    status: 401,
    message: 'Sign-in session requests need an Authorization: Bearer token',
  },
  SIWX_SESSION_NOT_FOUND: { status: 401, message: 'No valid sign-in session for this token' },
} as const

/** One of the codes of `siwxErrors`. */
export type SIWXErrorCode = keyof typeof siwxErrors
