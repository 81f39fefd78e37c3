import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { trackEvent } from '../client/trackEvent.js'

/** Closes the modal, giving up a pending WalletConnect pairing (its QR code is gone). */
export function closeModal(client: LatchkeyClient): void {
  const context = client
  const { chains, modal, connection } = context.stores
  if (!modal.getState().open) return
  modal.setOpen(false)
  const { status, attempt } = connection.getState()
  if (
    status === 'connecting' &&
    attempt?.status === 'pending' &&
    attempt.source === 'walletConnect'
  )
    context.walletConnect?.cancel?.()
  const state = chains.getState()
  trackEvent(context, 'MODAL_CLOSE', {
    connected: state.chains[state.activeNamespace]?.account.status === 'connected',
  })
}
