import * as v from 'valibot'

const id = v.optional(v.pipe(v.string(), v.maxLength(64)))

/**
 * The app events for passkeys (the frame answers each with its own screen, as for the key
 * export): ADD_PASSKEY adds one to the signed-in account and answers `{ added }`;
 * CONNECT_PASSKEY signs in with a passkey alone and answers the frame's user (or PASSPHRASE).
 * RPC_ABORT with the event's id closes the screen.
 */
export const passkeyAppEvents = [
  v.object({ id, type: v.literal('@app/ADD_PASSKEY') }),
  v.object({ id, type: v.literal('@app/CONNECT_PASSKEY') }),
] as const
