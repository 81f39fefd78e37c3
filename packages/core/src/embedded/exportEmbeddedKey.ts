import * as v from 'valibot'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { loadEmbeddedWallet } from './loadEmbeddedWallet.js'

/**
 * "Export private key" in Account: shows ExportKey, where the frame (on its own origin) lays its
 * export screen over the modal. The frame asks for a fresh email code and shows the key there;
 * nothing of the key comes back to this page, only whether it was shown. Leaving the view or
 * closing the modal closes the frame's screen.
 */
export async function exportEmbeddedKey(client: LatchkeyClient): Promise<boolean> {
  const { channel } = await loadEmbeddedWallet(client)
  const { stores } = client
  stores.router.push('ExportKey')
  const { id, result } = channel.send({ type: '@app/EXPORT_KEY' })
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
    (view) => {
      if (view !== 'ExportKey') stop()
    },
  )
  try {
    return v.parse(v.object({ shown: v.boolean() }), await result).shown
  } finally {
    unwatchModal()
    unwatchRouter()
    if (stores.router.getState().view === 'ExportKey') stores.router.goBack()
  }
}
