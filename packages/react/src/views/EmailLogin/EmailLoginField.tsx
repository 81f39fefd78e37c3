import type { EmbeddedSource } from '@latchkey/core/internal'
import { type FormEvent, useId, useState } from 'react'
import { useModalContext } from '../../modal/ModalContext.js'
import { emailStyles } from './emailStyles.js'
import { useEmbeddedState } from './useEmbeddedState.js'

/**
 * The email field above the wallet list: Continue sends a one-time code (core then opens
 * EmailVerifyOtp); the frame starts loading as the field gets focus.
 */
export function EmailLoginField({ source }: { source: EmbeddedSource }) {
  const { strings } = useModalContext('EmailLoginField')
  const state = useEmbeddedState(source)
  const [email, setEmail] = useState(state.email ?? '')
  const id = useId()
  const sending = state.step === 'sending'
  const error = state.step === 'idle' || state.step === 'sending' ? state.error : undefined
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!sending) source.startEmailLogin(email.trim()).catch(() => {})
  }
  return (
    <form className="lk-email" onSubmit={submit} noValidate>
      <style>{emailStyles}</style>
      <div className="lk-email-row">
        <input
          aria-label={strings.emailLabel}
          className="lk-email-input"
          type="email"
          autoComplete="email"
          placeholder={strings.emailPlaceholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onFocus={() => source.prefetch()}
          onPointerEnter={() => source.prefetch()}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          required
        />
        <button
          type="submit"
          className="lk-button"
          disabled={sending || !/^\S+@\S+\.\S+$/.test(email.trim())}
          aria-busy={sending || undefined}
        >
          {sending ? strings.emailSending : strings.emailContinue}
        </button>
      </div>
      {error && (
        <p className="lk-error" role="alert" id={`${id}-error`}>
          {error}
        </p>
      )}
    </form>
  )
}
