import { useLatchkeyContext } from '../../context/LatchkeyContext.js'

/** Shown while a view's chunk loads. */
export function Loading() {
  const { strings } = useLatchkeyContext('Loading')
  return (
    <div className="lk-loading">
      <span className="lk-spinner" aria-hidden="true" />
      <span className="lk-sr">{strings.loading}</span>
    </div>
  )
}
