import { getPlainAddress } from '../caip/parseCaipAddress.js'
import { createExternalValue, type ExternalValue } from '../client/createExternalValue.js'
import { logDebug } from '../client/logDebug.js'
import { NetworkNotSupportedForSwapsError } from '../errors/client.js'
import { isUserRejection } from '../errors/isUserRejection.js'
import { getNodeError } from '../errors/node.js'
import { defineFeature, type FeatureInstance } from '../features/defineFeature.js'
import { getNamespaceDescriptor } from '../namespaces/getNamespaceDescriptor.js'
import { loadSendMethods } from '../send/loadSendMethods.js'
import { parseAmount } from '../send/parseAmount.js'
import { createStore, type Store } from '../store/createStore.js'
import { formatUnits } from '../units/formatUnits.js'
import { getServerMessage } from './createCheckedApi.js'
import { type ConvertApi, createConvertApi } from './createConvertApi.js'
import { getPriceImpact } from './getMinimumReceived.js'
import { getSwapProblem, type SwapProblem } from './getSwapProblem.js'
import { isNativeSwapToken, loadSwapTokens } from './loadSwapTokens.js'
import {
  initialSwapState,
  type SwapSide,
  type SwapState,
  type SwapStep,
  type SwapToken,
  type SwapTransaction,
} from './SwapState.js'
import { sendSwapTransaction } from './sendSwapTransaction.js'

/** The pause after typing before the quote is asked (as the wallet search's, spec section 9). */
const swapQuoteDelay = 300
/** Gas assumed for a swap until the server estimates it (a Uniswap V2 swap uses 100,000–150,000). */
const swapGas = 150_000n
/** Gas assumed for an ERC-20 approval. */
const approveGas = 50_000n

/** The Swap form's state and what its views do (a feature: loaded with the Swap views). */
export type SwapFeature = FeatureInstance & {
  store: Store<SwapState>
  /** The form's state, bindable with `useSyncExternalStore`. */
  state: ExternalValue<SwapState>
  /** Starts the form for the active account: the network's tokens, balances and gas price. */
  start(): Promise<void>
  /** Opens SwapSelectToken for one side. */
  selectToken(side: SwapSide): void
  /** Sets the token of the side being chosen (the other side swaps places if it is the same). */
  chooseToken(token: SwapToken): void
  /** Swaps what is paid and what is received. */
  switchTokens(): void
  setAmount(amount: string): void
  /** The whole balance; for the native coin, less the swap's network fee. */
  setMax(): void
  setSlippage(slippage: number): void
  /** What keeps the swap from going (undefined when it can go). */
  getProblem(state?: SwapState): SwapProblem | undefined
  /** Whether the router must be approved first (the allowance is below the amount). */
  needsApproval(state?: SwapState): boolean
  /** The network fee in wei: the swap's, plus the approval's when one is needed. */
  getNetworkFee(state?: SwapState): bigint | undefined
  /** Reads the allowance, builds the swap and opens SwapPreview. */
  preview(): Promise<void>
  /**
   * Approves (when the allowance is short: the first wallet request) then swaps (the second).
   * Accepted: Activity lists it, back to Account, a toast once mined. Declined or failed: says
   * which step, the node's error mapped; the form stays.
   */
  swap(): Promise<string | undefined>
}

