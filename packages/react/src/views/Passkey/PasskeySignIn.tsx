import { connectPasskey } from '@latchkey/core/modal'
import { socialStrings } from '../../i18n/socialStrings.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { socialStyles } from '../SocialLogin/socialStyles.js'

/**
 * "Sign in with a passkey" under the email field and the social logins: the Passkey view, where
 * the frame's own screen asks the browser for a passkey of the wallet's origin. Shown only where
 * the browser has WebAuthn.
 */
export function PasskeySignIn() {
  const { client } = useModalContext('PasskeySignIn')
  const strings = useViewStrings('PasskeySignIn', socialStrings)
  if (typeof window === 'undefined' || !('PublicKeyCredential' in window)) return null
  return (
    <div className="lk-social">
      <style>{socialStyles}</style>
      <button
        type="button"
        className="lk-social-wide"
        onClick={() => void connectPasskey(client).catch(() => {})}
      >
        <svg
          className="lk-social-mark"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          aria-hidden="true"
        >
          <path
            fill="currentColor"
            d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm0 2c-3.3 0-6 1.8-6 4v2h10.5a5.9 5.9 0 0 1-.5-2.4c0-1 .2-1.9.6-2.7-1.3-.6-2.9-.9-4.6-.9Zm9-1a3.5 3.5 0 0 0-1 6.9V22l1.5 1 1.5-1-1-1 1-1-1-1v-.1a3.5 3.5 0 0 0-1-6.9Zm0 2a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z"
          />
        </svg>
        {strings.signInWithPasskey}
      </button>
    </div>
  )
}
