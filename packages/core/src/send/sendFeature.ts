import type { AdapterSendMethods } from '../adapter/ChainAdapter.js'
import { createExternalValue, type ExternalValue } from '../client/createExternalValue.js'
import { logDebug } from '../client/logDebug.js'
import { trackEvent } from '../client/trackEvent.js'
import { isUserRejection } from '../errors/isUserRejection.js'
import { getNodeError } from '../errors/node.js'
import { sendErrorMessage, transactionStartedMessage } from '../errors/send.js'
import { defineFeature, type FeatureInstance } from '../features/defineFeature.js'
import { getNamespaceDescriptor } from '../namespaces/getNamespaceDescriptor.js'
import { createStore, type Store } from '../store/createStore.js'
import type { TokenBalance } from '../stores/chainState.js'
import { formatUnits } from '../units/formatUnits.js'
import { findSendToken } from './findSendToken.js'
import { getSendProblem, getTokenDecimals, isNativeToken } from './getSendProblem.js'
import { getTokenContract } from './getTokenContract.js'
import { loadSendableTokens } from './loadSendableTokens.js'
import { loadSendMethods } from './loadSendMethods.js'
import { parseAmount, toSmallestUnit } from './parseAmount.js'
import { isReceiverName, resolveReceiver } from './resolveReceiver.js'
import { initialSendState, type SendProblem, type SendState } from './SendState.js'
import { sendTransfer } from './sendTransfer.js'
import type { WalletSendArguments } from './WalletSendArguments.js'

/**
 * The gas of a transfer until the namespace's send methods say otherwise: 21,000 for a plain
 * value transfer on eip155, 65,000 for a token transfer until it is estimated (an ERC-20
 * transfer to a new holder uses about 52,000).
 */
const defaultTransferGas = { native: 21_000n, token: 65_000n }
/** The pause after typing a name before it is looked up (as the wallet search's, spec section 9). */
const nameLookupDelay = 300

/** The Send form's state and what its views do (a feature: loaded with the Send views). */
export type SendFeature = FeatureInstance & {
  store: Store<SendState>
  /** The form's state, bindable with `useSyncExternalStore`. */
  state: ExternalValue<SendState>
  /** Starts the form for the active account: tokens, balance, gas price, and the prefill if any. */
  start(prefill?: WalletSendArguments | undefined): Promise<void>
  setToken(token: TokenBalance): void
  setAmount(amount: string): void
  /** The whole balance; for the native coin, less the gas of the transfer. */
  setMax(): void
  /** Sets the receiver (an address or a name) and resolves it. */
  setReceiver(input: string): void
  /** What keeps the form from being sent (undefined when it can go). */
  getProblem(state?: SendState): SendProblem | undefined
  /** Whether the receiver may be a name on the active namespace (its record's `supports.names`). */
  acceptsNames(): boolean
  /** Estimates the network fee of the filled form and opens WalletSendPreview. */
  preview(): Promise<void>
  /**
   * Asks the wallet to send. Accepted: toast 'Transaction started', back to Account, form cleared;
   * resolves with the hash. Declined: says so and keeps the form. Failed: the node's error mapped
   * in the view, toast 'Something went wrong' and SEND_ERROR.
   */
  send(): Promise<string | undefined>
}

