import type { ToastState } from '@latchkey/core'
import { CheckIcon, ErrorIcon } from '../icons/icons.js'

// The toast's own styles, in its chunk: a page that shows no toast never loads them. They are
// drawn beside the live region, not in it, so its text is the message alone.
const toastStyles = `.lk-toast{display:flex;align-items:center;gap:8px;max-width:calc(100vw - 32px);padding:8px 16px 8px 10px;border-radius:999px;background:var(--_bg);color:var(--_fg);border:1px solid var(--_border);box-shadow:0 6px 24px rgba(0,0,0,0.15);font-weight:500;animation:lk-drop 0.2s ease-out}
.lk-toast[data-variant="success"] svg{color:var(--_success)}
.lk-toast[data-variant="error"] svg{color:var(--_error)}
.lk-toast[data-variant="loading"] .lk-spinner{color:var(--_accent)}
.lk-toast img{width:20px;height:20px}
@keyframes lk-drop{from{transform:translateY(-8px)}}
`

/** The toast's styles, drawn while a toast shows. */
export function ToastStyles() {
  return <style>{toastStyles}</style>
}

/** The message of an open toast: its icon (the dapp's SVG, a spinner, an error or a check) and text. */
export function ToastMessage({ toast }: { toast: ToastState }) {
  return (
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
  )
}
