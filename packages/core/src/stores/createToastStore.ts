import { createStore, type Store } from '../store/createStore.js'

/** How long a closed toast waits before a replacing one shows (spec section 9). */
const toastReshowDelay = 150

/** How long an auto-closing toast stays open. */
export const toastDuration = 2_200

/** The look of a toast. */
export type ToastVariant = 'success' | 'loading' | 'error'

/** What to show in a toast. */
export type ShowToastParameters = {
  message: string
  variant: ToastVariant
  /** An icon to show instead of the variant's own, as SVG markup. */
  svg?: string | undefined
  /** Closes the toast after `toastDuration` ms; default true except for 'loading'. */
  autoClose?: boolean | undefined
}

/** The toast being shown, or the last one shown when `open` is false (kept for exit animations). */
export type ToastState = {
  message: string
  variant: ToastVariant
  svg: string | undefined
  open: boolean
  autoClose: boolean
}

/** The toast store: its state plus show and hide. */
export type ToastStore = Store<ToastState> & {
  /** Shows a toast; one already open closes first and the new one shows 150 ms later. */
  show(parameters: ShowToastParameters): void
  hide(): void
  /** Clears pending timers (for `client.destroy()`). */
  destroy(): void
}

/** Makes the toast store, closed. */
export function createToastStore(): ToastStore {
  const store = createStore<ToastState>({
    message: '',
    variant: 'success',
    svg: undefined,
    open: false,
    autoClose: true,
  })
  let reshowTimer: ReturnType<typeof setTimeout> | undefined
  let closeTimer: ReturnType<typeof setTimeout> | undefined

  function clearTimers() {
    clearTimeout(reshowTimer)
    clearTimeout(closeTimer)
    reshowTimer = undefined
  }

  function open(parameters: ShowToastParameters) {
    const autoClose = parameters.autoClose ?? parameters.variant !== 'loading'
    store.setState({
      message: parameters.message,
      variant: parameters.variant,
      svg: parameters.svg,
      open: true,
      autoClose,
    })
    if (autoClose) closeTimer = setTimeout(() => store.setState({ open: false }), toastDuration)
  }

  return {
    ...store,
    show(parameters) {
      // A toast waiting to replace another counts as shown: the newest one replaces it.
      const busy = store.getState().open || reshowTimer !== undefined
      clearTimers()
      if (!busy) return open(parameters)
      store.setState({ open: false })
      reshowTimer = setTimeout(() => {
        reshowTimer = undefined
        open(parameters)
      }, toastReshowDelay)
    },
    hide() {
      clearTimers()
      store.setState({ open: false })
    },
    destroy: clearTimers,
  }
}
