import { getToast, watchToast } from '@latchkey/core'
import { useClientValue } from '../hooks/useClientValue.js'
import { CheckIcon, ErrorIcon } from '../icons/icons.js'
import { useModalContext } from './ModalContext.js'

/**
 * The client's toast (success, loading, error). The live region stays in the page while the
 * host is mounted, so screen readers announce each message as it appears.
 */
export function Toast() {
  const { client, strings } = useModalContext('Toast')
  const toast = useClientValue(client, getToast, watchToast)
  return (
    <div
      className="lk-toast-region"
      role="status"
      aria-live="polite"
      aria-label={strings.notifications}
    >
      {toast.open && (
        <div className="lk-toast" data-variant={toast.variant}>
          {toast.svg ? (
            // An <img> runs no script, whatever the markup holds.
            <img src={`data:image/svg+xml,${encodeURIComponent(toast.svg)}`} alt="" />
          ) : toast.variant === 'loading' ? (
            <span className="lk-spinner" aria-hidden="true" />
          ) : toast.variant === 'error' ? (
            <ErrorIcon />
          ) : (
            <CheckIcon />
          )}
          <span>{toast.message}</span>
        </div>
      )}
    </div>
  )
}