/** The Swap feature (issue 14): made on first use by its views. */
export const swapFeature = defineFeature<SwapFeature>({
  name: 'swap',
  create(context) {
    const store = createStore<SwapState>(initialSwapState)
    let api: ConvertApi | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    let quoteRequest = 0

    const active = () => {
      const chain = context.stores.chains.getState().chains.eip155
      const account = chain?.account
      const caipNetwork = chain?.network.caipNetwork
      const namespace = context.stores.chains.getState().activeNamespace
      return { namespace, account, caipNetwork }
    }
    const amountOf = (state: SwapState) =>
      state.sourceToken
        ? parseAmount(state.sourceTokenAmount, state.sourceToken.decimals).value
        : undefined

    const needsApproval = (state = store.getState()) => {
      const amount = amountOf(state)
      if (!state.sourceToken || isNativeSwapToken(state.sourceToken) || amount === undefined)
        return false
      return state.allowance === undefined || state.allowance < amount
    }
    const getNetworkFee = (state = store.getState()) => {
      if (state.gasPrice === undefined) return undefined
      const gas =
        state.transaction?.gas ||
        (state.quote.status === 'ready' ? state.quote.gasLimit : undefined) ||
        swapGas
      return state.gasPrice * (gas + (needsApproval(state) ? approveGas : 0n))
    }
    const getProblem = (state = store.getState()) => {
      const { sourceToken, quote } = state
      const amount = amountOf(state) ?? 0n
      return getSwapProblem({
        sourceDecimals: sourceToken?.decimals,
        toChosen: state.toToken !== undefined,
        amount: state.sourceTokenAmount,
        sourceBalance: sourceToken?.balance ?? 0n,
        quote:
          quote.status === 'ready'
            ? { status: 'ready', toAmount: quote.toAmount }
            : { status: quote.status },
        nativeLeft:
          state.nativeBalance === undefined
            ? undefined
            : state.nativeBalance - (sourceToken && isNativeSwapToken(sourceToken) ? amount : 0n),
        networkFee: getNetworkFee(state),
      })
    }

    const setAmount = (amount: string) => {
      store.setState({ sourceTokenAmount: amount, outcome: { status: 'idle' } })
      requestQuote()
    }

    const requestQuote = () => {
      const request = ++quoteRequest
      clearTimeout(timer)
      const state = store.getState()
      const { sourceToken, toToken } = state
      const amount = amountOf(state)
      const { account } = active()
      store.setState({ transaction: undefined, minimumToAmount: undefined })
      if (!sourceToken || !toToken || !amount || !account?.caipAddress || !api) {
        store.setState({ quote: { status: 'idle' } })
        return
      }
      if (amount > sourceToken.balance) {
        store.setState({ quote: { status: 'idle' } })
        return
      }
      store.setState({ quote: { status: 'loading' } })
      const convert = api
      const userAddress = account.caipAddress
      timer = setTimeout(async () => {
        try {
          const { quotes } = await convert.getQuotes({
            amount,
            userAddress,
            from: sourceToken.address,
            to: toToken.address,
            gasPrice: store.getState().gasPrice,
          })
          if (request !== quoteRequest) return
          const best = quotes[0]
          if (!best) {
            store.setState({ quote: { status: 'noRoute' } })
            return
          }
          const toAmount = BigInt(best.toAmount)
          const fromAmount = BigInt(best.fromAmount)
          const value = (token: SwapToken, units: bigint) =>
            token.price ? Number(formatUnits(units, token.decimals)) * token.price : undefined
          store.setState({
            quote: {
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
            },
          })
        } catch (error) {
          if (request !== quoteRequest) return
          logDebug(context, 'Failed to quote a swap', error)
          const message = getServerMessage(error)
          store.setState({
            quote: message ? { status: 'failed', message } : { status: 'noRoute' },
          })
        }
      }, swapQuoteDelay)
    }

    const readAllowance = async () => {
      const { sourceToken } = store.getState()
      const { account } = active()
      if (!api || !sourceToken || isNativeSwapToken(sourceToken) || !account?.caipAddress) {
        store.setState({ allowance: undefined })
        return
      }
      const { allowance } = await api.getAllowance({
        tokenAddress: sourceToken.address,
        userAddress: account.caipAddress,
      })
      store.setState({ allowance: BigInt(allowance) })
    }

    const build = async (disableEstimate: boolean): Promise<SwapTransaction> => {
      const state = store.getState()
      const { account } = active()
      const amount = amountOf(state)
      if (!api || !state.sourceToken || !state.toToken || !amount || !account?.caipAddress)
        throw new Error('The swap is not ready')
      const answer = await api.buildTransaction({
        amount,
        slippage: state.slippage,
        from: state.sourceToken.address,
        to: state.toToken.address,
        userAddress: account.caipAddress,
        disableEstimate,
      })
      const transaction: SwapTransaction = {
        to: answer.tx.to,
        data: answer.tx.data,
        value: BigInt(answer.tx.value),
        gas: BigInt(answer.tx.eip155.gas),
      }
      store.setState({ transaction, minimumToAmount: BigInt(answer.minimumToAmount) })
      return transaction
    }

    const fail = (step: SwapStep, error: unknown) => {
      if (isUserRejection(error)) {
        store.setState({ outcome: { status: 'declined', step } })
        return
      }
      logDebug(context, `Failed to ${step}`, error)
      const message = getServerMessage(error) ?? getNodeError(error).shortMessage
      store.setState({ outcome: { status: 'failed', step, message } })
      context.stores.toast.show({ message, variant: 'error' })
    }

    return {
      store,
      state: createExternalValue(store.getState, [store]),
      async start() {
        const { namespace, account, caipNetwork } = active()
        if (account?.status !== 'connected' || !account.caipAddress || !caipNetwork) return
        if (store.getState().caipAddress !== account.caipAddress)
          store.setState({ ...initialSwapState, caipAddress: account.caipAddress })
        store.setState({ outcome: { status: 'idle' }, unsupported: undefined })
        try {
          if (!getNamespaceDescriptor(context.adapters, namespace).supports.swap)
            throw new NetworkNotSupportedForSwapsError()
          api ??= createConvertApi(context)
        } catch (error) {
          store.setState({ unsupported: (error as Error).message })
          return
        }
        store.setState({ tokensStatus: 'loading' })
        const convert = api
        const [tokens, gasPrice] = await Promise.allSettled([
          loadSwapTokens(context, {
            api: convert,
            namespace,
            caipNetworkId: caipNetwork.caipNetworkId,
          }),
          convert.getGasPrice(caipNetwork.caipNetworkId),
        ])
        if (store.getState().caipAddress !== account.caipAddress) return
        if (tokens.status === 'rejected') {
          logDebug(context, 'Failed to load the swappable tokens', tokens.reason)
          const message = getServerMessage(tokens.reason)
          store.setState({ tokensStatus: 'failed', unsupported: message ?? 'Something went wrong' })
          return
        }
        const list = tokens.value.tokens
        const current = store.getState()
        const find = (token: SwapToken | undefined) =>
          token && list.find((entry) => entry.address === token.address)
        store.setState({
          tokens: list,
          tokensStatus: 'ready',
          nativeBalance: tokens.value.nativeBalance,
          gasPrice: gasPrice.status === 'fulfilled' ? BigInt(gasPrice.value.standard) : undefined,
          sourceToken: find(current.sourceToken) ?? list.find(isNativeSwapToken) ?? list[0],
          toToken: find(current.toToken),
        })
        requestQuote()
      },

      selectToken(side) {
        store.setState({ selecting: side })
        context.stores.router.push('SwapSelectToken')
      },

      chooseToken(token) {
        const { sourceToken, toToken, selecting: side } = store.getState()
        const other = side === 'source' ? toToken : sourceToken
        const replaced = side === 'source' ? sourceToken : toToken
        const otherNext = other?.address === token.address ? replaced : other
        store.setState(
          side === 'source'
            ? { sourceToken: token, toToken: otherNext, allowance: undefined }
            : { toToken: token, sourceToken: otherNext, allowance: undefined },
        )
        requestQuote()
        context.stores.router.goBack()
      },

      switchTokens() {
        const { sourceToken, toToken } = store.getState()
        store.setState({ sourceToken: toToken, toToken: sourceToken, allowance: undefined })
        requestQuote()
      },

      setAmount,

      setMax() {
        const state = store.getState()
        const { sourceToken } = state
        if (!sourceToken) return
        let amount = sourceToken.balance
        if (isNativeSwapToken(sourceToken)) {
          const fee = (state.gasPrice ?? 0n) * swapGas
          amount = amount > fee ? amount - fee : 0n
        }
        setAmount(formatUnits(amount, sourceToken.decimals))
      },

      setSlippage(slippage) {
        if (!(slippage > 0 && slippage <= 50)) return
        store.setState({ slippage, transaction: undefined, minimumToAmount: undefined })
      },

      getProblem,
      needsApproval,
      getNetworkFee,

      async preview() {
        if (getProblem()) return
        store.setState({ outcome: { status: 'idle' } })
        try {
          await readAllowance()
          await build(needsApproval())
        } catch (error) {
          // The preview still opens: the swap is built again when it goes.
          logDebug(context, 'Failed to prepare the swap', error)
        }
        context.stores.router.push('SwapPreview')
      },

      async swap() {
        const state = store.getState()
        if (getProblem(state) || state.outcome.status === 'pending') return undefined
        const { account, caipNetwork } = active()
        const { sourceToken, toToken, quote } = state
        const amount = amountOf(state)
        if (!api || !account?.address || !account.caipAddress || !caipNetwork) return undefined
        if (!sourceToken || !toToken || !amount || quote.status !== 'ready') return undefined
        const adapter = context.adapters.get(caipNetwork.chainNamespace)
        if (!adapter) return undefined
        let step: SwapStep = needsApproval() ? 'approve' : 'swap'
        store.setState({ outcome: { status: 'pending', step } })
        try {
          // The adapter's send methods (waiting for a transaction) load with the first swap.
          const sendMethods = await loadSendMethods(context, caipNetwork.chainNamespace)
          if (step === 'approve') {
            const { tx } = await api.buildApprove({
              userAddress: account.caipAddress,
              from: sourceToken.address,
              to: toToken.address,
              amount,
            })
            const hash = await adapter.sendTransaction({
              address: account.address,
              to: getPlainAddress(tx.to),
              data: tx.data,
              caipNetwork,
            })
            const status = await sendMethods.waitForTransaction({ hash, caipNetwork })
            if (status === 'failed') throw new Error('execution reverted')
            context.stores.toast.show({ message: approvedMessage(sourceToken), variant: 'success' })
            store.setState({ allowance: amount, transaction: undefined })
          }
          step = 'swap'
          store.setState({ outcome: { status: 'pending', step } })
          const transaction = store.getState().transaction ?? (await build(false))
          const hash = await sendSwapTransaction(context, {
            methods: sendMethods,
            caipNetwork,
            address: account.address,
            transaction: { ...transaction, to: getPlainAddress(transaction.to) },
            paid: { token: sourceToken, amount },
            received: { token: toToken, amount: quote.toAmount },
            onSettled(status) {
              context.stores.toast.show(
                status === 'confirmed'
                  ? { message: swappedMessage(state), variant: 'success' }
                  : { message: swapFailedMessage, variant: 'error' },
              )
            },
          })
          store.setState({
            sourceTokenAmount: '',
            quote: { status: 'idle' },
            transaction: undefined,
            minimumToAmount: undefined,
            allowance: undefined,
            outcome: { status: 'sent', hash },
          })
          context.stores.router.reset('Account')
          return hash
        } catch (error) {
          fail(step, error)
          return undefined
        }
      },

      destroy() {
        clearTimeout(timer)
      },
    }
  },
})

/** The toast once a swap is mined: 'Swapped 0.1 ETH for 250.3 LKD'. */
function swappedMessage(state: SwapState): string {
  const { sourceToken, toToken, quote } = state
  if (!sourceToken || !toToken || quote.status !== 'ready') return 'Swap complete'
  const show = (amount: bigint, token: SwapToken) =>
    `${Number(formatUnits(amount, token.decimals)).toLocaleString('en-US', { maximumFractionDigits: 3 })} ${token.symbol}`
  return `Swapped ${show(quote.fromAmount, sourceToken)} for ${show(quote.toAmount, toToken)}`
}

/** The toast once an approval is mined. */
function approvedMessage(token: SwapToken): string {
  return `Approved ${token.symbol} for swapping`
}

/** The toast when a swap was mined but reverted. */
const swapFailedMessage = 'The swap failed on chain'
