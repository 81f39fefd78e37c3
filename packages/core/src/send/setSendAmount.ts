import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { estimateSendGas } from './estimateSendGas.js'
import { getSendStore } from './getSendStore.js'

/** What `setSendAmount` accepts. */
export type SetSendAmountParameters = {
  /** The amount as typed, in the token's units ('1.5'). */
  amount: string
}

/**
 * Sets the amount to send; the outcome of an earlier send no longer shows. A form now filled
 * has its token transfer's gas estimated, so the fee it shows is the review's.
 */
export function setSendAmount(client: LatchkeyClient, parameters: SetSendAmountParameters): void {
  getSendStore(client).state.setState({
    sendTokenAmount: parameters.amount,
    outcome: { status: 'idle' },
  })
  void estimateSendGas(client)
}
