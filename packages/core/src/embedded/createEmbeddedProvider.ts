import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { Store } from '../store/createStore.js'
import type { FrameChannel } from './createFrameChannel.js'
import { EmbeddedProviderError } from './EmbeddedProviderError.js'
import type { EmbeddedState } from './EmbeddedState.js'
import { finishEmbeddedApproval } from './finishEmbeddedApproval.js'
import { classifyRpcMethod } from './rpcMethods.js'
import { showDisallowedRequest } from './showDisallowedRequest.js'
import { showEmbeddedApproval } from './showEmbeddedApproval.js'

type Listener = (...args: unknown[]) => void

/** What `createEmbeddedProvider` is given. */
type CreateEmbeddedProviderParameters = {
  channel: FrameChannel
  state: Store<EmbeddedState>
  /** The provider's listeners by event, which the frame's events reach. */
  listeners: Map<string, Set<Listener>>
  log(message: string, error?: unknown): void
  /** Called after the user approved `method` and the frame answered (a send may deploy the smart account). */
  onApproved?(method: string): void
}

/**
 * The embedded wallet's eip155 provider: reads go straight to the frame, what signs waits for
 * the user on ApproveTransaction, what is disallowed is refused.
 */
export function createEmbeddedProvider(
  client: LatchkeyClient,
  { channel, state, listeners, log, onApproved }: CreateEmbeddedProviderParameters,
) {
  const unsafe = new Map<string, (error: Error) => void>()
  const run = { openedModal: false }
  const finish = (succeeded: boolean) => {
    finishEmbeddedApproval(client, { state, openedModal: run.openedModal, succeeded, log })
    run.openedModal = false
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
        showDisallowedRequest(client)
        throw new EmbeddedProviderError('Action not allowed', 4200)
      }
      if (kind === 'safe')
        return channel.request({ type: '@app/RPC_REQUEST', payload: { method, params } })
      const sent = channel.send({ type: '@app/RPC_REQUEST', payload: { method, params } })
      if (showEmbeddedApproval(client)) run.openedModal = true
      return new Promise((resolve, reject) => {
        unsafe.set(sent.id, reject)
        sent.result.then(
          (result) => {
            if (!unsafe.delete(sent.id)) return
            finish(true)
            resolve(result)
            onApproved?.(method)
          },
          (error: Error) => {
            if (!unsafe.delete(sent.id)) return
            finish(false)
            // The frame's refusals come with their code; a frame that is down is an internal error.
            reject(
              error instanceof EmbeddedProviderError
                ? error
                : new EmbeddedProviderError(error.message, -32603),
            )
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
  return { provider, abortUnsafeRequests, unwatchModal }
}
