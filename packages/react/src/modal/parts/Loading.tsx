import type { View } from '@latchkey/core'
import { useModalContext } from '../ModalContext.js'

// How tall each lazy view's content is once it shows (measured at 360 px), so the card opens at
// its final height while the view's chunk loads instead of growing after a spinner.
const viewHeights: Partial<Record<View, number>> = {
  AllWallets: 448,
  ConnectingWalletConnect: 470,
  ConnectingExternal: 262,
  Account: 540,
}

/** Shown while a view's chunk loads: a placeholder of the view's height, with a spinner. */
export function Loading({ view }: { view?: View | undefined }) {
  const { strings } = useModalContext('Loading')
  const height = view ? viewHeights[view] : undefined
  return (
    <div className="lk-loading" style={height ? { minHeight: height } : undefined}>
      <span className="lk-spinner" aria-hidden="true" />
      <span className="lk-sr">{strings.loading}</span>
    </div>
  )
}
