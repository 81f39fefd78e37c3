import { pushView } from '../actions/pushView.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import { getSendAccount } from './getSendAccount.js'
import { getSendFormProblem } from './getSendFormProblem.js'
import { getTokenDecimals, isNativeToken } from './getSendProblem.js'
import { getSendStore } from './getSendStore.js'
import { getTokenContract } from './getTokenContract.js'
import { parseAmount } from './parseAmount.js'
import { updateSendForm } from './updateSendForm.js'

/**
 * Estimates the network fee of the filled Send form (a token transfer's gas; a native one's is
 * known) and opens WalletSendPreview. A form that cannot be sent stays where it is.
 */
export async function previewSend(client: LatchkeyClient): Promise<void> {
  const store = getSendStore(client)
  const state = store.state.getState()
  const { token, receiverAddress } = state
  if (getSendFormProblem(client, { state }) || !token || !receiverAddress) return
  const { account, caipNetwork } = getSendAccount(client)
  const contract = isNativeToken(token) ? undefined : getTokenContract(token)
  const loaded = await store.run.methods?.catch(() => undefined)
  // Where the adapter builds the token transfer itself (solana), its fee needs no estimate.
  const encodeTokenTransfer = loaded?.encodeTokenTransfer
  if (contract && account?.address && caipNetwork && loaded && encodeTokenTransfer) {
    try {
      const amount = parseAmount(state.sendTokenAmount, getTokenDecimals(token)).value ?? 0n
      const gasLimit = await loaded.estimateGas({
        address: account.address,
        to: contract,
        data: encodeTokenTransfer({ to: receiverAddress, amount }),
        caipNetwork,
      })
      updateSendForm(store, { gasLimit })
    } catch (error) {
      // The preview still shows a fee from the usual gas of a transfer; the wallet estimates again.
      logDebug(client, 'Failed to estimate the gas of a token transfer', error)
    }
  }
  store.state.setState({ outcome: { status: 'idle' } })
  pushView(client, 'WalletSendPreview')
}
