import { getRouter, pushView, watchRouter } from '@latchkey/core'
import { useClientValue } from '../../hooks/useClientValue.js'
import { connectingStrings } from '../../i18n/connectingStrings.js'
import { loadDownloads } from '../loadModalView.js'
import { prefetchView } from '../loadView.js'
import { useModalContext, useViewStrings } from '../ModalContext.js'

/**
 * Under a registry or custom wallet's WalletConnect pairing: "Don't have {wallet}? Get it",
 * opening the wallet's Downloads. Nothing for the generic WalletConnect entry, or a wallet
 * without a download or app link.
 */
export function GetWalletLink() {
  const { client } = useModalContext('GetWalletLink')
  const strings = useViewStrings('GetWalletLink', connectingStrings)
  const router = useClientValue(client, getRouter, watchRouter)
  const connector = router.data?.connector
  const { downloads, links } = connector ?? {}
  const any = [
    downloads?.chrome,
    downloads?.ios,
    downloads?.android,
    downloads?.homepage,
    links?.desktop,
    links?.webapp,
  ].some(Boolean)
  if (!connector || !any) return null
  return (
    <p className="lk-guide">
      {strings.getWallet(connector.name)}{' '}
      <button
        type="button"
        className="lk-text-button"
        onClick={() => pushView(client, 'Downloads', { connector })}
        onPointerEnter={() => prefetchView(loadDownloads)}
      >
        {strings.getIt}
      </button>
    </p>
  )
}
