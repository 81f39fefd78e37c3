import { useLatchkeyContext } from '../../context/LatchkeyContext.js'
import { useExternalValue } from '../../hooks/useExternalValue.js'
import { getConnectAttemptSource, startConnect } from '../../modal/connectAttempt.js'
import { WalletImage } from '../../modal/parts/WalletImage.js'

/**
 * Waiting for the wallet: its icon in a spinning ring and 'Continue in {wallet}'. A declined
 * request (4001) reads 'Connection declined', another error its short message; both offer
 * 'Try again'. Success needs no screen: the client closes the modal.
 */
export function ConnectingExternal() {
  const { client, strings } = useLatchkeyContext('ConnectingExternal')
  const router = useExternalValue(client.sources.router)
  const source = getConnectAttemptSource(client)
  const attempt = useExternalValue(source)
  const connector = router.data?.connector
  if (!connector) return null
  const mine = attempt?.connector.id === connector.id ? attempt : undefined
  const status = mine?.status ?? 'idle'
  const failed = status === 'declined' || status === 'failed'

  return (
    <div className="lk-stack" aria-busy={status === 'pending' || undefined}>
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
          onClick={() => startConnect(client, connector)}
        >
          {strings.tryAgain}
        </button>
      )}
    </div>
  )
}

/** The short, user-facing message of a wallet's error (viem and core errors have `shortMessage`). */
export function getErrorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { shortMessage, message } = error as { shortMessage?: unknown; message?: unknown }
    if (typeof shortMessage === 'string' && shortMessage) return shortMessage
    if (typeof message === 'string' && message) return message
  }
  return String(error)
}
