import {
  cancelSIWX,
  getAccount,
  getSIWX,
  isUserRejection,
  shakeModal,
  signInWithSIWX,
  watchAccount,
  watchSIWX,
} from '@latchkey/core'
import { useClientValue } from '../../hooks/useClientValue.js'
import { siwxStrings } from '../../i18n/siwxStrings.js'
import { WalletIcon } from '../../icons/icons.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'

/**
 * Sign-in with the wallet: the dapp's icon and the wallet's, what signing proves, and Sign and
 * Cancel. While the wallet and the verifier work, Sign reads 'Authenticating...'; a failure
 * shows its reason ('Signature declined' for a rejection) and the view stays. Core opens this
 * view, closes the modal on success, and decides what Cancel does.
 */
export function SIWXSignMessage() {
  const { client } = useModalContext('SIWXSignMessage')
  const strings = useViewStrings('SIWXSignMessage', siwxStrings)
  const siwx = useClientValue(client, getSIWX, watchSIWX)
  const { connectedWalletInfo: wallet } = useClientValue(client, getAccount, watchAccount)
  const dappName = client.options.metadata?.name ?? strings.thisApp
  const dappIcon = client.options.metadata?.icons[0]
  const walletName = wallet?.name ?? strings.yourWallet
  const signing = siwx.status === 'signing'
  const error = siwx.error
  const errorMessage =
    error && (isUserRejection(error.cause) ? strings.signatureDeclined : error.message)

  return (
    <div className="lk-stack" aria-busy={signing || undefined}>
      <div style={{ display: 'flex', gap: 8 }}>
        <span
          className="lk-image"
          role="img"
          aria-label={dappName}
          style={{ width: 56, height: 56 }}
        >
          {dappIcon ? (
            <img src={dappIcon} alt="" />
          ) : (
            <span aria-hidden="true" style={{ fontSize: 24, fontWeight: 600 }}>
              {dappName.slice(0, 1).toUpperCase()}
            </span>
          )}
        </span>
        <span
          className="lk-image"
          role="img"
          aria-label={walletName}
          style={{ width: 56, height: 56 }}
        >
          {wallet?.icon ? <img src={wallet.icon} alt="" /> : <WalletIcon size={28} />}
        </span>
      </div>
      <p className="lk-title">{strings.siwxRequest(dappName)}</p>
      <p className="lk-note">{siwx.required ? strings.siwxDetailRequired : strings.siwxDetail}</p>
      {errorMessage && (
        <p className="lk-error" role="alert">
          {errorMessage}
        </p>
      )}
      <div className="lk-actions">
        <button
          type="button"
          className="lk-button"
          data-wide=""
          data-autofocus=""
          disabled={signing}
          onClick={() => signInWithSIWX(client).catch(() => {})}
        >
          {signing ? (
            <>
              <span className="lk-spinner" aria-hidden="true" />
              {strings.authenticating}
            </>
          ) : (
            strings.sign
          )}
        </button>
        <button
          type="button"
          className="lk-button"
          data-variant="secondary"
          data-wide=""
          disabled={signing}
          onClick={() => cancelSIWX(client).catch(() => shakeModal(client))}
        >
          {strings.cancel}
        </button>
      </div>
    </div>
  )
}
