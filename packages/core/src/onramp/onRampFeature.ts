import { fetchBalance } from '../actions/fetchBalance.js'
import { fetchTokenBalance } from '../actions/fetchTokenBalance.js'
import { fetchTransactions } from '../actions/fetchTransactions.js'
import { createExternalValue, type ExternalValue } from '../client/createExternalValue.js'
import { logDebug } from '../client/logDebug.js'
import type { OnrampProvider } from '../data/onrampApi.js'
import { HttpRequestError } from '../errors/request.js'
import { defineFeature, type FeatureInstance } from '../features/defineFeature.js'
import { createStore, type Store } from '../store/createStore.js'
import { getServerMessage } from '../swap/createCheckedApi.js'
import { createOnRampApi, type OnRampApi } from './createOnRampApi.js'
import { defaultOnRampProviders, getDefaultOnRampOptions } from './defaultOnRampOptions.js'
import { getEstimatedOnRampQuote } from './getEstimatedOnRampQuote.js'
import { getOnRampNetworkName } from './getOnRampNetworkName.js'
import { initialOnRampState, type OnRampState } from './OnRampState.js'
import {
  getOnRampAmountProblem,
  type OnRampAmountProblem,
  type OnRampLimit,
  type OnRampPaymentMethod,
  onRampDefaultLimits,
} from './onrampLimits.js'

/** The pause after typing before the providers are asked for quotes. */
const quoteDelay = 300
/** How often a purchase is asked about while the coins are on their way. */
const purchasePollInterval = 1500
/** How long a purchase is followed before the view stops asking (the person may come back later). */
const purchaseFollowLimit = 30 * 60_000
/** What BuyInProgress says when the server no longer knows the checkout (dropped unpaid). */
const expiredMessage = 'The checkout expired before it was paid'

/** The Buy feature's state and what its views do (loaded with OnRampProviders). */
export type OnRampFeature = FeatureInstance & {
  store: Store<OnRampState>
  state: ExternalValue<OnRampState>
  /** Reads the options (the built-in ones when the call fails) and quotes the default amount. */
  start(): Promise<void>
  setAmount(amount: string): void
  setPaymentCurrency(currency: string): void
  setPaymentMethod(method: OnRampPaymentMethod): void
  setPurchaseCurrency(symbol: string): void
  /** The providers offered: the server's, else the built-in two. */
  getProviders(state?: OnRampState): readonly OnrampProvider[]
  /** The limits of the chosen currency and payment method. */
  getLimit(state?: OnRampState): OnRampLimit
  /** What is wrong with the amount (undefined when it can be bought). */
  getProblem(state?: OnRampState): OnRampAmountProblem | undefined
  /**
   * Opens `provider`'s page in a new window (call it in the click: the window opens at once,
   * its address follows), shows BuyInProgress and follows the purchase until the coins arrive.
   */
  buy(provider: OnrampProvider): Promise<void>
  /** Stops following the purchase (BuyInProgress closed) and clears it. */
  reset(): void
}

