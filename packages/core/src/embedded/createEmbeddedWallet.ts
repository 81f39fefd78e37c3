import * as v from 'valibot'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { connectorIds } from '../connectors/connectorIds.js'
import { defineFeature } from '../features/defineFeature.js'
import { getFeature } from '../features/getFeature.js'
import type { SourceConnection } from '../sources/ConnectionSource.js'
import { applyFrameUser } from './applyFrameUser.js'
import { clearEmbeddedLoginCache } from './clearEmbeddedLoginCache.js'
import { createEmbeddedProvider } from './createEmbeddedProvider.js'
import type { EmbeddedSource } from './createEmbeddedSource.js'
import { embeddedNamespace } from './embeddedNamespace.js'
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
    // A transaction from the smart account deploys it: its state follows.
    onApproved: (method) => {
      if (method === 'eth_sendTransaction') void refreshUser()
    },
  })

  const toConnection = (user: FrameUser): SourceConnection => ({
    provider,
    accounts: [user.address],
    chainId: Number(user.chainId),
  })
  // The dapp's (or the user's) preferred eip155 account type goes to the frame before the user
  // is read, so the connection is made with the account the dapp expects.
  const sendPreference = async () => {
    const preferred =
      client.stores.chains.getState().chains[embeddedNamespace]?.account.preferredAccountType
    if (preferred !== 'eoa' && preferred !== 'smartAccount') return
    await channel.request({ type: '@app/SET_PREFERRED_ACCOUNT', payload: { type: preferred } })
  }
  const getUser = async () => {
    const user = v.parse(
      frameUserSchema,
      await channel.request({ type: '@app/GET_USER', payload: {} }),
    )
    lastUser = user
    return user
  }
  let lastUser: FrameUser | undefined
  // The frame's account types, once the connection it gave is the namespace's.
  const refreshUser = async () => {
    try {
      applyFrameUser(client, await getUser())
    } catch (error) {
      context.log('The embedded account did not refresh', error)
    }
  }
  const syncSmartAccounts = async () => {
    if (lastUser) applyFrameUser(client, lastUser)
    try {
      const answer = (await channel.request({
        type: '@app/GET_SMART_ACCOUNT_ENABLED_NETWORKS',
      })) as { smartAccountEnabledNetworks?: unknown }
      const list = answer?.smartAccountEnabledNetworks
      if (Array.isArray(list))
        client.stores.chains.setNetwork(embeddedNamespace, {
          smartAccountEnabledNetworks: list.filter((id) => typeof id === 'number'),
        })
    } catch (error) {
      context.log('The smart-account networks are unknown', error)
    }
  }
  const unwatchConnection = client.stores.chains.subscribe(
    (chains) => {
      const account = chains.chains[embeddedNamespace]?.account
      return account?.status === 'connected' &&
        account.connectedWalletInfo?.id === connectorIds.auth
        ? account.address
        : undefined
    },
    (address) => {
      if (address && lastUser && address === lastUser.address) void syncSmartAccounts()
    },
  )

  return {
    state,
    channel,
    storage,
    provider,
    abortUnsafeRequests,
    async connect() {
      await sendPreference()
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
      await sendPreference()
      const user = await getUser()
      state.setState({ userEmail: user.email })
      return toConnection(user)
    },
    /** Places the frame over `rect` (the approval view's area), or hides it. */
    placeFrame: channel.place,
    /** Reads the user again from the frame into the account state (type, deployment). */
    refreshUser,
    // The client is gone: its stores no longer move the frame.
    destroy() {
      unwatchTheme()
      unwatchModal()
      unwatchConnection()
    },
  }
}