/** The Send feature (spec sections 3 and 5): made on first use, by its views or `sendTokens`. */
export const sendFeature = defineFeature<SendFeature>({
  name: 'send',
  create(context) {
    const store = createStore<SendState>(initialSendState)
    let receiverRequest = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    let methods: Promise<AdapterSendMethods> | undefined
    let transferGas = defaultTransferGas

    const active = () => {
      const { chains } = context.stores
      const namespace = chains.getState().activeNamespace
      const chain = chains.getState().chains[namespace]
      return { namespace, account: chain?.account, caipNetwork: chain?.network.caipNetwork }
    }
    const accountType = () => {
      const { account } = active()
      return account?.allAccounts.find((entry) => entry.address === account.address)?.type
    }
    const withFees = (state: SendState): Partial<SendState> => {
      const native = state.tokenBalances.find(isNativeToken)
      if (!native || state.gasPrice === undefined || state.nativeBalance === undefined) return {}
      const decimals = getTokenDecimals(native)
      const gasLimit =
        state.gasLimit ??
        (state.token && !isNativeToken(state.token) ? transferGas.token : transferGas.native)
      const inNative = (value: bigint) => Number(formatUnits(value, decimals))
      return {
        gasPriceInUSD: native.price
          ? inNative(state.gasPrice * gasLimit) * native.price
          : undefined,
        networkBalanceInUSD: native.price
          ? inNative(state.nativeBalance) * native.price
          : undefined,
      }
    }
    const update = (partial: Partial<SendState>) => {
      store.setState(partial)
      store.setState(withFees(store.getState()))
    }

    const setReceiver = (input: string) => {
      const request = ++receiverRequest
      clearTimeout(timer)
      const trimmed = input.trim()
      store.setState({
        receiverInput: input,
        receiverStatus: trimmed ? 'resolving' : 'empty',
        receiverAddress: undefined,
        receiverProfileName: undefined,
        receiverProfileImage: undefined,
      })
      if (!trimmed) return
      const { namespace, account, caipNetwork } = active()
      if (!account?.address || !caipNetwork) return
      const sender = account.address
      const resolve = async () => {
        try {
          methods ??= loadSendMethods(context, namespace)
          const { isAddress } = await methods
          const result = await resolveReceiver(context, {
            input: trimmed,
            isAddress,
            caipNetworkId: caipNetwork.caipNetworkId,
            sender,
          })
          if (request !== receiverRequest) return
          store.setState(
            result.status === 'resolved'
              ? {
                  receiverStatus: 'resolved',
                  receiverAddress: result.address,
                  receiverProfileName: result.name,
                  receiverProfileImage: result.avatar,
                }
              : { receiverStatus: result.status },
          )
        } catch (error) {
          if (request !== receiverRequest) return
          logDebug(context, 'Failed to resolve the receiver', error)
          store.setState({ receiverStatus: 'nameError' })
        }
      }
      // An address resolves at once; a name waits until the typing pauses.
      timer = setTimeout(() => void resolve(), isReceiverName(trimmed) ? nameLookupDelay : 0)
    }

    const getProblem = (state = store.getState()) =>
      getSendProblem(
        state,
        accountType(),
        getNamespaceDescriptor(context.adapters, active().namespace),
      )

    return {
      store,
      state: createExternalValue(store.getState, [store]),

      async start(prefill) {
        const { namespace, account, caipNetwork } = active()
        if (account?.status !== 'connected' || !account.caipAddress || !caipNetwork) return
        // Another account or network starts a fresh form.
        if (store.getState().caipAddress !== account.caipAddress)
          store.setState({ ...initialSendState, caipAddress: account.caipAddress })
        store.setState({ unsupported: false, outcome: { status: 'idle' } })
        methods = loadSendMethods(context, namespace)
        if (prefill?.amount !== undefined) store.setState({ sendTokenAmount: prefill.amount })
        if (prefill?.to !== undefined) setReceiver(prefill.to)
        let loaded: AdapterSendMethods
        try {
          loaded = await methods
        } catch (error) {
          logDebug(context, 'Send is not available', error)
          store.setState({ unsupported: true })
          return
        }
        transferGas = loaded.transferGas ?? defaultTransferGas
        store.setState({ loading: true })
        const [tokens, gasPrice] = await Promise.allSettled([
          loadSendableTokens(context, namespace),
          loaded.getGasPrice({ caipNetwork }),
        ])
        if (store.getState().caipAddress !== account.caipAddress) return
        const tokenBalances = tokens.status === 'fulfilled' ? tokens.value.tokens : []
        const current = store.getState().token
        const wanted = prefill?.token ?? (current && getTokenContract(current))
        update({
          loading: false,
          tokenBalances,
          nativeBalance: tokens.status === 'fulfilled' ? tokens.value.nativeBalance : undefined,
          gasPrice: gasPrice.status === 'fulfilled' ? gasPrice.value : undefined,
          lastRetry:
            tokens.status === 'rejected' || gasPrice.status === 'rejected' ? Date.now() : undefined,
          token: findSendToken(tokenBalances, wanted) ?? findSendToken(tokenBalances, undefined),
        })
      },

      setToken(token) {
        update({ token, gasLimit: undefined })
      },

      setAmount(amount) {
        store.setState({ sendTokenAmount: amount, outcome: { status: 'idle' } })
      },

      setMax() {
        const { token, gasPrice } = store.getState()
        if (!token) return
        const decimals = getTokenDecimals(token)
        let balance = toSmallestUnit(token.quantity.numeric, decimals)
        if (isNativeToken(token)) {
          const fee = (gasPrice ?? 0n) * transferGas.native
          balance = balance > fee ? balance - fee : 0n
        }
        store.setState({ sendTokenAmount: formatUnits(balance, decimals) })
      },

      setReceiver,
      getProblem,
      acceptsNames: () =>
        getNamespaceDescriptor(context.adapters, active().namespace).supports.names,

      async preview() {
        const state = store.getState()
        const { token, receiverAddress } = state
        if (getProblem(state) || !token || !receiverAddress) return
        const { account, caipNetwork } = active()
        const contract = isNativeToken(token) ? undefined : getTokenContract(token)
        const loaded = await methods?.catch(() => undefined)
        // Where the adapter builds the token transfer itself (solana), its fee needs no estimate.
        const encodeTokenTransfer = loaded?.encodeTokenTransfer
        if (contract && account?.address && caipNetwork && loaded && encodeTokenTransfer) {
          try {
            const { estimateGas } = loaded
            const amount = parseAmount(state.sendTokenAmount, getTokenDecimals(token)).value ?? 0n
            const gasLimit = await estimateGas({
              address: account.address,
              to: contract,
              data: encodeTokenTransfer({ to: receiverAddress, amount }),
              caipNetwork,
            })
            update({ gasLimit })
          } catch (error) {
            // The preview still shows a fee from the usual gas of a transfer; the wallet estimates again.
            logDebug(context, 'Failed to estimate the gas of a token transfer', error)
          }
        }
        store.setState({ outcome: { status: 'idle' } })
        context.stores.router.push('WalletSendPreview')
      },

      async send() {
        const state = store.getState()
        const { token, receiverAddress } = state
        if (getProblem(state) || !token || !receiverAddress || !methods) return undefined
        if (state.outcome.status === 'sending') return undefined
        const amount = parseAmount(state.sendTokenAmount, getTokenDecimals(token)).value
        if (amount === undefined) return undefined
        const { namespace } = active()
        store.setState({ outcome: { status: 'sending' } })
        try {
          const hash = await sendTransfer(context, {
            namespace,
            methods: await methods,
            token,
            amount,
            to: receiverAddress,
          })
          context.stores.toast.show({ message: transactionStartedMessage, variant: 'success' })
          store.setState({
            sendTokenAmount: '',
            receiverInput: '',
            receiverStatus: 'empty',
            receiverAddress: undefined,
            receiverProfileName: undefined,
            receiverProfileImage: undefined,
            gasLimit: undefined,
            outcome: { status: 'sent', hash },
          })
          // Spec section 2: after a send the view returns to Account.
          context.stores.router.reset('Account')
          return hash
        } catch (error) {
          // A namespace whose record words it (solana) says one thing for any send that did not
          // go, a decline too (spec section 8).
          const sendFailed = getNamespaceDescriptor(context.adapters, namespace).texts?.sendFailed
          const declined = isUserRejection(error)
          if (declined && !sendFailed) {
            store.setState({ outcome: { status: 'declined' } })
            return undefined
          }
          const message = sendFailed ?? getNodeError(error).shortMessage
          logDebug(context, 'Failed to send', error)
          store.setState({ outcome: { status: 'failed', message } })
          context.stores.toast.show({
            message: sendFailed ?? sendErrorMessage,
            variant: 'error',
          })
          if (!declined) trackEvent(context, 'SEND_ERROR', { message, namespace })
          return undefined
        }
      },

      destroy() {
        clearTimeout(timer)
      },
    }
  },
})
