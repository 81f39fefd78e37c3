import { ProjectConfigurationError, walletsLoadErrorMessage } from '../errors/registry.js'
import type { Store } from '../store/createStore.js'
import type { ToastStore } from '../stores/createToastStore.js'
import type { RegistryState } from './createRegistryStore.js'

/** Where a failed registry request is told: the log, the toast and the registry's state. */
export type ReportRegistryErrorParameters = {
  store: Store<RegistryState>
  toast: Pick<ToastStore, 'show'>
  log(message: string, error?: unknown): void
}

/**
 * Tells of a failed registry request. A refused project is the spec's configuration alert:
 * shown once as a toast, kept in the state for the views. Any other failure is a toast the
 * views offer a retry for, when `toastIt` (the Connect view's lists show their own error).
 */
export function reportRegistryError(
  { store, toast, log }: ReportRegistryErrorParameters,
  error: unknown,
  toastIt: boolean,
): void {
  log('Wallet registry request failed', error)
  if (error instanceof ProjectConfigurationError) {
    if (store.getState().alert?.code !== error.code)
      toast.show({ message: error.shortMessage, variant: 'error' })
    store.setState({ alert: error })
  } else if (toastIt) toast.show({ message: walletsLoadErrorMessage, variant: 'error' })
}
