import { pushView } from '../actions/pushView.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { estimateSendGas } from './estimateSendGas.js'
import { getSendFormProblem } from './getSendFormProblem.js'
import { getSendStore } from './getSendStore.js'

/**
 * Opens WalletSendPreview for the filled Send form, with the network fee the form showed (the
 * token transfer's estimate, `estimateSendGas`). A form that cannot be sent stays where it is.
 */
export async function previewSend(client: LatchkeyClient): Promise<void> {
  const store = getSendStore(client)
  const state = store.state.getState()
  const { token, receiverAddress } = state
  if (getSendFormProblem(client, { state }) || !token || !receiverAddress) return
  // Usually estimated already, when the receiver resolved: the same fee as on the form.
  await estimateSendGas(client)
  store.state.setState({ outcome: { status: 'idle' } })
  pushView(client, 'WalletSendPreview')
}
