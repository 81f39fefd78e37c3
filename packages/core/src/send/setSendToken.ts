import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { TokenBalance } from '../stores/chainState.js'
import { estimateSendGas } from './estimateSendGas.js'
import { getSendStore } from './getSendStore.js'
import { updateSendForm } from './updateSendForm.js'

/** What `setSendToken` accepts. */
export type SetSendTokenParameters = {
  /** One of the form's `tokenBalances`. */
  token: TokenBalance
}

/** Chooses the token to send; its gas is the usual one of a transfer until estimated again (at once when the form is filled). */
export function setSendToken(client: LatchkeyClient, parameters: SetSendTokenParameters): void {
  updateSendForm(getSendStore(client), { token: parameters.token, gasLimit: undefined })
  void estimateSendGas(client)
}
