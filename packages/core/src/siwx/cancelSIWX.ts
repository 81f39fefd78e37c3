import type { ClientContext } from '../client/ClientContext.js'
import { disconnect } from '../client/disconnect.js'
import { closeModal } from '../client/openModal.js'

/**
 * The sign-in view's Cancel (spec section 4): tracks CLICK_CANCEL_SIWX, then disconnects when
 * sign-in is required, else closes the modal; either way the modal resets to Connect.
 */
export async function cancelSIWX(context: ClientContext): Promise<void> {
  const { chains, router } = context.stores
  const state = chains.getState()
  const network = state.chains[state.activeNamespace]?.network.caipNetwork?.caipNetworkId
  context.track('CLICK_CANCEL_SIWX', { network })
  try {
    if (context.options.siwx?.getRequired?.()) await disconnect(context)
    else closeModal(context)
  } finally {
    router.reset('Connect')
  }
}
