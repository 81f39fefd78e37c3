import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { loadEmbeddedWallet } from './loadEmbeddedWallet.js'
import type { AppEvent } from './protocol.js'

/**
 * Shows `view` (Passkey, ExportKey), where the frame on its own origin lays a screen of its own
 * over the modal, and sends `event`; `then` runs while the view still shows (a passphrase screen
 * after a sign-in). Leaving the view or closing the modal closes the frame's screen; the view
 * goes back when it ends.
 */
export async function runFrameScreen<result>(
  client: LatchkeyClient,
  view: 'Passkey' | 'ExportKey',
  event: Extract<
    AppEvent,
    { type: '@app/ADD_PASSKEY' | '@app/CONNECT_PASSKEY' | '@app/EXPORT_KEY' }
  >,
  then: (answer: unknown) => Promise<result>,
): Promise<result> {
  const { channel } = await loadEmbeddedWallet(client)
  const { stores } = client
  stores.router.push(view)
  const { id, result } = channel.send(event)
  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    channel.request({ type: '@app/RPC_ABORT', payload: { requestId: id } }).catch(() => {})
  }
  const unwatchModal = stores.modal.subscribe(
    (modal) => modal.open,
    (open) => {
      if (!open) stop()
    },
  )
  const unwatchRouter = stores.router.subscribe(
    (router) => router.view,
    (current) => {
      if (current !== view) stop()
    },
  )
  try {
    return await then(await result)
  } finally {
    unwatchModal()
    unwatchRouter()
    if (stores.router.getState().view === view) stores.router.goBack()
  }
}
