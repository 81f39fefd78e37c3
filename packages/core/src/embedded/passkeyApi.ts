import * as v from 'valibot'

// The bodies the wallet frame sends the server's passkey routes (WebAuthn on the frame's
// origin), one definition for the frame and the server. The credential parts are base64url, as
// the browser's `toJSON()` and @simplewebauthn/browser give them.

const base64url = (maxLength: number) =>
  v.pipe(
    v.string('must be a string'),
    v.regex(/^[A-Za-z0-9_-]*$/, 'must be base64url'),
    v.maxLength(maxLength, `must be at most ${maxLength} characters`),
  )
const deviceId = v.pipe(
  v.string('must be a string'),
  v.regex(/^[A-Za-z0-9_-]{43}$/, 'must be a device id (43 base64url characters)'),
)
const credentialId = v.pipe(base64url(1_366), v.minLength(16, 'must be a credential id'))
const transports = v.optional(
  v.pipe(
    v.array(v.picklist(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])),
    v.maxLength(8),
  ),
)

/** What a passkey is asked for: made (signed in), signed in with, or confirmed (signed in). */
export const passkeyPurposes = ['register', 'login', 'confirm'] as const

/** POST /v1/embedded/passkey/options: a fresh single-use challenge for `purpose`. */
export const passkeyOptionsRequestSchema = v.object({ purpose: v.picklist(passkeyPurposes) })

/** A new passkey, as the browser's `navigator.credentials.create()` gives it. */
export const passkeyRegistrationSchema = v.object({
  id: credentialId,
  rawId: credentialId,
  type: v.literal('public-key'),
  response: v.object({
    clientDataJSON: base64url(4_096),
    attestationObject: base64url(16_384),
    transports,
  }),
  authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
})

/** A passkey's signature of a challenge, as `navigator.credentials.get()` gives it. */
export const passkeyAssertionSchema = v.object({
  id: credentialId,
  rawId: credentialId,
  type: v.literal('public-key'),
  response: v.object({
    clientDataJSON: base64url(4_096),
    authenticatorData: base64url(4_096),
    signature: base64url(1_024),
    userHandle: v.optional(base64url(128)),
  }),
  authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
})

/** POST /v1/embedded/passkey/register: the signed-in account's new passkey. */
export const passkeyRegisterRequestSchema = v.object({ credential: passkeyRegistrationSchema })

/** POST /v1/embedded/passkey/login: a passkey alone signs in the device `deviceId`. */
export const passkeyLoginRequestSchema = v.object({
  credential: passkeyAssertionSchema,
  deviceId,
})

/** POST /v1/embedded/passkey/confirm: the signed-in account's passkey as a second factor. */
export const passkeyConfirmRequestSchema = v.object({ credential: passkeyAssertionSchema })
