/**
 * Placeholder rows of a list's size while it loads, so the tab does not grow when the rows come.
 * Announced by its label only; the bars carry no text.
 */
export function RowsPlaceholder({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="lk-rows" role="img" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed, identical placeholder rows.
        <span key={index} className="lk-row" aria-hidden="true">
          <span className="lk-placeholder lk-row-icon" />
          <span className="lk-row-text">
            <span className="lk-placeholder" style={{ width: '55%', height: 12 }} />
            <span className="lk-placeholder" style={{ width: '35%', height: 10, marginTop: 6 }} />
          </span>
        </span>
      ))}
    </div>
  )
}
