import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import { isUserRejection } from '../errors/isUserRejection.js'
import { getNodeError } from '../errors/node.js'
import { getServerMessage } from './createCheckedApi.js'
import { getSwapStore } from './getSwapStore.js'
import type { SwapStep } from './SwapState.js'

/** What `failSwap` records. */
export type FailSwapParameters = {
  step: SwapStep
  error: unknown
}

/**
 * Records how a step of a swap ended badly: declined in the wallet, or failed (the server's or
 * the node's message, also toasted).
 */
export function failSwap(client: LatchkeyClient, parameters: FailSwapParameters): void {
  const { step, error } = parameters
  const { state } = getSwapStore(client)
  if (isUserRejection(error)) {
    state.setState({ outcome: { status: 'declined', step } })
    return
  }
  logDebug(client, `Failed to ${step}`, error)
  const message = getServerMessage(error) ?? getNodeError(error).shortMessage
  state.setState({ outcome: { status: 'failed', step, message } })
  client.stores.toast.show({ message, variant: 'error' })
}
