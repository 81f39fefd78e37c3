import { resetView } from '../actions/resetView.js'
import { showToast } from '../actions/showToast.js'
import type { ChainNamespace } from '../caip/namespaces.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import { trackEvent } from '../client/trackEvent.js'
import { isUserRejection } from '../errors/isUserRejection.js'
import { getNodeError } from '../errors/node.js'
import { sendErrorMessage, transactionStartedMessage } from '../errors/send.js'
import { getNamespaceDescriptor } from '../namespaces/getNamespaceDescriptor.js'
import { getSendAccount } from './getSendAccount.js'
import { getSendFormProblem } from './getSendFormProblem.js'
import { getTokenDecimals } from './getSendProblem.js'
import { getSendStore, type SendStore } from './getSendStore.js'
import { parseAmount } from './parseAmount.js'
import { sendTransfer } from './sendTransfer.js'

/**
 * Asks the wallet to send the filled Send form. Accepted: toast 'Transaction started', back to
 * Account, form cleared; resolves with the hash. Declined: says so and keeps the form. Failed:
 * the node's error mapped in the view, toast 'Something went wrong' and SEND_ERROR.
 */
export async function sendForm(client: LatchkeyClient): Promise<string | undefined> {
  const store = getSendStore(client)
  const state = store.state.getState()
  const { token, receiverAddress } = state
  const { methods } = store.run
  if (getSendFormProblem(client, { state }) || !token || !receiverAddress || !methods)
    return undefined
  if (state.outcome.status === 'sending') return undefined
  const amount = parseAmount(state.sendTokenAmount, getTokenDecimals(token)).value
  if (amount === undefined) return undefined
  const { namespace } = getSendAccount(client)
  store.state.setState({ outcome: { status: 'sending' } })
  try {
    const hash = await sendTransfer(client, {
      namespace,
      methods: await methods,
      token,
      amount,
      to: receiverAddress,
    })
    showToast(client, { message: transactionStartedMessage, variant: 'success' })
    store.state.setState({
      sendTokenAmount: '',
      receiverInput: '',
      receiverStatus: 'empty',
      receiverAddress: undefined,
      receiverProfileName: undefined,
      receiverProfileImage: undefined,
      gasLimit: undefined,
      outcome: { status: 'sent', hash },
    })
    // Spec section 2: after a send the view returns to Account.
    resetView(client, 'Account')
    return hash
  } catch (error) {
    reportSendFailure(client, store, { namespace, error })
    return undefined
  }
}

// A namespace whose record words it (solana) says one thing for any send that did not go, a
// decline too (spec section 8); elsewhere a decline only says so in the view.
function reportSendFailure(
  client: LatchkeyClient,
  store: SendStore,
  failure: { namespace: ChainNamespace; error: unknown },
): void {
  const { namespace, error } = failure
  const sendFailed = getNamespaceDescriptor(client.adapters, namespace).texts?.sendFailed
  const declined = isUserRejection(error)
  if (declined && !sendFailed) {
    store.state.setState({ outcome: { status: 'declined' } })
    return
  }
  const message = sendFailed ?? getNodeError(error).shortMessage
  logDebug(client, 'Failed to send', error)
  store.state.setState({ outcome: { status: 'failed', message } })
  showToast(client, { message: sendFailed ?? sendErrorMessage, variant: 'error' })
  if (!declined) trackEvent(client, 'SEND_ERROR', { message, namespace })
}
