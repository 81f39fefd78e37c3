import { goBack, showToast } from '@latchkey/core'
import { cancelSocialLogin, connectFarcaster } from '@latchkey/core/modal'
import { useEffect } from 'react'
import { connectingStrings } from '../../i18n/connectingStrings.js'
import { socialStrings } from '../../i18n/socialStrings.js'
import { CopyIcon, ExternalIcon } from '../../icons/viewIcons.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { QrCode } from '../ConnectingWalletConnect/QrCode.js'
import { useEmbeddedState } from '../EmailLogin/useEmbeddedState.js'
import { SocialIcon } from '../SocialLogin/SocialIcon.js'

// Styles of this view only, so they load with its chunk. The QR code stays dark on white in the
// dark theme too: scanners need the contrast.
const styles = `
.lk-qr {
  width: 100%; max-width: 260px; aspect-ratio: 1; padding: 12px; background: #fff;
  border-radius: calc(var(--lk-border-radius-master, 4px) * 6); border: 1px solid var(--_border);
  display: grid; place-items: center; box-sizing: border-box;
}
.lk-qr svg { display: block; width: 100%; height: 100%; }
.lk-qr .lk-spinner { border-color: #d0d4dc; border-top-color: var(--_accent); }
.lk-fc-actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; width: 100%; }
.lk-fc-actions > * { flex: 1 1 auto; text-decoration: none; }
.lk-fc-waiting { display: flex; align-items: center; justify-content: center; gap: 8px; }
`

/** The name Farcaster writes itself with (not translated). */
const farcaster = 'Farcaster'

/**
 * Sign In With Farcaster: the channel's link as a QR code (scanned with the Farcaster app) with an
 * "Open" link (the app on this device) and a copy button; a waiting line with Cancel until the app
 * approves; on a failure its reason and Try again. Showing the view starts the login, leaving it
 * ends it.
 */
export function ConnectingFarcaster() {
  const { client } = useModalContext('ConnectingFarcaster')
  const strings = useViewStrings('ConnectingFarcaster', connectingStrings)
  const social = useViewStrings('ConnectingFarcaster', socialStrings)
  const { farcaster: state } = useEmbeddedState(client)
  const { url, waiting, error, approver } = state
  // The view owns the login: it starts as the view shows, and leaving the view (back, close)
  // ends it, its channel being no use any more.
  useEffect(() => {
    connectFarcaster(client).catch(() => {})
    return () => cancelSocialLogin(client)
  }, [client])

  async function copy() {
    try {
      await navigator.clipboard.writeText(url as string)
      showToast(client, { message: strings.linkCopied, variant: 'success' })
    } catch {
      showToast(client, { message: strings.linkCopyFailed, variant: 'error' })
    }
  }
  // Leaving the view ends the login (see above).
  const cancel = () => goBack(client)

  // Signed in with Farcaster on an account's new device: it waits for its approval.
  if (approver && !error)
    return (
      <div className="lk-stack">
        <style>{styles}</style>
        <SocialIcon provider="farcaster" />
        <p className="lk-note lk-fc-waiting" role="status" aria-live="polite">
          <span className="lk-spinner" aria-hidden="true" />
          {approver === 'email' ? social.socialDevice : social.socialSignedInDevice}
        </p>
        <button type="button" className="lk-text-button" onClick={cancel}>
          {strings.cancel}
        </button>
      </div>
    )
  return (
    <div className="lk-stack" aria-busy={(waiting && !url) || undefined}>
      <style>{styles}</style>
      {url && !error ? (
        <div className="lk-qr">
          <QrCode value={url} label={strings.qrCodeLabel(farcaster)} />
        </div>
      ) : error ? (
        <SocialIcon provider="farcaster" />
      ) : (
        <div className="lk-qr">
          <span className="lk-spinner" role="img" aria-label={strings.preparingQrCode} />
        </div>
      )}
      <div className="lk-stack" aria-live="polite" style={{ padding: 0, gap: 4 }}>
        {error ? (
          <>
            <p className="lk-title lk-error">{strings.connectionFailed}</p>
            <p className="lk-note" role="alert">
              {error}
            </p>
          </>
        ) : (
          <>
            <p className="lk-note">{url ? strings.scanQrCode : strings.preparingQrCode}</p>
            {url && (
              <p className="lk-note lk-fc-waiting" role="status">
                <span className="lk-spinner" aria-hidden="true" />
                {strings.continueIn(farcaster)}
              </p>
            )}
          </>
        )}
      </div>
      {error ? (
        <button
          type="button"
          className="lk-button"
          data-variant="secondary"
          data-autofocus=""
          onClick={() => void connectFarcaster(client).catch(() => {})}
        >
          {strings.tryAgain}
        </button>
      ) : (
        url && (
          <div className="lk-fc-actions">
            <a className="lk-button" href={url} target="_blank" rel="noopener noreferrer">
              {strings.open}
              <ExternalIcon size={16} />
            </a>
            <button
              type="button"
              className="lk-button"
              data-variant="secondary"
              onClick={() => void copy()}
            >
              <CopyIcon size={16} />
              {strings.copyLink}
            </button>
          </div>
        )
      )}
      <button type="button" className="lk-text-button" onClick={cancel}>
        {strings.cancel}
      </button>
    </div>
  )
}
