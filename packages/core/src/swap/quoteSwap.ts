import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { logDebug } from '../client/logDebug.js'
import type { ConvertQuote } from '../data/convertApi.js'
import { formatUnits } from '../units/formatUnits.js'
import { getServerMessage } from './createCheckedApi.js'
import { getPriceImpact } from './getMinimumReceived.js'
import { getSwapAccount } from './getSwapAccount.js'
import { getSwapAmount } from './getSwapAmount.js'
import { getSwapStore } from './getSwapStore.js'
import type { SwapQuote, SwapToken } from './SwapState.js'

// The pause after typing before the quote is asked (as the wallet search's, spec section 9).
const swapQuoteDelay = 300

/**
 * Asks for the form's quote after a pause (a newer request drops an older one's answer); the
 * built swap is dropped. No quote is asked without both tokens, an amount within the balance
 * and a market.
 */
export function quoteSwap(client: LatchkeyClient): void {
  const store = getSwapStore(client)
  const request = ++store.run.quoteRequest
  clearTimeout(store.run.quoteTimer)
  const state = store.state.getState()
  const { sourceToken, toToken } = state
  const amount = getSwapAmount(state)
  const { account } = getSwapAccount(client)
  const { api } = store.run
  store.state.setState({ transaction: undefined, minimumToAmount: undefined })
  if (!sourceToken || !toToken || !amount || !account?.caipAddress || !api) {
    store.state.setState({ quote: { status: 'idle' } })
    return
  }
  if (amount > sourceToken.balance) {
    store.state.setState({ quote: { status: 'idle' } })
    return
  }
  store.state.setState({ quote: { status: 'loading' } })
  const userAddress = account.caipAddress
  store.run.quoteTimer = setTimeout(async () => {
    let quote: SwapQuote
    try {
      const { quotes } = await api.getQuotes({
        amount,
        userAddress,
        from: sourceToken.address,
        to: toToken.address,
        gasPrice: store.state.getState().gasPrice,
      })
      quote = quotes[0] ? toSwapQuote(quotes[0], sourceToken, toToken) : { status: 'noRoute' }
    } catch (error) {
      if (request === store.run.quoteRequest) logDebug(client, 'Failed to quote a swap', error)
      const message = getServerMessage(error)
      quote = message ? { status: 'failed', message } : { status: 'noRoute' }
    }
    if (request === store.run.quoteRequest) store.state.setState({ quote })
  }, swapQuoteDelay)
}

// The server's best quote as the form shows it; the price impact from the tokens' prices when
// the server gives none.
function toSwapQuote(best: ConvertQuote, sourceToken: SwapToken, toToken: SwapToken): SwapQuote {
  const toAmount = BigInt(best.toAmount)
  const fromAmount = BigInt(best.fromAmount)
  const value = (token: SwapToken, units: bigint) =>
    token.price ? Number(formatUnits(units, token.decimals)) * token.price : undefined
  return {
    status: 'ready',
    fromAmount,
    toAmount,
    priceImpact:
      best.priceImpact !== undefined
        ? Number(best.priceImpact)
        : getPriceImpact({
            paidValue: value(sourceToken, fromAmount),
            receivedValue: value(toToken, toAmount),
          }),
    gasLimit: best.gasLimit === undefined ? undefined : BigInt(best.gasLimit),
  }
}
