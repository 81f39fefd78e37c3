import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { trackEvent } from '../client/trackEvent.js'
import { isUserRejection } from '../errors/isUserRejection.js'
import {
  ActiveCaipAddressNotFoundError,
  ActiveCaipNetworkNotFoundError,
  ConnectionControllerClientNotFoundError,
  SIWXNotEnabledError,
} from '../errors/siwx.js'
import { openSIWXView } from '../siwx/openSIWXView.js'
import type { SIWXMessage, SIWXMessageData, SIWXSession } from '../siwx/SIWXConfig.js'
import { signatureDeclinedMessage } from '../siwx/siwxMessages.js'
import { closeModal } from './closeModal.js'

/**
 * Signs the active account in (spec section 4): the `siwx` option creates the message, the
 * wallet signs it through its adapter (or the option's own `signMessage`), the option stores
 * the session; then the modal closes and SIWX_AUTH_SUCCESS is tracked. On failure the sign-in
 * view comes back with the error ('Signature declined' for a rejection), SIWX_AUTH_ERROR is
 * tracked and the promise rejects. Throws the spec's errors (section 5) when sign-in is not
 * possible: 'SIWX is not enabled', 'No ActiveCaipAddress found', 'No ActiveCaipNetwork or
 * client found', 'No ConnectionController client found'.
 */
export async function signInWithSIWX(context: LatchkeyClient): Promise<SIWXSession> {
  const config = context.options.siwx
  const { chains, siwx, modal } = context.stores
  const state = chains.getState()
  const namespace = state.activeNamespace
  const chain = state.chains[namespace]
  const connected = chain?.account.status === 'connected'
  const caipAddress = connected ? chain.account.caipAddress : undefined
  const address = connected ? chain.account.address : undefined
  const caipNetwork = chain?.network.caipNetwork
  const adapter = context.adapters.get(namespace)
  if (!config) throw new SIWXNotEnabledError()
  if (!caipAddress || !address) throw new ActiveCaipAddressNotFoundError()
  if (!caipNetwork) throw new ActiveCaipNetworkNotFoundError()
  if (!adapter) throw new ConnectionControllerClientNotFoundError()

  const chainId = caipNetwork.caipNetworkId
  // Only the account the state is about gets its status changed: a switch meanwhile re-checks.
  const update = (change: Parameters<typeof siwx.setState>[0]) => {
    if (siwx.getState().caipAddress === caipAddress) siwx.setState(change)
  }
  update({ status: 'signing', error: undefined })
  try {
    const message = await config.createMessage({ chainId, accountAddress: address })
    const text = message.toString()
    const signature = config.signMessage
      ? await config.signMessage({ message: text, chainId, accountAddress: address })
      : await adapter.signMessage({ message: text, address })
    const session: SIWXSession = { data: fieldsOf(message), message: text, signature }
    await config.addSession(session)
    update({ status: 'authenticated', session, error: undefined })
    closeModal(context)
    trackEvent(context, 'SIWX_AUTH_SUCCESS', { network: chainId })
    return session
  } catch (error) {
    const message = isUserRejection(error) ? signatureDeclinedMessage : shortMessageOf(error)
    update({ status: 'unauthenticated', error: { message, cause: error } })
    if (siwx.getState().caipAddress === caipAddress) openSIWXView(context)
    modal.shake()
    trackEvent(context, 'SIWX_AUTH_ERROR', { network: chainId, message })
    throw error
  }
}

// The message's fields without `toString`, so the session is plain data.
function fieldsOf(message: SIWXMessage): SIWXMessageData {
  const { toString: _toString, ...data } = message
  return data
}

function shortMessageOf(error: unknown): string {
  const { shortMessage, message } = (error ?? {}) as { shortMessage?: unknown; message?: unknown }
  if (typeof shortMessage === 'string' && shortMessage) return shortMessage
  if (typeof message === 'string' && message) return message
  return String(error)
}
