import type { Connector } from '../connectors/Connector.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'
import type { View } from '../router/views.js'
import type { WalletSendArguments } from '../send/WalletSendArguments.js'
import { createStore, type Store } from '../store/createStore.js'

/** What a view is opened with. */
export type RouterData = {
  /** The wallet a connecting view is connecting to. */
  connector?: Connector | undefined
  /** The network a view is about (switching, adding). */
  caipNetwork?: CaipNetwork | undefined
  /** What WalletSend opens prefilled with (`open({ view: 'WalletSend', arguments })`). */
  arguments?: WalletSendArguments | undefined
  /** The control Connect focuses first: 'email' when a dapp's button opened the email login. */
  focus?: 'email' | undefined
}

/** One entry of the view stack. */
type RouterEntry = { view: View; data?: RouterData | undefined }

/** What to run when the pending transaction a view started ends. */
export type TransactionAction = {
  onSuccess?: (() => void) | undefined
  onCancel?: (() => void) | undefined
  onError?: ((error: unknown) => void) | undefined
}

/** The modal's view stack; `view` and `data` are its top entry's. */
export type RouterState = {
  view: View
  data: RouterData | undefined
  history: readonly RouterEntry[]
  canGoBack: boolean
  transactionStack: readonly TransactionAction[]
}

/** How a pending transaction ended. */
export type TransactionOutcome = 'success' | 'cancel' | 'error'

/** The router store: its state plus navigation. */
export type RouterStore = Store<RouterState> & {
  /** Opens `view` on top; pushing the view already on top without data does nothing. */
  push(view: View, data?: RouterData): void
  /** Replaces the top view. */
  replace(view: View, data?: RouterData): void
  /** Returns to the previous view; does nothing on the first one. */
  goBack(): void
  /** Makes `view` the only entry. */
  reset(view: View, data?: RouterData): void
  pushTransaction(action: TransactionAction): void
  /** Removes the newest transaction action and runs its callback for `outcome`. */
  popTransaction(outcome: TransactionOutcome, error?: unknown): void
}

function fromHistory(history: readonly RouterEntry[]) {
  const top = history[history.length - 1] as RouterEntry
  return { history, view: top.view, data: top.data, canGoBack: history.length > 1 }
}

/** Makes the router store, on `initialView` (default 'Connect'). */
export function createRouterStore(initialView: View = 'Connect'): RouterStore {
  const store = createStore<RouterState>({
    ...fromHistory([{ view: initialView }]),
    transactionStack: [],
  })
  const setHistory = (change: (history: readonly RouterEntry[]) => readonly RouterEntry[]) =>
    store.setState((state) => fromHistory(change(state.history)))

  return {
    ...store,
    push(view, data) {
      const { view: top } = store.getState()
      if (top === view && data === undefined) return
      setHistory((history) => [...history, { view, data }])
    },
    replace: (view, data) => setHistory((history) => [...history.slice(0, -1), { view, data }]),
    goBack() {
      if (!store.getState().canGoBack) return
      setHistory((history) => history.slice(0, -1))
    },
    reset: (view, data) => setHistory(() => [{ view, data }]),
    pushTransaction: (action) =>
      store.setState((state) => ({ transactionStack: [...state.transactionStack, action] })),
    popTransaction(outcome, error) {
      const stack = store.getState().transactionStack
      const action = stack[stack.length - 1]
      if (!action) return
      store.setState({ transactionStack: stack.slice(0, -1) })
      if (outcome === 'success') action.onSuccess?.()
      else if (outcome === 'cancel') action.onCancel?.()
      else action.onError?.(error)
    },
  }
}
