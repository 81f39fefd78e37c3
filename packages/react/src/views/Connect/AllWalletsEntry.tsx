import { pushView } from '@latchkey/core'
import { getWalletTiles, watchWalletTiles } from '@latchkey/core/modal'
import { useClientValue } from '../../hooks/useClientValue.js'
import { useModalContext } from '../../modal/ModalContext.js'
import { WalletImage } from '../../modal/parts/WalletImage.js'
import { allWalletsEntryStyles } from './allWalletsEntryStyles.js'
import { prefetchAllWallets } from './prefetchAllWallets.js'

/**
 * The "All Wallets" entry at the end of the Connect view's list, with the total count and the
 * icons of the first four wallets All Wallets lists, 2×2 (the registry's recommended wallets
 * stand in until its first page is loaded).
 */
export function AllWalletsEntry({
  count,
  disabled,
}: {
  count: number | undefined
  disabled: boolean
}) {
  const { client, strings } = useModalContext('AllWalletsEntry')
  const first = useClientValue(client, getWalletTiles, watchWalletTiles).preview
  const prefetch = () => prefetchAllWallets(client)
  return (
    <li>
      <style>{allWalletsEntryStyles}</style>
      <button
        type="button"
        className="lk-item"
        disabled={disabled}
        onClick={() => pushView(client, 'AllWallets')}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <span className="lk-image lk-all-wallets-icon" aria-hidden="true">
          {[0, 1, 2, 3].map((index) => {
            const item = first[index]
            return item ? (
              <WalletImage
                key={`${item.connector.type}:${item.connector.id}`}
                connector={item.connector}
              />
            ) : (
              <span key={index} className="lk-all-wallets-empty" />
            )
          })}
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
