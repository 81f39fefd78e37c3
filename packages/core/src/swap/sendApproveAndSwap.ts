import { sendCalls } from '../actions/sendCalls.js'
import { getPlainAddress } from '../caip/parseCaipAddress.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import type { ConvertApi } from './createConvertApi.js'
import type { SwapToken, SwapTransaction } from './SwapState.js'
import { waitForCallsTransaction } from './waitForCallsTransaction.js'

/** What `sendApproveAndSwap` batches. */
export type SendApproveAndSwapParameters = {
  api: ConvertApi
  caipAddress: string
  sourceToken: SwapToken
  toToken: SwapToken
  amount: bigint
  /** The built swap (estimated without the allowance it needs). */
  transaction: SwapTransaction
}

/**
 * Sends the router's approval and the swap as one atomic batch (EIP-5792 `wallet_sendCalls`):
 * one prompt, one user operation for a smart account. Resolves with the batch's transaction hash
 * once it landed.
 */
export async function sendApproveAndSwap(
  client: LatchkeyClient,
  parameters: SendApproveAndSwapParameters,
): Promise<string> {
  const { transaction } = parameters
  const { tx } = await parameters.api.buildApprove({
    userAddress: parameters.caipAddress,
    from: parameters.sourceToken.address,
    to: parameters.toToken.address,
    amount: parameters.amount,
  })
  const { id } = await sendCalls(client, {
    calls: [
      { to: getPlainAddress(tx.to), data: tx.data },
      {
        to: getPlainAddress(transaction.to),
        data: transaction.data,
        ...(transaction.value ? { value: transaction.value } : {}),
      },
    ],
    atomicRequired: true,
  })
  return waitForCallsTransaction(client, id)
}
