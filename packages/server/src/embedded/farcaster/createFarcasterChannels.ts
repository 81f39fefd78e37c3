import { randomBytes } from 'node:crypto'
import { FarcasterRefusalError } from '../../errors/farcaster.js'

/** What a Farcaster client sends to `channel/authenticate`: the signed message and who signed. */
export type FarcasterCompletion = {
  message: string
  signature: `0x${string}`
  authMethod: 'custody' | 'authAddress'
  fid: number
  username?: string | undefined
  bio?: string | undefined
  displayName?: string | undefined
  pfpUrl?: string | undefined
}

/** What the app asks the user to sign (the relay's `signatureParams`). */
export type FarcasterSignatureParams = {
  siweUri: string
  domain: string
  notBefore?: string | undefined
  expirationTime?: string | undefined
  requestId?: string | undefined
  redirectUrl?: string | undefined
}

/** One Sign In With Farcaster channel, from its creation to the app's reading of the result. */
export type FarcasterChannel = {
  token: string
  nonce: string
  url: string
  signatureParams: FarcasterSignatureParams
  acceptAuthAddress: boolean
  metadata: { ip: string; userAgent: string }
  /** The wallet frame's device that opened it (embedded login); absent for a plain relay channel. */
  deviceHash?: string | undefined
  expiresAt: number
  completion?: FarcasterCompletion | undefined
  /**
   * The checked sign-in of an account's new device, kept while the device waits for its approval
   * (from a signed-in device, or the emailed link): the message is checked once.
   */
  signedIn?: FarcasterSignedIn | undefined
}

/** A checked Sign In With Farcaster: the account its fid is bound to. */
export type FarcasterSignedIn = {
  user: { id: string; email: string | null; address: string | null }
  fid: number
  username: string | undefined
}

/** Bounds of `createFarcasterChannels`. */
export type FarcasterChannelLimits = {
  /** How long a channel lives after its creation. */
  lifetimeMs: number
  /** Channels open at once on this server (half of them at most plain relay channels): more are refused (FARCASTER_BUSY). */
  maxChannels: number
  /** Channels one device may have open at once: a new one drops its oldest. */
  maxPerDevice: number
}

/**
 * The relay's channels, in memory (a channel lives minutes, and a restart only makes the user
 * start again): expired ones are dropped as new ones come, and their number is capped overall and
 * per device.
 */
export function createFarcasterChannels(parameters: {
  now(): Date
  clientUrl: string
  limits: FarcasterChannelLimits
}) {
  const { now, clientUrl, limits } = parameters
  const channels = new Map<string, FarcasterChannel>()
  const sweep = () => {
    const at = now().getTime()
    for (const [token, channel] of channels) if (channel.expiresAt <= at) channels.delete(token)
  }
  /** The live channel of `token`, or FARCASTER_CHANNEL_INVALID. */
  const get = (token: string | undefined): FarcasterChannel => {
    const channel = token ? channels.get(token) : undefined
    if (!channel || channel.expiresAt <= now().getTime()) {
      if (token) channels.delete(token)
      throw new FarcasterRefusalError('FARCASTER_CHANNEL_INVALID')
    }
    return channel
  }
  return {
    /** Opens a channel; its token is the bearer secret of status and authenticate. */
    create(request: {
      nonce?: string | undefined
      signatureParams: FarcasterSignatureParams
      acceptAuthAddress?: boolean | undefined
      metadata: FarcasterChannel['metadata']
      deviceHash?: string | undefined
    }): FarcasterChannel {
      sweep()
      const { deviceHash } = request
      if (deviceHash) {
        const mine = [...channels.values()].filter((channel) => channel.deviceHash === deviceHash)
        for (const old of mine.slice(0, Math.max(0, mine.length - limits.maxPerDevice + 1)))
          channels.delete(old.token)
      }
      if (channels.size >= limits.maxChannels) throw new FarcasterRefusalError('FARCASTER_BUSY')
      // Anyone may open a plain relay channel: they get half the room, so logins always have some.
      if (!deviceHash) {
        let open = 0
        for (const channel of channels.values()) if (!channel.deviceHash) open++
        if (open >= limits.maxChannels / 2) throw new FarcasterRefusalError('FARCASTER_BUSY')
      }
      const token = randomBytes(24).toString('base64url')
      const url = new URL(clientUrl)
      url.searchParams.set('channelToken', token)
      const channel: FarcasterChannel = {
        token,
        // SIWE nonces are alphanumeric, 8 characters at least.
        nonce: request.nonce ?? randomBytes(12).toString('hex'),
        url: url.href,
        signatureParams: request.signatureParams,
        acceptAuthAddress: request.acceptAuthAddress ?? false,
        metadata: request.metadata,
        deviceHash,
        expiresAt: now().getTime() + limits.lifetimeMs,
      }
      channels.set(token, channel)
      return channel
    },
    get,
    /** Records a client's signed answer; a channel is answered once. */
    authenticate(token: string | undefined, completion: FarcasterCompletion): FarcasterChannel {
      const channel = get(token)
      if (channel.completion) throw new FarcasterRefusalError('FARCASTER_ALREADY_AUTHENTICATED')
      channel.completion = completion
      return channel
    },
    /** Ends a channel (its result is being used, or was refused); false when it had ended. */
    delete(token: string): boolean {
      return channels.delete(token)
    },
    /** Keeps a channel taken out by `delete` while its device waits for approval (until it expires). */
    keep(channel: FarcasterChannel, signedIn: FarcasterSignedIn): void {
      channels.set(channel.token, { ...channel, signedIn })
    },
  }
}

/** The relay's channels (see `createFarcasterChannels`). */
export type FarcasterChannels = ReturnType<typeof createFarcasterChannels>
