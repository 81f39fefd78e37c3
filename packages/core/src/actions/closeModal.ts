import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { trackEvent } from '../client/trackEvent.js'

/** Closes the modal, giving up a pending WalletConnect pairing (its QR code is gone). */
export function closeModal(client: LatchkeyClient): void {
  const { chains, modal, connection } = client.stores
  if (!modal.getState().open) return
  modal.setOpen(false)
  const { status, attempt } = connection.getState()
  if (
    status === 'connecting' &&
    attempt?.status === 'pending' &&
    attempt.source === 'walletConnect'
  )
    client.walletConnect?.cancel?.()
  const state = chains.getState()
  trackEvent(client, 'MODAL_CLOSE', {
    connected: state.chains[state.activeNamespace]?.account.status === 'connected',
  })
}
