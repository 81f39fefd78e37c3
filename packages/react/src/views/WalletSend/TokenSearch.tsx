/** The token lists' search field (Send's and Swap's): a labelled search input over the list. */
export function TokenSearch(props: {
  /** Its accessible name and placeholder. */
  label: string
  value: string
  onChange(value: string): void
}) {
  return (
    <div className="lk-search">
      <input
        className="lk-input"
        type="search"
        aria-label={props.label}
        placeholder={props.label}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  )
}
