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
 * Estimates the gas of the filled form's token transfer (a native one's is known) and keeps it,
 * once per token, sender and receiver: the form and its preview then show the one network fee
 * (issue 29: $0.20 on the form from the usual gas, $0.11 on the review from the estimate). A form
 * that cannot be sent, or a node that cannot estimate, keeps the usual gas of a transfer.
 */
export async function estimateSendGas(client: LatchkeyClient): Promise<void> {
  const store = getSendStore(client)
  const state = store.state.getState()
  const { token, receiverAddress } = state
  if (getSendFormProblem(client, { state }) || !token || !receiverAddress) return
  const contract = isNativeToken(token) ? undefined : getTokenContract(token)
  const { account, caipNetwork } = getSendAccount(client)
  if (!contract || !account?.address || !caipNetwork) return
  // The amount barely moves an ERC-20 transfer's gas: another amount is not estimated again.
  const key = `${caipNetwork.caipNetworkId}/${account.address}/${contract}/${receiverAddress}`
  if (store.run.gasEstimatedFor === key && state.gasLimit !== undefined) return
  store.state.setState({ estimatingGas: true })
  try {
    const loaded = await store.run.methods?.catch(() => undefined)
    // Where the adapter builds the token transfer itself (solana), its fee needs no estimate.
    const encodeTokenTransfer = loaded?.encodeTokenTransfer
    if (!loaded || !encodeTokenTransfer) return
    const amount = parseAmount(state.sendTokenAmount, getTokenDecimals(token)).value ?? 0n
    const gasLimit = await loaded.estimateGas({
      address: account.address,
      to: contract,
      data: encodeTokenTransfer({ to: receiverAddress, amount }),
      caipNetwork,
    })
    const now = store.state.getState()
    // The form changed while the node answered: its own estimate follows.
    if (now.token !== token || now.receiverAddress !== receiverAddress) return
    store.run.gasEstimatedFor = key
    updateSendForm(store, { gasLimit })
  } catch (error) {
    logDebug(client, 'Failed to estimate the gas of a token transfer', error)
  } finally {
    store.state.setState({ estimatingGas: false })
  }
}
