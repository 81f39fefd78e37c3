import { createHash, timingSafeEqual } from 'node:crypto'
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify'
import { EmbeddedRefusalError } from '../../errors/embedded.js'
import { FarcasterRefusalError } from '../../errors/farcaster.js'
import { readRequest } from '../../http/readRequest.js'
import type { Mailer } from '../createMailer.js'
import {
  hashDeviceId,
  isDeviceApproved,
  isDeviceDeclined,
  requestDeviceApproval,
} from '../embeddedDevices.js'
import { mailDeviceApproval } from '../mailDeviceApproval.js'
import { openEmbeddedSession } from '../openEmbeddedSession.js'
import { bindSocialIdentity } from '../social/bindSocialIdentity.js'
import {
  createFarcasterChannels,
  type FarcasterChannel,
  type FarcasterChannelLimits,
  type FarcasterChannels,
  type FarcasterSignedIn,
} from './createFarcasterChannels.js'
import type { FarcasterConfig } from './FarcasterConfig.js'
import { farcasterSchemas } from './farcasterSchemas.js'
import { createFarcasterVerifier, type FarcasterSignIn } from './verifyFarcasterSignIn.js'

/** The channels' bounds: 10 minutes each, 10,000 at once, 5 per device. */
const defaultChannelLimits: FarcasterChannelLimits = {
  lifetimeMs: 10 * 60_000,
  maxChannels: 10_000,
  maxPerDevice: 5,
}

/** What the Farcaster routes share with the rest of the embedded routes. */
export type FarcasterRoutesContext = {
  server: FastifyInstance
  /** Refuses every origin but the wallet frame's. */
  onRequest: onRequestAsyncHookHandler
  /** Mails a new device's approval link where the account has an email. */
  mailer: Mailer
  now(): Date
  farcaster: FarcasterConfig | undefined
  /** Channel creation (a bounded resource): per IP and window. */
  rateLimit: { max: number; timeWindow: number }
  /** Status reads and completions (polled): per IP and window. */
  pollRateLimit: { max: number; timeWindow: number }
}

/**
 * Sign In With Farcaster. The relay, in the shapes of Farcaster's (what `@farcaster/auth-client`
 * speaks with `relay: <server>/farcaster`): POST /farcaster/v1/channel, GET
 * /farcaster/v1/channel/status, POST /farcaster/v1/channel/authenticate (clients holding the relay
 * key). For the wallet frame: POST /v1/embedded/farcaster/start (a channel bound to the device)
 * and POST /v1/embedded/farcaster/complete (202 while pending; then the message checked against
 * the ID registry's custody address and the fid bound to an account, as a social login's subject).
 */
export function installFarcasterRoutes(context: FarcasterRoutesContext): void {
  const { server, onRequest, farcaster } = context
  const configured = () => {
    if (!farcaster) throw new FarcasterRefusalError('FARCASTER_NOT_CONFIGURED')
    return farcaster
  }
  const channels = createFarcasterChannels({
    now: context.now,
    clientUrl: farcaster?.clientUrl ?? 'https://farcaster.xyz/~/siwf',
    limits: {
      ...defaultChannelLimits,
      lifetimeMs: farcaster?.channelLifetimeMs ?? defaultChannelLimits.lifetimeMs,
    },
  })
  const verify = farcaster ? createFarcasterVerifier(farcaster) : undefined
  const limited = (groupId: string, limit: { max: number; timeWindow: number }) => ({
    config: { rateLimit: { ...limit, groupId } },
  })
  const open = async (_: FastifyRequest, reply: FastifyReply) => {
    // Bearer tokens, no cookies: any page may call the relay, as Farcaster's.
    reply.header('access-control-allow-origin', '*')
  }
  server.options('/farcaster/v1/*', async (_, reply) =>
    reply
      .code(204)
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET, POST')
      .header(
        'access-control-allow-headers',
        'authorization, content-type, x-farcaster-auth-relay-key',
      )
      .header('access-control-max-age', '600')
      .send(),
  )
  server.post(
    '/farcaster/v1/channel',
    { onRequest: open, ...limited('farcaster-channel', context.rateLimit) },
    async (request, reply) => {
      configured()
      const { body } = readRequest(request, { body: farcasterSchemas.createChannel })
      const { nonce, acceptAuthAddress, ...signatureParams } = body
      const channel = channels.create({
        nonce,
        acceptAuthAddress,
        signatureParams,
        metadata: metadataOf(request),
      })
      return reply.code(201).send(channelCreated(channel))
    },
  )
  server.get(
    '/farcaster/v1/channel/status',
    { onRequest: open, ...limited('farcaster-status', context.pollRateLimit) },
    async (request, reply) => {
      const channel = channels.get(bearerOf(request))
      return reply.code(channel.completion ? 200 : 202).send(statusOf(channel))
    },
  )
  server.post(
    '/farcaster/v1/channel/authenticate',
    { onRequest: open, ...limited('farcaster-authenticate', context.rateLimit) },
    async (request, reply) => {
      const { relayKey } = configured()
      const key = request.headers['x-farcaster-auth-relay-key']
      if (typeof key !== 'string' || !sameSecret(key, relayKey))
        throw new FarcasterRefusalError('FARCASTER_RELAY_KEY_INVALID')
      const { body } = readRequest(request, { body: farcasterSchemas.authenticate })
      const channel = channels.authenticate(bearerOf(request), body)
      return reply.code(201).send(statusOf(channel))
    },
  )
  const embedded = { onRequest, ...limited('embedded-farcaster', context.rateLimit) }
  server.post('/v1/embedded/farcaster/start', embedded, async (request) => {
    configured()
    const { body } = readRequest(request, { body: farcasterSchemas.start })
    const origin = new URL(body.origin)
    const channel = channels.create({
      signatureParams: { siweUri: origin.origin, domain: origin.host },
      metadata: metadataOf(request),
      deviceHash: hashDeviceId(body.deviceId),
    })
    return { ...channelCreated(channel), expiresAt: new Date(channel.expiresAt).toISOString() }
  })
  server.post(
    '/v1/embedded/farcaster/complete',
    { onRequest, ...limited('embedded-farcaster-complete', context.pollRateLimit) },
    completeRoute(context, channels, () => {
      if (!verify) throw new FarcasterRefusalError('FARCASTER_NOT_CONFIGURED')
      return verify
    }),
  )
}

