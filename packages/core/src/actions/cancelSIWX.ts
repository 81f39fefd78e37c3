import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { trackEvent } from '../client/trackEvent.js'
import { closeModal } from './closeModal.js'
import { disconnect } from './disconnect.js'

/**
 * The sign-in view's Cancel (spec section 4): tracks CLICK_CANCEL_SIWX, then disconnects (every
 * namespace) when sign-in is required; either way the modal closes, reset to Connect for its
 * next open. A failed disconnect keeps it open and rejects.
 */
export async function cancelSIWX(context: LatchkeyClient): Promise<void> {
  const { chains, router } = context.stores
  const state = chains.getState()
  const network = state.chains[state.activeNamespace]?.network.caipNetwork?.caipNetworkId
  trackEvent(context, 'CLICK_CANCEL_SIWX', { network })
  try {
    if (context.options.siwx?.getRequired?.()) await disconnect(context, { all: true })
    // Cancel ends the visit (a failed disconnect above keeps the modal open on its toast).
    closeModal(context)
  } finally {
    router.reset('Connect')
  }
}
