import {
  emailLoginCooldownMs,
  getEmbeddedSource,
  resendEmailCode,
  waitForDeviceApproval,
} from '@latchkey/core/modal'
import { useEffect } from 'react'
import { emailStrings } from '../../i18n/emailStrings.js'
import { MailIcon } from '../../icons/viewIcons.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { ConfigurationAlert } from '../../modal/parts/ConfigurationAlert.js'
import { useSecondClock } from '../Account/useSecondClock.js'
import { explainerStyles } from '../Connect/explainerStyles.js'
import { emailStyles } from '../EmailLogin/emailStyles.js'
import { useEmbeddedState } from '../EmailLogin/useEmbeddedState.js'

/**
 * A new device of an account with a wallet: an approval link went to the email, and this view
 * waits until it is opened (core then moves on to EmailVerifyOtp by itself). Resend is offered
 * once 30 s have passed since the last email.
 */
export function EmailVerifyDevice() {
  const { client } = useModalContext('EmailVerifyDevice')
  const strings = useViewStrings('EmailVerifyDevice', emailStrings)
  const source = getEmbeddedSource(client)
  const state = useEmbeddedState(client)
  const resendAt = (state.lastSentAt ?? 0) + emailLoginCooldownMs
  const now = useSecondClock(Date.now() < resendAt)
  const waitSeconds = Math.ceil((resendAt - now) / 1000)
  const sending = state.step === 'sending'
  const waiting = state.step === 'device'

  // Core stops waiting by itself once this view is left.
  useEffect(() => {
    if (waiting && source) waitForDeviceApproval(client).catch(() => {})
  }, [client, source, waiting])

  if (!source) return null
  return (
    <div className="lk-stack lk-explainer">
      <style>{emailStyles}</style>
      <style>{explainerStyles}</style>
      <span className="lk-explainer-icon" aria-hidden="true">
        <MailIcon size={28} />
      </span>
      <p className="lk-title">{strings.emailDeviceHeading}</p>
      <p className="lk-note">
        {strings.emailDeviceSent(state.email ?? '')}. {strings.emailDeviceDetail}
      </p>
      {/* The frame timed out or failed: the wait stopped, so no "waiting" status either. */}
      {state.alert && <ConfigurationAlert message={state.alert} />}
      {state.error ? (
        <p className="lk-error" role="alert">
          {state.error}
        </p>
      ) : (
        !state.alert && (
          <p className="lk-device-waiting" role="status">
            <span className="lk-spinner" aria-hidden="true" />
            {strings.emailDeviceWaiting}
          </p>
        )
      )}
      <button
        type="button"
        className="lk-button"
        data-variant="secondary"
        data-wide=""
        disabled={waitSeconds > 0 || sending}
        onClick={() => resendEmailCode(client).catch(() => {})}
      >
        {waitSeconds > 0 ? strings.emailDeviceResendIn(waitSeconds) : strings.emailDeviceResend}
      </button>
    </div>
  )
}
