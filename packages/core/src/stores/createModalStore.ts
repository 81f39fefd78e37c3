import { createStore, type Store } from '../store/createStore.js'

/** How long the modal shakes after an error (spec section 9). */
const shakeDuration = 500

/** Whether the modal is open, busy, or shaking after an error. */
export type ModalState = {
  open: boolean
  /** True while the client restores a stored connection or loads what a view needs. */
  loading: boolean
  /** True for `shakeDuration` ms after `shake()`. */
  shake: boolean
}

/** The modal store: its state plus the actions that change it. */
export type ModalStore = Store<ModalState> & {
  setOpen(open: boolean): void
  setLoading(loading: boolean): void
  /** Sets `shake` for 500 ms; a second call restarts the 500 ms. */
  shake(): void
  /** Clears the pending shake timer (for `client.destroy()`). */
  destroy(): void
}

/** Makes the modal store, closed and idle. */
export function createModalStore(): ModalStore {
  const store = createStore<ModalState>({ open: false, loading: false, shake: false })
  let timer: ReturnType<typeof setTimeout> | undefined

  return {
    ...store,
    setOpen: (open) => store.setState({ open }),
    setLoading: (loading) => store.setState({ loading }),
    shake() {
      clearTimeout(timer)
      store.setState({ shake: true })
      timer = setTimeout(() => store.setState({ shake: false }), shakeDuration)
    },
    destroy: () => clearTimeout(timer),
  }
}
