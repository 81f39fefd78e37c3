import * as v from 'valibot'
import { closeModal } from '../actions/closeModal.js'
import { fetchBalance } from '../actions/fetchBalance.js'
import { openModal } from '../actions/openModal.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { defineFeature } from '../features/defineFeature.js'
import { getFeature } from '../features/getFeature.js'
import type { SourceConnection } from '../sources/ConnectionSource.js'
import { clearEmbeddedLoginCache } from './clearEmbeddedLoginCache.js'
import type { EmbeddedSource } from './createEmbeddedSource.js'
import { EmbeddedProviderError } from './EmbeddedProviderError.js'
import { embeddedNamespace } from './embeddedNamespace.js'
import { getEmbeddedSource } from './getEmbeddedSource.js'
import { openEmbeddedFrame } from './openEmbeddedFrame.js'
import { type FrameUser, frameUserSchema } from './protocol.js'
import { classifyRpcMethod } from './rpcMethods.js'

/** How long a disallowed request waits before its error shows (spec section 6). */
const disallowedDelayMs = 300

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

  const unsafe = new Map<string, (error: Error) => void>()
  let openedModal = false

  const finishApproval = (succeeded: boolean) => {
    const { stores } = client
    state.setState({ approval: false })
    if (stores.router.getState().view === 'ApproveTransaction') {
      if (openedModal) closeModal(client)
      else stores.router.goBack()
    }
    openedModal = false
    // Past the 30 s cache: what was signed may have moved funds.
    if (succeeded)
      fetchBalance(client, { namespace: embeddedNamespace, force: true }).catch((error: unknown) =>
        context.log('Failed to fetch the native balance', error),
      )
  }

  const showApproval = () => {
    const { stores } = client
    if (!stores.modal.getState().open) {
      openedModal = true
      stores.router.reset('ApproveTransaction')
      stores.modal.setOpen(true)
    } else stores.router.push('ApproveTransaction')
  }

  const showDisallowed = () => {
    const { stores } = client
    if (!stores.modal.getState().open) openModal(client)
    setTimeout(
      () =>
        stores.toast.show({
          message: 'Requested RPC call is not allowed',
          variant: 'error',
        }),
      disallowedDelayMs,
    )
  }

  const abortUnsafeRequests = () => {
    for (const [id, reject] of unsafe) {
      reject(new EmbeddedProviderError('Request was aborted', 4001))
      void channel.request({ type: '@app/RPC_ABORT', payload: { requestId: id } }).catch(() => {})
    }
    unsafe.clear()
  }
  // Closing the modal gives up what waits for approval; reads are not aborted.
  const unwatchModal = client.stores.modal.subscribe(
    (modal) => modal.open,
    (open) => {
      if (!open && unsafe.size > 0) abortUnsafeRequests()
    },
  )

  const provider = {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      const kind = classifyRpcMethod(method)
      if (kind === 'disallowed') {
        showDisallowed()
        throw new EmbeddedProviderError('Action not allowed', 4200)
      }
      if (kind === 'safe')
        return channel.request({ type: '@app/RPC_REQUEST', payload: { method, params } })
      const sent = channel.send({ type: '@app/RPC_REQUEST', payload: { method, params } })
      showApproval()
      return new Promise((resolve, reject) => {
        unsafe.set(sent.id, reject)
        sent.result.then(
          (result) => {
            if (!unsafe.delete(sent.id)) return
            finishApproval(true)
            resolve(result)
          },
          (error: Error & { code?: number }) => {
            if (!unsafe.delete(sent.id)) return
            finishApproval(false)
            reject(new EmbeddedProviderError(error.message, error.code ?? -32603))
          },
        )
      })
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      listeners.set(event, set)
      set.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
  }

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
