import { goBack } from '@latchkey/core'
import {
  getEmbeddedSource,
  resetEmailUpdate,
  updateEmail,
  verifyEmailUpdate,
} from '@latchkey/core/modal'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { accountStrings } from '../../i18n/accountStrings.js'
import { emailStrings } from '../../i18n/emailStrings.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { useViewHeader } from '../../modal/useViewHeader.js'
import { emailStyles } from '../EmailLogin/emailStyles.js'
import { OtpField } from '../EmailLogin/OtpField.js'
import { useEmbeddedState } from '../EmailLogin/useEmbeddedState.js'

// Its strings: the email account's (from Account) and the email views'.
const updateEmailStrings = { ...accountStrings, ...emailStrings }

/**
 * Changing the embedded wallet's email: the new email, then a code sent to the current one
 * (VERIFY_PRIMARY_OTP), then a code sent to the new one (VERIFY_SECONDARY_OTP); core then
 * returns to Account. The wallet's address stays the same. An account without an email (a
 * social login's) adds one under the title "Add an email", with the new email's code alone.
 */
export function UpdateEmailWallet() {
  const { client } = useModalContext('UpdateEmailWallet')
  const strings = useViewStrings('UpdateEmailWallet', updateEmailStrings)
  const source = getEmbeddedSource(client)
  const { userEmail, update } = useEmbeddedState(client)
  const [email, setEmail] = useState('')
  const id = useId()
  useEffect(() => resetEmailUpdate(client), [client])
  // An account without an email (a social login's) adds its first one: the title says so.
  useViewHeader(userEmail ? undefined : { title: strings.addEmail, onBack: () => goBack(client) })

  if (!source) return null
  const error = update.error && (
    <p className="lk-error" role="alert" id={`${id}-error`}>
      {update.error}
    </p>
  )
  if (update.step !== 'idle') {
    const primary = update.step === 'VERIFY_PRIMARY_OTP'
    return (
      <div className="lk-stack lk-email" aria-busy={update.busy || undefined}>
        <style>{emailStyles}</style>
        <p className="lk-title" id={`${id}-title`}>
          {strings.emailCodeSent((primary ? userEmail : update.email) ?? '')}
        </p>
        <OtpField
          key={update.step}
          describedBy={`${id}-title${update.error ? ` ${id}-error` : ''}`}
          invalid={!!update.error}
          disabled={update.busy}
          onComplete={(code) => verifyEmailUpdate(client, { otp: code })}
        />
        {error ?? (
          <p className="lk-note">
            {primary ? strings.updateEmailPrimaryNote : strings.updateEmailSecondaryNote}
          </p>
        )}
      </div>
    )
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!update.busy) updateEmail(client, { email: email.trim() }).catch(() => {})
  }
  return (
    <form className="lk-stack lk-email" onSubmit={submit} noValidate>
      <style>{emailStyles}</style>
      {userEmail && <p className="lk-note">{strings.emailSignedInAs(userEmail)}</p>}
      <div className="lk-email-row lk-email-account">
        <input
          aria-label={strings.updateEmailLabel}
          className="lk-email-input"
          type="email"
          autoComplete="email"
          placeholder={strings.updateEmailLabel}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={update.error ? true : undefined}
          aria-describedby={update.error ? `${id}-error` : undefined}
          required
        />
      </div>
      {error}
      <button
        type="submit"
        className="lk-button"
        data-wide=""
        disabled={update.busy || !/^\S+@\S+\.\S+$/.test(email.trim())}
        aria-busy={update.busy || undefined}
      >
        {strings.updateEmailSave}
      </button>
    </form>
  )
}