/**
 * `POST /v1/embedded/farcaster/complete`: 202 while pending, then a session (or a refusal). An
 * account's new device waits for its approval as after a social login (VERIFY_DEVICE): from a
 * device signed in to the account, or the link mailed to the account's email where it has one.
 */
function completeRoute(
  context: FarcasterRoutesContext,
  channels: FarcasterChannels,
  verifier: () => ReturnType<typeof createFarcasterVerifier>,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { body } = readRequest(request, { body: farcasterSchemas.complete })
    const channel = channels.get(body.channelToken)
    // Another device's channel is as unknown as a made-up one.
    if (channel.deviceHash !== hashDeviceId(body.deviceId))
      throw new FarcasterRefusalError('FARCASTER_CHANNEL_INVALID')
    if (!channel.completion) return reply.code(202).send({ state: 'pending' })
    const signedIn = channel.signedIn ?? (await checkSignIn(context, channels, channel, verifier))
    const { user } = signedIn
    const { database } = context.server
    const device = { userId: user.id, deviceId: body.deviceId }
    if (user.address && !(await isDeviceApproved(database, device))) {
      if (!channel.signedIn) {
        // A refused request (another device asked moments ago) ends the channel: start again.
        if (user.email) await mailDeviceApproval(context, { ...device, email: user.email })
        else await requestDeviceApproval(database, { ...device, now: context.now() })
        channels.keep(channel, signedIn)
      } else if (await isDeviceDeclined(database, device)) {
        channels.delete(channel.token)
        throw new EmbeddedRefusalError('DEVICE_DECLINED')
      }
      return reply.send({ action: 'VERIFY_DEVICE', ...(user.email ? { email: user.email } : {}) })
    }
    // Taken once: of two requests for an approved device, one gets the session.
    if (channel.signedIn && !channels.delete(channel.token))
      throw new FarcasterRefusalError('FARCASTER_CHANNEL_INVALID')
    const token = await openEmbeddedSession(database, { ...device, at: context.now() })
    return reply.send({
      token,
      user: {
        accountId: user.id,
        email: user.email ?? undefined,
        address: user.address ?? undefined,
        username: signedIn.username,
        provider: 'farcaster',
        fid: signedIn.fid,
      },
    })
  }
}

/**
 * Checks a channel's answer once (of two requests at once, one goes on; a refused answer ends the
 * channel, the user starts again) and binds the fid to an account, as a social login's subject.
 */
async function checkSignIn(
  context: FarcasterRoutesContext,
  channels: FarcasterChannels,
  channel: FarcasterChannel,
  verifier: () => ReturnType<typeof createFarcasterVerifier>,
): Promise<FarcasterSignedIn> {
  if (!channels.delete(channel.token)) throw new FarcasterRefusalError('FARCASTER_CHANNEL_INVALID')
  const signIn: FarcasterSignIn = await verifier()(channel, channel.completion!)
  const user = await context.server.database.transaction((transaction) =>
    bindSocialIdentity(transaction, {
      provider: 'farcaster',
      identity: { subject: String(signIn.fid), username: signIn.username, email: undefined },
      at: context.now(),
    }),
  )
  return { user, fid: signIn.fid, username: signIn.username }
}

/** The relay's answer to `createChannel`. */
const channelCreated = (channel: FarcasterChannel) => ({
  channelToken: channel.token,
  url: channel.url,
  nonce: channel.nonce,
})

/** The relay's channel status, in Farcaster's shape. */
function statusOf(channel: FarcasterChannel) {
  const { completion } = channel
  return {
    state: completion ? 'completed' : 'pending',
    nonce: channel.nonce,
    url: channel.url,
    signatureParams: { ...channel.signatureParams, nonce: channel.nonce },
    metadata: channel.metadata,
    acceptAuthAddress: channel.acceptAuthAddress,
    ...completion,
  }
}

const metadataOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
})

/** The channel token of `Authorization: Bearer <token>`. */
const bearerOf = (request: FastifyRequest) =>
  /^Bearer ([A-Za-z0-9_-]{16,64})$/.exec(request.headers.authorization ?? '')?.[1]

const sha256 = (text: string) => createHash('sha256').update(text).digest()
/** Compares secrets in constant time (their hashes have one length). */
const sameSecret = (a: string, b: string) => timingSafeEqual(sha256(a), sha256(b))
