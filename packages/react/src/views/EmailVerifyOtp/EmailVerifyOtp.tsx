import {
  emailLoginCooldownMs,
  getEmbeddedSource,
  resendEmailCode,
  verifyEmailCode,
} from '@latchkey/core/modal'
import { useId } from 'react'
import { emailStrings } from '../../i18n/emailStrings.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { ConfigurationAlert } from '../../modal/parts/ConfigurationAlert.js'
import { useSecondClock } from '../Account/useSecondClock.js'
import { emailStyles } from '../EmailLogin/emailStyles.js'
import { FrameArea } from '../EmailLogin/FrameArea.js'
import { OtpField } from '../EmailLogin/OtpField.js'
import { useEmbeddedState } from '../EmailLogin/useEmbeddedState.js'

/**
 * The one-time code: six digits typed or pasted, checked as soon as all six are in. A wrong or
 * expired code shows the server's reason and the field empties; Resend is offered once 30 s
 * have passed since the last code. With passphrase recovery the frame's own passphrase screen
 * then shows in the view's place.
 */
export function EmailVerifyOtp() {
  const { client } = useModalContext('EmailVerifyOtp')
  const strings = useViewStrings('EmailVerifyOtp', emailStrings)
  const source = getEmbeddedSource(client)
  const state = useEmbeddedState(client)
  const id = useId()
  const verifying = state.step === 'verifying'
  const resendAt = (state.lastSentAt ?? 0) + emailLoginCooldownMs
  const now = useSecondClock(Date.now() < resendAt)
  const waitSeconds = Math.ceil((resendAt - now) / 1000)

  if (!source) return null
  if (state.step === 'passphrase')
    return (
      <div className="lk-stack">
        <style>{emailStyles}</style>
        <p className="lk-note">{strings.emailPassphrase}</p>
        <FrameArea source={source} />
      </div>
    )
  return (
    <div className="lk-stack lk-email" aria-busy={verifying || undefined}>
      <style>{emailStyles}</style>
      {state.alert && <ConfigurationAlert message={state.alert} />}
      <p className="lk-title" id={`${id}-title`}>
        {strings.emailCodeSent(state.email ?? '')}
      </p>
      <OtpField
        describedBy={`${id}-title${state.error ? ` ${id}-error` : ''}`}
        invalid={!!state.error}
        disabled={verifying}
        onComplete={(code) => verifyEmailCode(client, { otp: code })}
      />
      {state.error ? (
        <p className="lk-error" role="alert" id={`${id}-error`}>
          {state.error}
        </p>
      ) : (
        <p className="lk-note">{verifying ? strings.emailVerifying : strings.emailCodeValidity}</p>
      )}
      <button
        type="button"
        className="lk-button"
        data-variant="secondary"
        data-wide=""
        disabled={waitSeconds > 0 || verifying}
        onClick={() => resendEmailCode(client).catch(() => {})}
      >
        {waitSeconds > 0 ? strings.emailResendIn(waitSeconds) : strings.emailResend}
      </button>
    </div>
  )
}
