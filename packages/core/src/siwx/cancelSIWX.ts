import { closeModal } from '../actions/closeModal.js'
import { disconnect } from '../actions/disconnect.js'
import type { ClientContext } from '../context/ClientContext.js'

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
    if (context.options.siwx?.getRequired?.()) await disconnect(context.client)
    else closeModal(context.client)
  } finally {
    router.reset('Connect')
  }
}
