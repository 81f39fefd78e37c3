import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import { trackEvent } from '../client/trackEvent.js'
import type { SIWXStore } from '../siwx/createSIWXStore.js'
import { getSIWXTarget } from '../siwx/getSIWXTarget.js'
import { openSIWXView } from '../siwx/openSIWXView.js'
import { siwxInitializationErrorMessage } from '../siwx/siwxMessages.js'
import { closeModal } from './closeModal.js'
import { disconnect } from './disconnect.js'

// The latest check of each client: an older one that answers late changes nothing.
const latestCheck = new WeakMap<SIWXStore, number>()

/**
 * Checks sign-in for the active account (spec section 4): with a connected address on a
 * configured network, asks the `siwx` option for its sessions; none opens the sign-in view,
 * one marks the account signed in. A failed look-up tracks SIWX_AUTH_ERROR, shows 'A problem
 * occurred while trying initialize authentication', disconnects and resets to Connect.
 */
export async function checkSIWX(context: LatchkeyClient): Promise<void> {
  const config = context.options.siwx
  const { siwx, router, toast } = context.stores
  if (!config) return
  const run = (latestCheck.get(siwx) ?? 0) + 1
  latestCheck.set(siwx, run)
  const target = getSIWXTarget(context)
  if (!target) {
    siwx.setState({ status: 'idle', caipAddress: undefined, session: undefined, error: undefined })
    return
  }
  siwx.setState({
    status: 'checking',
    required: config.getRequired?.() ?? false,
    caipAddress: target.caipAddress,
    session: undefined,
    error: undefined,
  })
  const network = target.caipNetwork.caipNetworkId
  try {
    const [session] = await config.getSessions(network, target.address)
    if (latestCheck.get(siwx) !== run) return
    if (session) {
      siwx.setState({ status: 'authenticated', session })
      // Another account, already signed in, took over while the view waited.
      if (router.getState().view === 'SIWXSignMessage') {
        closeModal(context)
        router.reset('Account')
      }
      return
    }
    siwx.setState({ status: 'unauthenticated' })
    openSIWXView(context)
  } catch (error) {
    if (latestCheck.get(siwx) !== run) return
    logDebug(context, 'Checking the sign-in session failed', error)
    siwx.setState({ status: 'idle', caipAddress: undefined })
    trackEvent(context, 'SIWX_AUTH_ERROR', {
      network,
      message: error instanceof Error ? error.message : String(error),
    })
    toast.show({ message: siwxInitializationErrorMessage, variant: 'error' })
    await disconnect(context, { namespace: target.namespace }).catch((cause) =>
      logDebug(context, 'Disconnecting after a failed sign-in check failed', cause),
    )
    router.reset('Connect')
  }
}
