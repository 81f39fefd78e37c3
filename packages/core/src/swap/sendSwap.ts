import { getPlainAddress } from '../caip/parseCaipAddress.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { loadSendMethods } from '../send/loadSendMethods.js'
import { formatAmount } from '../units/formatAmount.js'
import { formatUnits } from '../units/formatUnits.js'
import { approveSwapToken } from './approveSwapToken.js'
import { buildSwap } from './buildSwap.js'
import { canBatchCalls } from './canBatchCalls.js'
import { failSwap } from './failSwap.js'
import { getSwapAccount } from './getSwapAccount.js'
import { getSwapAmount } from './getSwapAmount.js'
import { getSwapFormProblem } from './getSwapFormProblem.js'
import { getSwapStore } from './getSwapStore.js'
import { needsSwapApproval } from './needsSwapApproval.js'
import type { SwapState, SwapStep, SwapToken } from './SwapState.js'
import { sendApproveAndSwap } from './sendApproveAndSwap.js'
import { sendSwapTransaction } from './sendSwapTransaction.js'

/**
 * Approves (when the allowance is short: the first wallet request) then swaps (the second); a
 * wallet that batches atomically (a smart account) gets both as one batch, one request.
 * Accepted: Activity lists it, back to Account, a toast once mined; resolves with the hash.
 * Declined or failed: says which step, the node's error mapped; the form stays.
 */
export async function sendSwap(client: LatchkeyClient): Promise<string | undefined> {
  const store = getSwapStore(client)
  const state = store.state.getState()
  if (getSwapFormProblem(client, { state }) || state.outcome.status === 'pending') return undefined
  const { account, caipNetwork } = getSwapAccount(client)
  const { sourceToken, toToken, quote } = state
  const amount = getSwapAmount(state)
  const { api } = store.run
  if (!api || !account?.address || !account.caipAddress || !caipNetwork) return undefined
  if (!sourceToken || !toToken || !amount || quote.status !== 'ready') return undefined
  const adapter = client.adapters.get(caipNetwork.chainNamespace)
  if (!adapter) return undefined
  let step: SwapStep = needsSwapApproval(state) ? 'approve' : 'swap'
  store.state.setState({ outcome: { status: 'pending', step } })
  try {
    // The adapter's send methods (waiting for a transaction) load with the first swap.
    const methods = await loadSendMethods(client, caipNetwork.chainNamespace)
    const { address, caipAddress } = account
    const batched = step === 'approve' && (await canBatchCalls(client, caipNetwork))
    if (step === 'approve' && !batched)
      await approveSwapToken(client, {
        ...{ api, adapter, methods, caipNetwork, address, caipAddress },
        ...{ sourceToken, toToken, amount },
      })
    step = 'swap'
    store.state.setState({ outcome: { status: 'pending', step } })
    // A batched swap is built before its approval runs: the server cannot estimate it yet.
    const transaction = batched
      ? await buildSwap(client, { disableEstimate: true })
      : (store.state.getState().transaction ??
        (await buildSwap(client, { disableEstimate: false })))
    const hash = await sendSwapTransaction(client, {
      send: batched
        ? () =>
            sendApproveAndSwap(client, {
              ...{ api, caipAddress, sourceToken, toToken, amount, transaction },
            })
        : undefined,
      methods,
      caipNetwork,
      address,
      transaction: { ...transaction, to: getPlainAddress(transaction.to) },
      paid: { token: sourceToken, amount },
      received: { token: toToken, amount: quote.toAmount },
      onSettled(status) {
        client.stores.toast.show(
          status === 'confirmed'
            ? { message: swappedMessage(state), variant: 'success' }
            : { message: 'The swap failed on chain', variant: 'error' },
        )
      },
    })
    store.state.setState({
      sourceTokenAmount: '',
      quote: { status: 'idle' },
      transaction: undefined,
      minimumToAmount: undefined,
      allowance: undefined,
      outcome: { status: 'sent', hash },
    })
    client.stores.router.reset('Account')
    return hash
  } catch (error) {
    failSwap(client, { step, error })
    return undefined
  }
}

// The toast once a swap is mined: 'Swapped 0.1 ETH for 250.3 LKD'.
function swappedMessage(state: SwapState): string {
  const { sourceToken, toToken, quote } = state
  if (!sourceToken || !toToken || quote.status !== 'ready') return 'Swap complete'
  const show = (amount: bigint, token: SwapToken) =>
    // The same figure the views show (formatAmount's rule); the toast's words are English.
    formatAmount(formatUnits(amount, token.decimals), { locale: 'en-US', symbol: token.symbol })
  return `Swapped ${show(quote.fromAmount, sourceToken)} for ${show(quote.toAmount, toToken)}`
}
