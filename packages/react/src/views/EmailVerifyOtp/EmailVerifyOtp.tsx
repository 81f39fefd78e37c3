import { emailLoginCooldownMs, getEmbeddedSource } from '@latchkey/core/internal'
import { type ClipboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useModalContext } from '../../modal/ModalContext.js'
import { ConfigurationAlert } from '../../modal/parts/ConfigurationAlert.js'
import { useSecondClock } from '../Account/useSecondClock.js'
import { emailStyles } from '../EmailLogin/emailStyles.js'
import { useEmbeddedState } from '../EmailLogin/useEmbeddedState.js'

const digitsOf = (text: string) => text.replace(/\D/g, '').slice(0, 6)

/**
 * The one-time code: six digits typed or pasted (the code is taken from pasted text), checked
 * as soon as all six are in. A wrong or expired code shows the server's reason and the field
 * empties; Resend is offered once 30 s have passed since the last code.
 */
export function EmailVerifyOtp() {
  const { client, strings } = useModalContext('EmailVerifyOtp')
  const source = getEmbeddedSource(client)
  const state = useEmbeddedState(source)
  const [code, setCode] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  const verifying = state.step === 'verifying'
  const resendAt = (state.lastSentAt ?? 0) + emailLoginCooldownMs
  const now = useSecondClock(Date.now() < resendAt)
  const waitSeconds = Math.ceil((resendAt - now) / 1000)
  useEffect(() => input.current?.focus(), [])

  const submit = (value: string) => {
    if (!source || value.length !== 6) return
    source.verifyOtp(value).catch(() => {
      setCode('')
      input.current?.focus()
    })
  }
  const change = (value: string) => {
    const digits = digitsOf(value)
    setCode(digits)
    if (digits.length === 6) submit(digits)
  }
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    change(event.clipboardData.getData('text'))
  }
  if (!source) return null
  return (
    <div className="lk-stack lk-email" aria-busy={verifying || undefined}>
      <style>{emailStyles}</style>
      {state.alert && <ConfigurationAlert message={state.alert} />}
      <p className="lk-title" id={`${id}-title`}>
        {strings.emailCodeSent(state.email ?? '')}
      </p>
      <input
        ref={input}
        className="lk-email-input lk-otp-input"
        aria-label={strings.emailCodeLabel}
        aria-describedby={`${id}-title${state.error ? ` ${id}-error` : ''}`}
        aria-invalid={state.error ? true : undefined}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        disabled={verifying}
        onChange={(event) => change(event.target.value)}
        onPaste={paste}
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
        onClick={() => source.resendCode().catch(() => {})}
      >
        {waitSeconds > 0 ? strings.emailResendIn(waitSeconds) : strings.emailResend}
      </button>
    </div>
  )
}
