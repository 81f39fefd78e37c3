import {
  cancelWalletRequest,
  getConnection,
  resendWalletRequest,
  watchConnection,
} from '@latchkey/core'
import { useId } from 'react'
import { useClientValue } from '../hooks/useClientValue.js'
import { walletRequestStrings } from '../i18n/walletRequestStrings.js'
import { useModalContext, useViewStrings } from './ModalContext.js'
import { requestStyles } from './requestStyles.js'

/**
 * Shown when a request sent to a WalletConnect wallet has waited too long (the wallet closed or
 * lost its connection): Resend sends it again (never for a request that moves funds), Cancel
 * makes the dapp's call reject as declined. Whatever the modal shows, it stays out of its way.
 */
export function WalletRequestNotice() {
  const { client } = useModalContext('WalletRequestNotice')
  const strings = useViewStrings('WalletRequestNotice', walletRequestStrings)
  const { walletRequest } = useClientValue(client, getConnection, watchConnection)
  const titleId = useId()
  if (!walletRequest?.stalled) return null
  return (
    <section className="lk-request" aria-labelledby={titleId} data-testid="latchkey-wallet-request">
      <style>{requestStyles}</style>
      <div role="alert">
        <p className="lk-title" id={titleId}>
          {strings.walletRequestTitle}
        </p>
        <p className="lk-note">
          {walletRequest.resendable
            ? strings.walletRequestDetail
            : strings.walletRequestDetailFunds}
        </p>
      </div>
      <div className="lk-actions">
        {walletRequest.resendable && (
          <button
            type="button"
            className="lk-button"
            data-wide=""
            onClick={() => resendWalletRequest(client)}
          >
            {strings.resend}
          </button>
        )}
        <button
          type="button"
          className="lk-button"
          data-variant="secondary"
          data-wide=""
          onClick={() => cancelWalletRequest(client)}
        >
          {strings.cancel}
        </button>
      </div>
    </section>
  )
}
