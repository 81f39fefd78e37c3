import {
  disconnect,
  fetchBalance,
  getAccount,
  getConnection,
  getNetwork,
  pushView,
  showToast,
  watchAccount,
  watchConnection,
  watchNetwork,
} from '@latchkey/core'
import { lazy, Suspense, useEffect } from 'react'
import { Avatar } from '../../components/Avatar/Avatar.js'
import { useClientValue } from '../../hooks/useClientValue.js'
import { accountStrings } from '../../i18n/accountStrings.js'
import { ChevronIcon, CopyIcon, ExternalIcon, PowerIcon } from '../../icons/viewIcons.js'
import { loadAccountViewSwitch } from '../../modal/loadModalView.js'
import { loadNetworks, prefetchView } from '../../modal/loadView.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { NetworkImage } from '../../modal/parts/NetworkImage.js'
import { truncateAddress } from '../../utils/truncateAddress.js'
import { EmbeddedAccountEmail } from '../EmailLogin/EmbeddedAccountEmail.js'
import { AccountBalance } from './AccountBalance.js'
import { AccountTabs } from './AccountTabs.js'
import { AccountTypeSwitch } from './AccountTypeSwitch.js'
import { accountStyles } from './accountStyles.js'
import { ConnectedWallet } from './ConnectedWallet.js'
import { WalletFeatures } from './WalletFeatures.js'

// Its own chunk, loaded as Account renders: the names feature it reads stays out of Account's
// chunk, whose files the first load's preload map lists.
const ChooseNameRow = lazy(() =>
  import('./ChooseNameRow.js').then((module) => ({ default: module.ChooseNameRow })),
)
// An embedded account's linked logins: a chunk of their own, loaded for an embedded wallet only.
const LinkedLogins = lazy(() =>
  import('../LinkedLogins/LinkedLogins.js').then((module) => ({ default: module.LinkedLogins })),
)

/**
 * The connected account: its avatar (the identity's, else one drawn from the address), its
 * name or the address shortened 4+6 with a copy button, the wallet it is connected with, the
 * total value (where the data API serves the network) and the native balance, an explorer link
 * when the network has an explorer, the wallet features, "Choose a name" while the account has
 * no name of ours, the Tokens and Activity tabs (with a data API), the network (a button to
 * Networks) and Disconnect (Sign out for an email login).
 */
export function Account() {
  const { client } = useModalContext('Account')
  const strings = useViewStrings('Account', accountStrings)
  const account = useClientValue(client, getAccount, watchAccount)
  const { caipNetwork } = useClientValue(client, getNetwork, watchNetwork)
  const { disconnecting } = useClientValue(client, getConnection, watchConnection)
  const { address, namespace } = account

  // The switch of the views Account leads to (Send, Swap, Buy, Receive, the email change): a
  // view prefetched on hover then renders in the frame of the click.
  useEffect(() => prefetchView(loadAccountViewSwitch), [])

  // The balance is cached 30 s by the client: this refreshes it only when it is stale.
  useEffect(() => {
    if (address) fetchBalance(client, { namespace }).catch(() => {})
  }, [client, address, namespace])

  if (!address) return null
  const explorer = caipNetwork?.blockExplorers?.default.name

  async function copy() {
    try {
      await navigator.clipboard.writeText(address as string)
      showToast(client, { message: strings.addressCopied, variant: 'success' })
    } catch {
      showToast(client, { message: strings.copyFailed, variant: 'error' })
    }
  }

  // Every namespace the wallet is connected on goes with one press (a wallet on EVM and Solana).
  // On failure core shows 'Failed to disconnect' and shakes the modal.
  const disconnectWallet = () => disconnect(client, { all: true }).catch(() => {})

  return (
    <div className="lk-stack">
      <style>{accountStyles}</style>
      {account.profileImage ? (
        <img className="lk-profile-image" src={account.profileImage} alt="" />
      ) : (
        <Avatar address={address} size={72} />
      )}
      <div className="lk-address">
        <span title={address}>{account.profileName ?? truncateAddress(address)}</span>
        <button
          type="button"
          className="lk-icon-button"
          aria-label={strings.copyAddress}
          onClick={() => void copy()}
        >
          <CopyIcon size={18} />
        </button>
      </div>
      {account.profileName && (
        <p className="lk-note" title={address}>
          {truncateAddress(address)}
        </p>
      )}
      <ConnectedWallet />
      <EmbeddedAccountEmail />
      {account.connectedWalletInfo?.type === 'AUTH' && (
        <Suspense fallback={null}>
          <LinkedLogins />
        </Suspense>
      )}
      <AccountTypeSwitch />
      <AccountBalance />
      {account.addressExplorerUrl && explorer && (
        <a
          className="lk-link"
          href={account.addressExplorerUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {strings.viewOnExplorer(explorer)}
          <ExternalIcon size={16} />
        </a>
      )}
      <WalletFeatures />
      <Suspense fallback={null}>
        <ChooseNameRow />
      </Suspense>
      {client.options.apiUrl && !client.options.basic && <AccountTabs />}
      <div className="lk-actions" data-sticky="">
        <button
          type="button"
          className="lk-item"
          aria-label={strings.networkLabel(caipNetwork?.name ?? '')}
          disabled={!client.options.enableNetworkSwitch}
          onClick={() => pushView(client, 'Networks')}
          onPointerEnter={() => prefetchView(loadNetworks)}
          onFocus={() => prefetchView(loadNetworks)}
        >
          <NetworkImage caipNetwork={caipNetwork} size={40} />
          <span className="lk-item-name">{caipNetwork?.name}</span>
          <span className="lk-item-end">
            <ChevronIcon />
          </span>
        </button>
        <button
          type="button"
          className="lk-item"
          disabled={disconnecting}
          onClick={() => void disconnectWallet()}
        >
          <span className="lk-image" data-round="">
            <PowerIcon size={20} />
          </span>
          <span className="lk-item-name">
            {account.connectedWalletInfo?.type === 'AUTH' ? strings.signOut : strings.disconnect}
          </span>
        </button>
      </div>
    </div>
  )
}
