/** What `RetryNotice` shows. */
export type RetryNoticeProps = {
  message: string
  /** The button's text ('Try again', or a countdown while a retry is blocked). */
  label: string
  disabled?: boolean | undefined
  onRetry(): void
}

/** What failed, and a button to try again: a list that could not be loaded. */
export function RetryNotice({ message, label, disabled, onRetry }: RetryNoticeProps) {
  return (
    <div className="lk-retry">
      <p className="lk-retry-message">{message}</p>
      <button
        type="button"
        className="lk-button"
        data-variant="secondary"
        disabled={disabled}
        onClick={onRetry}
      >
        {label}
      </button>
    </div>
  )
}
