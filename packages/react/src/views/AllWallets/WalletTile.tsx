import { selectWallet } from '@latchkey/core'
import type { WalletListItem } from '@latchkey/core/modal'
import { memo } from 'react'
import { useModalContext } from '../../modal/ModalContext.js'
import { WalletImage } from '../../modal/parts/WalletImage.js'
import { prefetchWalletView } from '../Connect/prefetchWalletView.js'
import { whenVisible } from './whenVisible.js'

/** Where a tile sits in the grid and what it shows. */
export type WalletTileProps = {
  item: WalletListItem
  /** 0-based place in the list. */
  index: number
  /** The list's size for screen readers (-1 while unknown). */
  setSize: number
  top: number
  left: string
  disabled: boolean
  tagId: string
}

/**
 * One wallet of the grid: its icon (loaded once in view), its name and, when it is in the page,
 * an 'Installed' tag given as the button's description. Memoized: while the grid scrolls, only
 * the tiles coming into the window render.
 */
export const WalletTile = memo(function WalletTile(props: WalletTileProps) {
  const { item, index, disabled, tagId } = props
  const { client, strings } = useModalContext('WalletTile')
  const { connector, installed } = item
  return (
    <li
      className="lk-tile-item"
      aria-posinset={index + 1}
      aria-setsize={props.setSize}
      style={{ top: props.top, left: props.left }}
    >
      <button
        type="button"
        className="lk-tile"
        disabled={disabled}
        aria-describedby={installed ? tagId : undefined}
        onClick={() => selectWallet(client, connector)}
        onPointerEnter={() => prefetchWalletView(client, connector)}
        onFocus={() => prefetchWalletView(client, connector)}
      >
        <WalletImage connector={connector} whenVisible={whenVisible} />
        <span className="lk-tile-name">{connector.name}</span>
        {installed && (
          <span className="lk-tile-tag" id={tagId} aria-hidden="true">
            {strings.installed}
          </span>
        )}
      </button>
    </li>
  )
})
