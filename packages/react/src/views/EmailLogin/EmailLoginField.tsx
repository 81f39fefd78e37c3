import { getRouter } from '@latchkey/core'
import { type EmbeddedSource, startEmailLogin } from '@latchkey/core/modal'
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { emailFieldStrings } from '../../i18n/emailFieldStrings.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { ConfigurationAlert } from '../../modal/parts/ConfigurationAlert.js'
import { emailStyles } from './emailStyles.js'
import { useEmbeddedState } from './useEmbeddedState.js'

// The social logins (with `features.socials`): a chunk of their own, loaded from this one so the
// modal's chunk does not grow.
const SocialLogin = lazy(() =>
  import('../SocialLogin/SocialLogin.js').then((module) => ({ default: module.SocialLogin })),
)

// "Sign in with a passkey": its own chunk too, with core's passkey action.
const PasskeySignIn = lazy(() =>
  import('../Passkey/PasskeySignIn.js').then((module) => ({ default: module.PasskeySignIn })),
)

/**
 * The email field above the wallet list: Continue sends a one-time code (core then opens
 * EmailVerifyOtp); the frame starts loading as the modal shows the field.
 */
export function EmailLoginField({ source }: { source: EmbeddedSource }) {
  const { client } = useModalContext('EmailLoginField')
  const strings = useViewStrings('EmailLoginField', emailFieldStrings)
  const state = useEmbeddedState(client)
  const [email, setEmail] = useState(state.email ?? '')
  const id = useId()
  // The frame loads (hidden) as the modal opens, not with the page: Continue then finds it ready.
  useEffect(() => source.prefetch(), [source])
  // Opened by a dapp's email button (`WalletButton wallet="email"`): the field takes focus, once
  // it loaded (it is a chunk of its own, so the view's first focus came before it).
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (getRouter(client).data?.focus === 'email') input.current?.focus()
  }, [client])
  const sending = state.step === 'sending'
  const error = state.step === 'idle' || state.step === 'sending' ? state.error : undefined
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!sending) startEmailLogin(client, { email: email.trim() }).catch(() => {})
  }
  return (
    <>
      <form className="lk-email" onSubmit={submit} noValidate>
        <style>{emailStyles}</style>
        {state.alert && <ConfigurationAlert message={state.alert} />}
        <div className="lk-email-row">
          <input
            ref={input}
            aria-label={strings.emailLabel}
            className="lk-email-input"
            type="email"
            autoComplete="email"
            placeholder={strings.emailPlaceholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
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
      {client.options.features.socials.length > 0 && (
        <Suspense fallback={null}>
          <SocialLogin />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <PasskeySignIn />
      </Suspense>
    </>
  )
}
