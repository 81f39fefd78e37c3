import { getEstimatedOnRampQuote } from './getEstimatedOnRampQuote.js'
import { getOnRampAccount } from './getOnRampAccount.js'
import { getOnRampProblem } from './getOnRampProblem.js'
import { getOnRampProviders } from './getOnRampProviders.js'
import type { OnRampStore } from './getOnRampStore.js'
import type { OnRampQuoteEntry } from './OnRampState.js'

/** The pause after typing before the providers are asked for quotes. */
const quoteDelay = 300

/**
 * Asks each provider for a quote of the form as it is, after a short pause (typing restarts it).
 * A failed quote is replaced by the widget's estimate (spec section 7); an amount that cannot be
 * bought, or no coin chosen, clears the quotes.
 */
export function requestOnRampQuotes(store: OnRampStore): void {
  const { run, api } = store
  const request = ++run.quoteRequest
  clearTimeout(run.quoteTimer)
  const state = store.state.getState()
  const providers = getOnRampProviders(state)
  if (getOnRampProblem(state) || !state.purchaseCurrency) {
    store.state.setState({ quotes: {} })
    return
  }
  store.state.setState({
    quotes: Object.fromEntries(providers.map((provider) => [provider.id, { status: 'loading' }])),
  })
  const setQuote = (provider: string, entry: OnRampQuoteEntry) => {
    if (request !== run.quoteRequest) return
    store.state.setState({ quotes: { ...store.state.getState().quotes, [provider]: entry } })
  }
  run.quoteTimer = setTimeout(() => {
    for (const provider of providers) {
      const body = {
        purchaseCurrency: state.purchaseCurrency,
        paymentCurrency: state.paymentCurrency,
        amount: Number(state.amount).toFixed(2),
        network: getOnRampAccount(store, state).networkName,
        provider: provider.id,
        paymentMethod: state.paymentMethod,
      }
      api.getQuote(body).then(
        ({ quote }) => setQuote(provider.id, { status: 'ready', quote, estimated: false }),
        (error: unknown) => {
          store.log(`Failed to quote ${provider.id}`, error)
          const quote = getEstimatedOnRampQuote({ ...body, price: run.nativePrice })
          setQuote(provider.id, { status: 'ready', quote, estimated: true })
        },
      )
    }
  }, quoteDelay)
}
