import {
  type Connector,
  connectorIds,
  connectWallet,
  getConnection,
  setWcLinking,
  showToast,
  watchConnection,
} from '@latchkey/core'
import { formatWalletLink, getBrowserEnvironment } from '@latchkey/core/modal'
import { useMemo } from 'react'
import { useClientValue } from '../../hooks/useClientValue.js'
import { connectingStrings } from '../../i18n/connectingStrings.js'
import { CopyIcon, ExternalIcon } from '../../icons/viewIcons.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { WalletImage } from '../../modal/parts/WalletImage.js'
import { getErrorMessage } from '../../utils/getErrorMessage.js'
import { ringStyles } from '../ConnectingExternal/ringStyles.js'
import { QrCode } from './QrCode.js'
import { usePairingExpired } from './usePairingExpired.js'

// Styles of this view only, so they load with its chunk. The QR code stays dark on white in
// the dark theme too: scanners need the contrast.
const styles = `
.lk-qr {
  width: 100%; max-width: 280px; aspect-ratio: 1; padding: 12px; background: #fff;
  border-radius: calc(var(--lk-border-radius-master, 4px) * 6); border: 1px solid var(--_border);
  display: grid; place-items: center;
}
.lk-qr svg { display: block; width: 100%; height: 100%; }
.lk-qr image { clip-path: inset(0 round 22%); }
.lk-qr .lk-spinner { border-color: #d0d4dc; border-top-color: var(--_accent); }
.lk-wc-actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; width: 100%; }
.lk-wc-actions > * { flex: 1 1 auto; text-decoration: none; }
`

/** What the panel connects: the wallet the user picked, or none for the generic entry. */
export type WalletConnectPanelProps = { wallet: Connector | undefined }

/**
 * The WalletConnect pairing core started: on a desktop the QR code of the
 * pairing URI (the picked wallet's icon in its centre), the wallet's desktop and web app links;
 * on a phone an "Open" button that follows the wallet's deep link (or the URI itself); a
 * copy-link button; and a retry after an error or once the pairing expired (4 minutes).
 */
export function WalletConnectPanel({ wallet }: WalletConnectPanelProps) {
  const { client } = useModalContext('WalletConnectPanel')
  const strings = useViewStrings('WalletConnectPanel', connectingStrings)
  const { wcUri, wcPairingExpiry, wcError, attempt } = useClientValue(
    client,
    getConnection,
    watchConnection,
  )
  // A pairing that failed for another reason than the wallet's no (the relay, the sign-in server
  // one-click sign-in asks first) says what happened rather than 'Connection declined'.
  const failure =
    wcError && attempt?.source === 'walletConnect' && attempt.status === 'failed'
      ? attempt.error
      : undefined
  // The generic entry picks no wallet: then the QR code is WalletConnect's, for any wallet.
  const picked = wallet?.id === connectorIds.walletConnect ? undefined : wallet
  // Core started the pairing when the wallet was picked (or basic mode opened); this pairs again.
  const retry = () => connectWallet(client, wallet)
  const expired = usePairingExpired(wcPairingExpiry)
  const { mobile } = useMemo(() => getBrowserEnvironment(), [])
  const name = picked?.name ?? strings.walletConnect
  const live = wcUri !== undefined && !wcError && !expired

  async function copy() {
    try {
      await navigator.clipboard.writeText(wcUri as string)
      showToast(client, { message: strings.linkCopied, variant: 'success' })
    } catch {
      showToast(client, { message: strings.linkCopyFailed, variant: 'error' })
    }
  }

  // A link to the wallet with the URI; following it is remembered for the session's requests.
  const link = (target: string | undefined, uri: string) => {
    if (!target) return undefined
    const { href, base } = formatWalletLink(target, uri)
    return { href, onClick: () => setWcLinking(client, { name, href: base }) }
  }
  // Without a wallet's own link, the URI itself: the phone offers its WalletConnect wallets.
  const mobileLink = live
    ? (link(picked?.links?.mobile, wcUri) ?? { href: wcUri, onClick: undefined })
    : undefined
  const desktopLink = live && !mobile ? link(picked?.links?.desktop, wcUri) : undefined
  const webLink = live ? link(picked?.links?.webapp, wcUri) : undefined

  let status: 'failed' | 'expired' | 'live' | 'preparing' = 'preparing'
  if (wcError) status = 'failed'
  else if (expired) status = 'expired'
  else if (live) status = 'live'

  return (
    <div className="lk-stack" aria-busy={status === 'preparing' || undefined}>
      <style>{ringStyles + styles}</style>
      {status === 'live' && !mobile ? (
        <div className="lk-qr">
          <QrCode
            value={wcUri as string}
            label={strings.qrCodeLabel(name)}
            image={picked?.imageUrl}
          />
        </div>
      ) : status === 'preparing' && !mobile ? (
        <div className="lk-qr">
          <span className="lk-spinner" role="img" aria-label={strings.preparingQrCode} />
        </div>
      ) : (
        <div className="lk-ring" data-failed={status === 'failed' ? '' : undefined}>
          <WalletImage connector={picked ?? { id: connectorIds.walletConnect }} />
        </div>
      )}
      <div className="lk-stack" aria-live="polite" style={{ padding: 0, gap: 4 }}>
        {status === 'failed' && failure !== undefined ? (
          <>
            <p className="lk-title lk-error">{strings.connectionFailed}</p>
            <p className="lk-note">{getErrorMessage(failure)}</p>
          </>
        ) : status === 'failed' ? (
          <>
            <p className="lk-title lk-error">{strings.connectionDeclined}</p>
            <p className="lk-note">{strings.declinedDetail}</p>
          </>
        ) : status === 'expired' ? (
          <>
            <p className="lk-title">{strings.pairingExpired}</p>
            <p className="lk-note">{strings.pairingExpiredDetail}</p>
          </>
        ) : mobile ? (
          <>
            <p className="lk-title">{strings.continueIn(name)}</p>
            <p className="lk-note">{strings.acceptRequest}</p>
          </>
        ) : (
          <p className="lk-note">
            {status === 'live' ? strings.scanQrCode : strings.preparingQrCode}
          </p>
        )}
      </div>
      {(status === 'failed' || status === 'expired') && (
        <button
          type="button"
          className="lk-button"
          data-variant="secondary"
          data-autofocus=""
          onClick={retry}
        >
          {strings.tryAgain}
        </button>
      )}
      {status === 'live' && (
        <div className="lk-wc-actions">
          {mobile && mobileLink && (
            <a className="lk-button" href={mobileLink.href} onClick={mobileLink.onClick}>
              {strings.open}
            </a>
          )}
          {desktopLink && (
            <a className="lk-button" href={desktopLink.href} onClick={desktopLink.onClick}>
              {strings.openDesktopApp}
            </a>
          )}
          {webLink && (
            <a
              className="lk-button"
              data-variant="secondary"
              href={webLink.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={webLink.onClick}
            >
              {strings.openWebApp}
              <ExternalIcon size={16} />
            </a>
          )}
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
      )}
    </div>
  )
}
