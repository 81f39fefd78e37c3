import * as v from 'valibot'
import { passkeyAppEvents } from './passkeyEvents.js'

// The embedded wallet's window-message protocol (spec section 3): what the dapp's page (the
// "app") asks of the wallet frame, and what the frame answers. Both sides validate every
// message where it arrives with these schemas; anything that does not parse is dropped.

const id = v.optional(v.pipe(v.string(), v.maxLength(64)))
const email = v.pipe(v.string(), v.trim(), v.email(), v.maxLength(254))
const chainId = v.union([v.string(), v.number()])
const address = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/))
const errorMessage = v.pipe(v.string(), v.maxLength(1_000))

/** The social providers a login can name (spec section 3). */
const socialProviders = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
  'farcaster',
] as const

const appEvent = <type extends string>(type: type) => v.object({ id, type: v.literal(type) })
const appEventWith = <type extends string, entries extends v.ObjectEntries>(
  type: type,
  payload: entries,
) => v.object({ id, type: v.literal(type), payload: v.object(payload) })

/** An RPC request the app forwards to the frame's account. */
const rpcRequestSchema = v.object({
  method: v.pipe(v.string(), v.maxLength(100)),
  params: v.optional(v.unknown()),
  chainId: v.optional(chainId),
})

/** A network the dapp uses, told to the frame so it can read and broadcast on it. */
const dappNetworkSchema = v.object({
  chainId: v.number(),
  name: v.pipe(v.string(), v.maxLength(100)),
  rpcUrl: v.pipe(v.string(), v.url(), v.maxLength(500)),
  nativeCurrency: v.object({
    name: v.pipe(v.string(), v.maxLength(50)),
    symbol: v.pipe(v.string(), v.maxLength(20)),
    decimals: v.number(),
  }),
  explorerUrl: v.optional(v.pipe(v.string(), v.url(), v.maxLength(500))),
})

/** Every event the app posts to the frame. */
const appEventSchema = v.variant('type', [
  appEventWith('@app/SWITCH_NETWORK', { chainId }),
  appEventWith('@app/CONNECT_EMAIL', { email }),
  appEvent('@app/CONNECT_DEVICE'),
  appEventWith('@app/CONNECT_OTP', { otp: v.pipe(v.string(), v.maxLength(20)) }),
  // Passphrase recovery: the frame shows its own passphrase screen (the dapp never sees it).
  appEvent('@app/CONNECT_PASSPHRASE'),
  appEventWith('@app/CONNECT_SOCIAL', { uri: v.pipe(v.string(), v.maxLength(2_000)) }),
  // Without a channel: open one; with one: wait for its approval (see connectFarcaster).
  appEventWith('@app/CONNECT_FARCASTER', {
    channelToken: v.optional(v.pipe(v.string(), v.maxLength(64))),
  }),
  appEventWith('@app/GET_USER', { chainId: v.optional(chainId) }),
  appEventWith('@app/GET_SOCIAL_REDIRECT_URI', {
    provider: v.picklist(socialProviders),
    // A redirect login: the dapp's page the server brings the user back to with `result_uri`.
    returnUrl: v.optional(v.pipe(v.string(), v.url(), v.maxLength(2_000))),
  }),
  appEvent('@app/SIGN_OUT'),
  appEventWith('@app/IS_CONNECTED', { token: v.optional(v.string()) }),
  appEvent('@app/GET_CHAIN_ID'),
  appEvent('@app/GET_SMART_ACCOUNT_ENABLED_NETWORKS'),
  appEvent('@app/INIT_SMART_ACCOUNT'),
  appEventWith('@app/SET_PREFERRED_ACCOUNT', { type: v.picklist(['eoa', 'smartAccount']) }),
  appEventWith('@app/RPC_REQUEST', rpcRequestSchema.entries),
  appEventWith('@app/RPC_ABORT', { requestId: v.pipe(v.string(), v.maxLength(64)) }),
  appEventWith('@app/UPDATE_EMAIL', { email }),
  appEventWith('@app/UPDATE_EMAIL_PRIMARY_OTP', { otp: v.pipe(v.string(), v.maxLength(20)) }),
  appEventWith('@app/UPDATE_EMAIL_SECONDARY_OTP', { otp: v.pipe(v.string(), v.maxLength(20)) }),
  appEventWith('@app/SYNC_THEME', { themeMode: v.optional(v.picklist(['light', 'dark'])) }),
  appEventWith('@app/SYNC_DAPP_DATA', {
    projectId: v.optional(v.string()),
    sdkVersion: v.optional(v.string()),
    networks: v.pipe(v.array(dappNetworkSchema), v.maxLength(50)),
    /** The dapp's `smartSessions` feature: the frame refuses ERC-7715 requests unless true. */
    smartSessions: v.optional(v.boolean()),
  }),
  appEvent('@app/RELOAD'),
  // The frame shows the key on its own screen after a fresh email code; it answers no key.
  appEvent('@app/EXPORT_KEY'),
  // Passkeys: the frame's own screens (WebAuthn on its origin); see passkeyEvents.ts.
  ...passkeyAppEvents,
  // The social logins the dapp's project offers (the server's configuration for it).
  appEvent('@app/GET_SOCIAL_PROVIDERS'),
  // Linked logins of the signed-in account (see linkSocialLogin).
  appEvent('@app/GET_LOGINS'),
  appEventWith('@app/LINK_SOCIAL_URI', { provider: v.picklist(socialProviders) }),
  appEventWith('@app/LINK_SOCIAL', { uri: v.pipe(v.string(), v.maxLength(4_000)) }),
  appEventWith('@app/UNLINK_LOGIN', {
    provider: v.picklist(['email', ...socialProviders]),
  }),
  // New devices of the account waiting for a signed-in device's approval.
  appEvent('@app/GET_DEVICE_REQUESTS'),
  appEventWith('@app/ANSWER_DEVICE_REQUEST', {
    id: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
    approve: v.boolean(),
  }),
])

