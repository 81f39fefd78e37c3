import { getToast, watchToast } from '@latchkey/core'
import { lazy, Suspense } from 'react'
import { useClientValue } from '../hooks/useClientValue.js'
import { loadModalParts } from './loadModalParts.js'
import { useModalContext } from './ModalContext.js'

// The message and its styles are a chunk of their own, loaded with the first toast: most visits
// show none.
const importToastMessage = () => loadModalParts().then((parts) => parts.importToastMessage())
const ToastMessage = lazy(() =>
  importToastMessage().then((module) => ({ default: module.ToastMessage })),
)
const ToastStyles = lazy(() =>
  importToastMessage().then((module) => ({ default: module.ToastStyles })),
)

/**
 * The client's toast (success, loading, error). The live region stays in the page while the
 * host is mounted, so screen readers announce each message as it appears.
 */
export function Toast() {
  const { client, strings } = useModalContext('Toast')
  const toast = useClientValue(client, getToast, watchToast)
  return (
    <>
      {toast.open && (
        <Suspense fallback={null}>
          <ToastStyles />
        </Suspense>
      )}
      <div
        className="lk-toast-region"
        role="status"
        aria-live="polite"
        aria-label={strings.notifications}
      >
        {toast.open && (
          <Suspense fallback={null}>
            <ToastMessage toast={toast} />
          </Suspense>
        )}
      </div>
    </>
  )
}
