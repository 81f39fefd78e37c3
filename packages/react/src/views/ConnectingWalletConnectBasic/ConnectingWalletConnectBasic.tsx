import { type Connector, selectWallet } from '@latchkey/core'
import { getOrderedConnectorGroups, watchOrderedConnectorGroups } from '@latchkey/core/modal'
import { useClientValue } from '../../hooks/useClientValue.js'
import { connectingStrings } from '../../i18n/connectingStrings.js'
import { loadConnectingWalletConnect } from '../../modal/loadModalView.js'
import { prefetchView } from '../../modal/loadView.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { WalletImage } from '../../modal/parts/WalletImage.js'
import { WalletConnectPanel } from '../ConnectingWalletConnect/WalletConnectPanel.js'

/**
 * Basic mode's one view (no adapters, WalletConnect alone): the WalletConnect pairing, and
 * below it the registry wallets the dapp lists (featured, custom, recommended), each opening
 * its own pairing with its icon and deep links.
 */
export function ConnectingWalletConnectBasic() {
  const { client } = useModalContext('ConnectingWalletConnectBasic')
  const strings = useViewStrings('ConnectingWalletConnectBasic', connectingStrings)
  // The Connect view's groups (their order for the device is all that differs from the store's,
  // and the WalletConnect group it moves is left out here).
  const groups = useClientValue(client, getOrderedConnectorGroups, watchOrderedConnectorGroups)
  const wallets = groups
    .filter((group) => group.name !== 'walletConnect')
    .flatMap((group) => group.connectors)
    .filter((connector) => connector.type === 'WALLET_CONNECT' && connector.explorerId)
  const choose = (wallet: Connector) => selectWallet(client, wallet)

  return (
    <>
      <WalletConnectPanel wallet={undefined} />
      {wallets.length > 0 && (
        <ul className="lk-list" aria-label={strings.walletConnectWallets} style={{ marginTop: 16 }}>
          {wallets.map((wallet) => (
            <li key={wallet.explorerId ?? wallet.id}>
              <button
                type="button"
                className="lk-item"
                onClick={() => choose(wallet)}
                onPointerEnter={() => prefetchView(loadConnectingWalletConnect)}
              >
                <WalletImage connector={wallet} />
                <span className="lk-item-name">{wallet.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