/** An event the app posts to the frame. */
export type AppEvent = v.InferOutput<typeof appEventSchema>

/** The user a login or GET_USER gives (spec section 3, "Frame user"). */
export const frameUserSchema = v.object({
  email: v.optional(v.string()),
  address,
  chainId,
  accounts: v.optional(v.array(v.object({ address, type: v.picklist(['eoa', 'smartAccount']) }))),
  username: v.optional(v.string()),
  /** The social login of the session, if it was one. */
  socialProvider: v.optional(v.picklist(socialProviders)),
  /** Whether a passkey opened the session. */
  passkey: v.optional(v.boolean()),
  smartAccountDeployed: v.optional(v.boolean()),
  preferredAccountType: v.optional(v.picklist(['eoa', 'smartAccount'])),
})

/** The user the frame reports. */
export type FrameUser = v.InferOutput<typeof frameUserSchema>

/** Every event the frame posts to the app: READY, a session update, or a reply to an app event. */
const frameEventSchema = v.variant('type', [
  v.object({
    id,
    type: v.literal('@frame/READY'),
    payload: v.object({ version: v.optional(v.string()) }),
  }),
  v.object({
    id,
    type: v.literal('@frame/SESSION_UPDATE'),
    payload: v.object({ token: v.string() }),
  }),
  v.object({
    id,
    type: v.literal('@frame/SUCCESS'),
    /** The app event this answers. */
    request: v.pipe(v.string(), v.maxLength(64)),
    payload: v.optional(v.unknown()),
  }),
  v.object({
    id,
    type: v.literal('@frame/ERROR'),
    request: v.pipe(v.string(), v.maxLength(64)),
    payload: v.object({ message: v.optional(errorMessage), code: v.optional(v.number()) }),
  }),
  v.object({
    id,
    type: v.literal('@frame/APPROVAL'),
    /** Whether the frame's approval screen is showing (the app shows the frame in the modal). */
    payload: v.object({ open: v.boolean() }),
  }),
  v.object({
    id,
    type: v.literal('@frame/CHAIN_CHANGED'),
    payload: v.object({ chainId: v.number() }),
  }),
  v.object({
    id,
    /** The frame could not start for this page (the server refused its origin): it answers nothing. */
    type: v.literal('@frame/INIT_ERROR'),
    payload: v.object({ message: v.optional(errorMessage) }),
  }),
])

/** An event the frame posts to the app. */
export type FrameEvent = v.InferOutput<typeof frameEventSchema>

/** Parses a message from the frame; undefined when it is not a frame event. */
export function parseFrameEvent(data: unknown): FrameEvent | undefined {
  const result = v.safeParse(frameEventSchema, data)
  return result.success ? result.output : undefined
}

/** Parses a message from the app; undefined when it is not an app event. */
export function parseAppEvent(data: unknown): AppEvent | undefined {
  const result = v.safeParse(appEventSchema, data)
  return result.success ? result.output : undefined
}