/** The on-ramp feature (issue 14): made on first use by its views. */
export const onRampFeature = defineFeature<OnRampFeature>({
  name: 'onramp',
  create(context) {
    const store = createStore<OnRampState>(initialOnRampState)
    const api: OnRampApi = createOnRampApi(context)
    let quoteTimer: ReturnType<typeof setTimeout> | undefined
    let pollTimer: ReturnType<typeof setTimeout> | undefined
    let quoteRequest = 0
    let follow = 0
    let nativePrice = 0

    const active = () => {
      const chain = context.stores.chains.getState().chains.eip155
      return { account: chain?.account, caipNetwork: chain?.network.caipNetwork }
    }
    const chainId = () => String(active().caipNetwork?.id ?? '')
    const purchaseNetworks = (state: OnRampState) =>
      state.options?.purchaseCurrencies.flatMap((currency) => currency.networks) ?? []
    const networkName = (state: OnRampState) =>
      getOnRampNetworkName(chainId(), purchaseNetworks(state))

    const getProviders = (state = store.getState()) =>
      state.options?.providers?.length ? state.options.providers : defaultOnRampProviders
    const getLimit = (state = store.getState()): OnRampLimit => {
      const currency = state.options?.paymentCurrencies.find(
        (entry) => entry.id === state.paymentCurrency,
      )
      const limit = currency?.payment_method_limits.find(
        (entry) => entry.id === state.paymentMethod,
      )
      return limit ?? onRampDefaultLimits[state.paymentMethod]
    }
    const getProblem = (state = store.getState()) =>
      getOnRampAmountProblem(state.amount, getLimit(state))

    const requestQuotes = () => {
      const request = ++quoteRequest
      clearTimeout(quoteTimer)
      const state = store.getState()
      const providers = getProviders(state)
      if (getProblem(state) || !state.purchaseCurrency) {
        store.setState({ quotes: {} })
        return
      }
      store.setState({
        quotes: Object.fromEntries(
          providers.map((provider) => [provider.id, { status: 'loading' }]),
        ),
      })
      quoteTimer = setTimeout(() => {
        for (const provider of providers) {
          const body = {
            purchaseCurrency: state.purchaseCurrency,
            paymentCurrency: state.paymentCurrency,
            amount: Number(state.amount).toFixed(2),
            network: networkName(state),
            provider: provider.id,
            paymentMethod: state.paymentMethod,
          }
          api.getQuote(body).then(
            ({ quote }) =>
              setQuote(request, provider.id, { status: 'ready', quote, estimated: false }),
            (error: unknown) => {
              // Spec section 7: a failed quote is replaced by one the widget computes.
              logDebug(context, `Failed to quote ${provider.id}`, error)
              const quote = getEstimatedOnRampQuote({ ...body, price: nativePrice })
              setQuote(request, provider.id, { status: 'ready', quote, estimated: true })
            },
          )
        }
      }, quoteDelay)
    }
    const setQuote = (request: number, provider: string, entry: OnRampState['quotes'][string]) => {
      if (request !== quoteRequest) return
      store.setState({ quotes: { ...store.getState().quotes, [provider]: entry } })
    }

    const pollPurchase = (run: number, startedAt: number) => {
      const { purchase } = store.getState()
      if (run !== follow || purchase.status !== 'waiting') return
      if (Date.now() - startedAt > purchaseFollowLimit) return
      const check = async () => {
        if (purchase.purchaseId) {
          const answer = await api.getPurchase(purchase.purchaseId)
          return answer.purchase
        }
        return undefined
      }
      pollTimer = setTimeout(async () => {
        try {
          const found = await check()
          if (run !== follow) return
          if (found?.status === 'confirmed') return arrived(found)
          if (found?.status === 'failed') {
            store.setState({
              purchase: {
                status: 'failed',
                provider: purchase.provider,
                message: 'The provider could not send the coins',
              },
            })
            return
          }
          if (found) store.setState({ purchase: { ...purchase, purchase: found } })
        } catch (error) {
          // The server no longer knows the checkout: it expired unpaid.
          if (run === follow && error instanceof HttpRequestError && error.status === 404)
            return expired(purchase.provider)
          logDebug(context, 'Failed to read the purchase', error)
        }
        pollPurchase(run, startedAt)
      }, purchasePollInterval)
    }
    const expired = (provider: OnrampProvider) =>
      store.setState({ purchase: { status: 'failed', provider, message: expiredMessage } })
    const arrived = async (
      purchase: NonNullable<Extract<OnRampState['purchase'], { status: 'waiting' }>['purchase']>,
    ) => {
      const current = store.getState().purchase
      if (current.status !== 'waiting') return
      store.setState({ purchase: { status: 'arrived', provider: current.provider, purchase } })
      const { account } = active()
      await Promise.all([
        fetchBalance(context, { namespace: 'eip155', force: true }),
        fetchTokenBalance(context, { force: true }),
      ]).catch((error: unknown) =>
        logDebug(context, 'Failed to read the balances after a purchase', error),
      )
      if (account?.address)
        await fetchTransactions(context, { address: account.address, refresh: true }).catch(
          (error: unknown) => logDebug(context, 'Failed to read the history', error),
        )
      context.stores.toast.show({
        message: `${purchase.purchaseAmount ?? ''} ${purchase.purchaseCurrency} arrived`.trim(),
        variant: 'success',
      })
      if (context.stores.router.getState().view === 'BuyInProgress')
        context.stores.router.reset('Account')
    }

    return {
      store,
      state: createExternalValue(store.getState, [store]),

      async start() {
        const { account, caipNetwork } = active()
        if (account?.status !== 'connected' || !account.caipAddress || !caipNetwork) return
        if (store.getState().caipAddress !== account.caipAddress)
          store.setState({ ...initialOnRampState, caipAddress: account.caipAddress })
        store.setState({ optionsStatus: 'loading' })
        const symbol = caipNetwork.nativeCurrency.symbol
        const [options, tokens] = await Promise.allSettled([
          api.getOptions(),
          fetchTokenBalance(context),
        ])
        if (tokens.status === 'fulfilled')
          nativePrice =
            tokens.value.find(
              (token) =>
                token.chainId === caipNetwork.caipNetworkId &&
                (token.address === undefined || /:0xe{40}$/i.test(token.address)),
            )?.price ?? 0
        if (options.status === 'rejected')
          logDebug(context, 'Failed to read the on-ramp options', options.reason)
        const resolved =
          options.status === 'fulfilled'
            ? options.value
            : getDefaultOnRampOptions({
                chainId: String(caipNetwork.id),
                network: getOnRampNetworkName(String(caipNetwork.id)),
                networkName: caipNetwork.name,
                symbol,
                name: caipNetwork.nativeCurrency.name,
              })
        const forChain = resolved.purchaseCurrencies.filter((currency) =>
          currency.networks.some((network) => network.chain_id === String(caipNetwork.id)),
        )
        const current = store.getState().purchaseCurrency
        store.setState({
          options: resolved,
          optionsFallback: options.status === 'rejected',
          optionsStatus: 'ready',
          purchaseCurrency:
            forChain.find((currency) => currency.symbol === current)?.symbol ??
            forChain.find((currency) => currency.symbol === symbol)?.symbol ??
            forChain[0]?.symbol ??
            symbol,
        })
        requestQuotes()
      },

      setAmount(amount) {
        store.setState({ amount })
        requestQuotes()
      },
      setPaymentCurrency(paymentCurrency) {
        store.setState({ paymentCurrency })
        requestQuotes()
      },
      setPaymentMethod(paymentMethod) {
        store.setState({ paymentMethod })
        requestQuotes()
      },
      setPurchaseCurrency(purchaseCurrency) {
        store.setState({ purchaseCurrency })
        requestQuotes()
      },

      getProviders,
      getLimit,
      getProblem,

      async buy(provider) {
        const state = store.getState()
        const { account } = active()
        if (getProblem(state) || !account?.address) return
        // Opened in the click's task, so no popup blocker stops it; the address follows.
        const popup = globalThis.open?.('', '_blank') ?? null
        const run = ++follow
        clearTimeout(pollTimer)
        store.setState({ purchase: { status: 'opening', provider } })
        context.stores.router.push('BuyInProgress')
        try {
          const network = networkName(state)
          const { url, purchaseId } = await api.getUrl({
            destinationWallets: [
              {
                address: account.address,
                blockchains: [network],
                assets: [state.purchaseCurrency],
              },
            ],
            defaultNetwork: network,
            partnerUserId: account.address.slice(0, 64),
            defaultExperience: 'buy',
            presetFiatAmount: Number(state.amount),
            provider: provider.id,
            paymentCurrency: state.paymentCurrency,
            purchaseCurrency: state.purchaseCurrency,
          })
          if (run !== follow) return
          if (popup) {
            popup.opener = null
            popup.location.href = url
          } else globalThis.open?.(url, '_blank', 'noopener')
          store.setState({
            purchase: { status: 'waiting', provider, url, purchaseId, purchase: undefined },
          })
          pollPurchase(run, Date.now())
        } catch (error) {
          popup?.close()
          logDebug(context, 'Failed to open the on-ramp', error)
          store.setState({
            purchase: {
              status: 'failed',
              provider,
              message: getServerMessage(error) ?? 'Something went wrong',
            },
          })
        }
      },

      reset() {
        follow++
        clearTimeout(pollTimer)
        store.setState({ purchase: { status: 'idle' } })
      },

      destroy() {
        clearTimeout(quoteTimer)
        clearTimeout(pollTimer)
        follow++
      },
    }
  },
})
