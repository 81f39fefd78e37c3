import {
  connectWallet,
  getConnection,
  getRouter,
  watchConnection,
  watchRouter,
} from '@latchkey/core'
import { useClientValue } from '../../hooks/useClientValue.js'
import { connectingStrings } from '../../i18n/connectingStrings.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { WalletImage } from '../../modal/parts/WalletImage.js'
import { getErrorMessage } from '../../utils/getErrorMessage.js'
import { ringStyles } from './ringStyles.js'

/**
 * Waiting for the wallet: its icon in a spinning ring and 'Continue in {wallet}'. A declined
 * request (4001) reads 'Connection declined', another error its short message; both offer
 * 'Try again'. Success needs no screen: the client closes the modal.
 */
export function ConnectingExternal() {
  const { client } = useModalContext('ConnectingExternal')
  const strings = useViewStrings('ConnectingExternal', connectingStrings)
  const router = useClientValue(client, getRouter, watchRouter)
  const { attempt } = useClientValue(client, getConnection, watchConnection)
  const connector = router.data?.connector
  if (!connector) return null
  // Core's last attempt, when it is this wallet's (a success closes the modal or moves on).
  const mine = attempt?.connector.id === connector.id ? attempt : undefined
  const status = mine?.status ?? 'idle'
  const failed = status === 'declined' || status === 'failed'

  return (
    <div className="lk-stack" aria-busy={status === 'pending' || undefined}>
      <style>{ringStyles}</style>
      <div className="lk-ring" data-failed={failed ? '' : undefined}>
        <WalletImage connector={connector} />
      </div>
      <div className="lk-stack" aria-live="polite" style={{ padding: 0, gap: 4 }}>
        {status === 'declined' ? (
          <>
            <p className="lk-title lk-error">{strings.connectionDeclined}</p>
            <p className="lk-note">{strings.declinedDetail}</p>
          </>
        ) : status === 'failed' ? (
          <>
            <p className="lk-title lk-error">{strings.connectionFailed}</p>
            <p className="lk-note">{getErrorMessage(mine?.error)}</p>
          </>
        ) : (
          <>
            <p className="lk-title">{strings.continueIn(connector.name)}</p>
            <p className="lk-note">{strings.acceptRequest}</p>
          </>
        )}
      </div>
      {status !== 'pending' && (
        <button
          type="button"
          className="lk-button"
          data-variant="secondary"
          data-autofocus=""
          onClick={() => connectWallet(client, connector)}
        >
          {strings.tryAgain}
        </button>
      )}
    </div>
  )
}
