import { useLatchkeyContext } from '../../context/LatchkeyContext.js'
import { prefetchAllWallets } from './prefetchAllWallets.js'

/** The "All Wallets" entry at the end of the Connect view's list, with the total count. */
export function AllWalletsEntry({
  count,
  disabled,
}: {
  count: number | undefined
  disabled: boolean
}) {
  const { client, strings } = useLatchkeyContext('AllWalletsEntry')
  const prefetch = () => prefetchAllWallets(client)
  return (
    <li>
      <button
        type="button"
        className="lk-item"
        disabled={disabled}
        onClick={() => client.router.push('AllWallets')}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <span className="lk-image lk-all-wallets-icon" aria-hidden="true">
          <span />
          <span />
          <span />
          <span />
        </span>
        <span className="lk-item-name">{strings.allWallets}</span>
        {count !== undefined && (
          <span className="lk-tag" data-variant="count">
            {strings.allWalletsCount(count)}
          </span>
        )}
      </button>
    </li>
  )
}
