import { goBack } from '@latchkey/core'
import { sendStrings } from '../../i18n/sendStrings.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'

/** What `PreviewFooter` takes. */
export type PreviewFooterProps = {
  /** While the wallet is asked: what it is asked for (the confirm button is disabled). */
  waiting?: string | undefined
  /** A decline or a failure (the node's error, mapped). */
  error?: string | undefined
  confirmLabel: string
  onConfirm(): void
}

/**
 * The foot of Send's and Swap's preview: the wallet request under way or what went wrong, then
 * Cancel (back to the form) and the button that asks the wallet.
 */
export function PreviewFooter(props: PreviewFooterProps) {
  const { client } = useModalContext('PreviewFooter')
  const strings = useViewStrings('PreviewFooter', sendStrings)
  return (
    <>
      {props.waiting !== undefined && (
        <p className="lk-send-status lk-note" role="status">
          <span className="lk-spinner" aria-hidden="true" />
          {props.waiting}
        </p>
      )}
      {props.error !== undefined && (
        <p className="lk-send-status lk-error" role="alert">
          {props.error}
        </p>
      )}
      <div className="lk-send-buttons">
        <button
          type="button"
          className="lk-button"
          data-variant="secondary"
          onClick={() => goBack(client)}
        >
          {strings.sendCancel}
        </button>
        <button
          type="button"
          className="lk-button"
          disabled={props.waiting !== undefined}
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </button>
      </div>
    </>
  )
}
