import { disconnect, getConnection, watchConnection } from '@latchkey/core'
import { useClientValue } from '../../hooks/useClientValue.js'
import { networkStrings } from '../../i18n/networkStrings.js'
import { PowerIcon } from '../../icons/viewIcons.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { NetworkList } from '../../modal/parts/NetworkList.js'

/**
 * Shown by the client when the wallet is on a network the dapp did not configure: why, the
 * configured networks to switch to, and Disconnect. Once the wallet is back on a configured
 * network the client leaves this view.
 */
export function UnsupportedChain() {
  const { client } = useModalContext('UnsupportedChain')
  const strings = useViewStrings('UnsupportedChain', networkStrings)
  const { disconnecting } = useClientValue(client, getConnection, watchConnection)
  // Every connected namespace goes, as from Account. A failure is core's to show ('Failed to
  // disconnect' and a shake).
  const disconnectWallet = () => disconnect(client, { all: true }).catch(() => {})

  return (
    <div className="lk-stack" style={{ alignItems: 'stretch', padding: 0 }}>
      <p className="lk-note" style={{ textAlign: 'center' }}>
        {strings.unsupportedDetail}
      </p>
      <NetworkList />
      <button
        type="button"
        className="lk-item"
        disabled={disconnecting}
        onClick={() => void disconnectWallet()}
      >
        <span className="lk-image" data-round="">
          <PowerIcon size={20} />
        </span>
        <span className="lk-item-name">{strings.disconnect}</span>
      </button>
    </div>
  )
}
