import { getEmbeddedSource } from '@latchkey/core/internal'
import { useExternalValue } from '../../hooks/useExternalValue.js'
import { accountStrings } from '../../i18n/accountStrings.js'
import { loadUpdateEmailWallet } from '../../modal/loadAccountViews.js'
import { prefetchView } from '../../modal/loadView.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { emailStyles } from './emailStyles.js'
import { useEmbeddedState } from './useEmbeddedState.js'

/** In Account, for an embedded wallet's user: their email, "Update email" and sign out. */
export function EmbeddedAccountEmail() {
  const { client } = useModalContext('EmbeddedAccountEmail')
  const strings = useViewStrings('EmbeddedAccountEmail', accountStrings)
  const { userEmail } = useEmbeddedState(getEmbeddedSource(client))
  const { connectedWalletInfo, namespace } = useExternalValue(client.sources.account)
  const { disconnecting } = useExternalValue(client.sources.connection)
  if (!userEmail || connectedWalletInfo?.name !== 'Email') return null
  const prefetch = () => prefetchView(loadUpdateEmailWallet)
  return (
    <div className="lk-email-account">
      <style>{emailStyles}</style>
      <p className="lk-note">{strings.emailSignedInAs(userEmail)}</p>
      <div className="lk-email-account-row">
        <button
          type="button"
          className="lk-button"
          data-variant="secondary"
          data-wide=""
          onClick={() => client.router.push('UpdateEmailWallet')}
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
          disabled={disconnecting}
          // On failure core shows 'Failed to disconnect' and shakes the modal.
          onClick={() => client.disconnect({ namespace }).catch(() => {})}
        >
          {strings.signOut}
        </button>
      </div>
    </div>
  )
}
