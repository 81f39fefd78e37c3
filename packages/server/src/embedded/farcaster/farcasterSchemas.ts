import * as v from 'valibot'

const text = (max: number) => v.pipe(v.string('must be a string'), v.maxLength(max))
const isoDate = v.pipe(v.string('must be a string'), v.isoTimestamp('must be an ISO 8601 time'))
const deviceId = v.pipe(
  v.string('must be a string'),
  v.regex(/^[A-Za-z0-9_-]{43}$/, 'must be a device id (43 base64url characters)'),
)
const channelToken = v.pipe(
  v.string('must be a string'),
  v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be a channel token'),
)

/** The schemas of the Farcaster relay's and the embedded wallet's Farcaster requests. */
export const farcasterSchemas = {
  /** POST /farcaster/v1/channel (Farcaster's relay `createChannel`). */
  createChannel: v.object({
    siweUri: v.pipe(v.string('must be a string'), v.url('must be a URL'), v.maxLength(2_000)),
    domain: v.pipe(
      v.string('must be a string'),
      v.regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/, 'must be a host (example.com or 127.0.0.1:5173)'),
    ),
    nonce: v.optional(
      v.pipe(
        v.string('must be a string'),
        v.regex(/^[A-Za-z0-9]{8,96}$/, 'must be 8-96 letters or digits'),
      ),
    ),
    notBefore: v.optional(isoDate),
    expirationTime: v.optional(isoDate),
    requestId: v.optional(text(200)),
    redirectUrl: v.optional(
      v.pipe(v.string('must be a string'), v.url('must be a URL'), v.maxLength(2_000)),
    ),
    acceptAuthAddress: v.optional(v.boolean('must be true or false')),
  }),
  /** POST /farcaster/v1/channel/authenticate (a Farcaster client's signed answer). */
  authenticate: v.object({
    message: text(4_000),
    signature: v.custom<`0x${string}`>(
      (value) => typeof value === 'string' && /^0x[0-9a-fA-F]{2,2000}$/.test(value),
      'must be a hex signature',
    ),
    authMethod: v.optional(
      v.picklist(['custody', 'authAddress'], 'must be custody or authAddress'),
      'custody',
    ),
    fid: v.pipe(
      v.number('must be a number'),
      v.integer('must be an integer'),
      v.minValue(1, 'must be positive'),
    ),
    username: v.optional(text(64)),
    bio: v.optional(text(1_000)),
    displayName: v.optional(text(100)),
    pfpUrl: v.optional(text(2_000)),
  }),
  /** POST /v1/embedded/farcaster/start: a channel for the frame's `deviceId` on the dapp `origin`. */
  start: v.object({
    deviceId,
    origin: v.pipe(v.string('must be a string'), v.url('must be an origin'), v.maxLength(300)),
  }),
  /** POST /v1/embedded/farcaster/complete: the channel's result turned into a session. */
  complete: v.object({ channelToken, deviceId }),
}
