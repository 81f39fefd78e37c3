import { getAccount, pushView, watchAccount } from '@latchkey/core'
import { addEmbeddedPasskey, exportEmbeddedKey } from '@latchkey/core/modal'
import { useClientValue } from '../../hooks/useClientValue.js'
import { accountStrings } from '../../i18n/accountStrings.js'
import { loadExportKey, loadUpdateEmailWallet } from '../../modal/loadAccountViews.js'
import { prefetchView } from '../../modal/loadView.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { emailStyles } from './emailStyles.js'
import { useEmbeddedState } from './useEmbeddedState.js'

/**
 * In Account, for an embedded wallet's user: their email, "Update email", "Export private key"
 * and "Add a passkey" (Account's last row signs them out).
 */
export function EmbeddedAccountEmail() {
  const { client } = useModalContext('EmbeddedAccountEmail')
  const strings = useViewStrings('EmbeddedAccountEmail', accountStrings)
  const { userEmail } = useEmbeddedState(client)
  const { connectedWalletInfo } = useClientValue(client, getAccount, watchAccount)
  if (!userEmail || connectedWalletInfo?.type !== 'AUTH') return null
  const prefetch = () => prefetchView(loadUpdateEmailWallet)
  return (
    <div className="lk-email-account">
      <style>{emailStyles}</style>
      <p className="lk-note">{strings.emailSignedInAs(userEmail)}</p>
      <button
        type="button"
        className="lk-button"
        data-variant="secondary"
        data-wide=""
        onClick={() => pushView(client, 'UpdateEmailWallet')}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        {strings.updateEmail}
      </button>
      <button
        type="button"
        className="lk-button"
        data-variant="secondary"
        data-wide=""
        onClick={() => exportEmbeddedKey(client).catch(() => {})}
        onPointerEnter={() => prefetchView(loadExportKey)}
        onFocus={() => prefetchView(loadExportKey)}
      >
        {strings.exportKey}
      </button>
      <button
        type="button"
        className="lk-button"
        data-variant="secondary"
        data-wide=""
        onClick={() => addEmbeddedPasskey(client).catch(() => {})}
      >
        {strings.addPasskey}
      </button>
    </div>
  )
}
