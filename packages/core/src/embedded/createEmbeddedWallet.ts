import * as v from 'valibot'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { defineFeature } from '../features/defineFeature.js'
import { getFeature } from '../features/getFeature.js'
import type { SourceConnection } from '../sources/ConnectionSource.js'
import { clearEmbeddedLoginCache } from './clearEmbeddedLoginCache.js'
import { createEmbeddedProvider } from './createEmbeddedProvider.js'
import type { EmbeddedSource } from './createEmbeddedSource.js'
import { getEmbeddedSource } from './getEmbeddedSource.js'
import { openEmbeddedFrame } from './openEmbeddedFrame.js'
import { type FrameUser, frameUserSchema } from './protocol.js'

type Listener = (...args: unknown[]) => void

// One wallet (one frame) per client, on the client's features: `client.destroy()` drops it.
const embeddedWalletFeature = defineFeature({
  name: 'embedded',
  create(client) {
    const source = getEmbeddedSource(client)
    if (!source) throw new Error('The client has no embedded wallet')
    return createEmbeddedWallet(client, source)
  },
})

/** The client's embedded wallet (one frame per client), made on first use, dropped by `client.destroy()`. */
export function getEmbeddedWallet(client: LatchkeyClient) {
  return getFeature(client, embeddedWalletFeature)
}

function createEmbeddedWallet(client: LatchkeyClient, source: EmbeddedSource) {
  const { url, state } = source
  const context = source.getContext()
  const { storage } = context
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  const { channel, unwatchTheme } = openEmbeddedFrame(client, { url, context, state, emit })

  const { provider, abortUnsafeRequests, unwatchModal } = createEmbeddedProvider(client, {
    channel,
    state,
    listeners,
    log: context.log,
  })

  const toConnection = (user: FrameUser): SourceConnection => ({
    provider,
    accounts: [user.address],
    chainId: Number(user.chainId),
  })
  const getUser = async () =>
    v.parse(frameUserSchema, await channel.request({ type: '@app/GET_USER', payload: {} }))

  return {
    state,
    channel,
    storage,
    provider,
    abortUnsafeRequests,
    async connect() {
      return toConnection(await getUser())
    },
    async reconnect() {
      await channel.ready
      const answer = (await channel.request({ type: '@app/IS_CONNECTED', payload: {} })) as {
        isConnected?: boolean
      }
      if (!answer?.isConnected) {
        clearEmbeddedLoginCache(storage)
        return null
      }
      const user = await getUser()
      state.setState({ userEmail: user.email })
      return toConnection(user)
    },
    /** Places the frame over `rect` (the approval view's area), or hides it. */
    placeFrame: channel.place,
    // The client is gone: its stores no longer move the frame.
    destroy() {
      unwatchTheme()
      unwatchModal()
    },
  }
}
