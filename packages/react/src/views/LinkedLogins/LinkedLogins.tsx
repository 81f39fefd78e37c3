import { pushView } from '@latchkey/core'
import {
  getLinkedLogins,
  type LinkedLogin,
  linkSocialLogin,
  unlinkLogin,
} from '@latchkey/core/modal'
import { useEffect, useState } from 'react'
import { accountStrings } from '../../i18n/accountStrings.js'
import { loadUpdateEmailWallet } from '../../modal/loadAccountViews.js'
import { prefetchView } from '../../modal/loadView.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { SocialIcon } from '../SocialLogin/SocialIcon.js'
import { socialProviderNames as names } from '../SocialLogin/socialProviderNames.js'
import { socialStyles } from '../SocialLogin/socialStyles.js'
import { DeviceRequests } from './DeviceRequests.js'
import { linkedLoginsStyles } from './linkedLoginsStyles.js'

type LinkableProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord'
const linkable = (name: string): name is LinkableProvider => name in names && name !== 'farcaster'

/**
 * In Account, for an embedded wallet's user: "Linked logins", the account's email and social
 * logins, each social one removable while another stays, and a button to link each social
 * provider of the dapp (`features.socials`) the account lacks; either login then reaches the
 * same address.
 */
export function LinkedLogins() {
  const { client } = useModalContext('LinkedLogins')
  const strings = useViewStrings('LinkedLogins', accountStrings)
  const [logins, setLogins] = useState<LinkedLogin[]>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState<string>()
  useEffect(() => {
    getLinkedLogins(client).then(setLogins, (reason: Error) => setError(reason.message))
  }, [client])
  if (!logins)
    return (
      <>
        <DeviceRequests />
        {error && <p className="lk-error">{error}</p>}
      </>
    )
  // Called in the click: linkSocialLogin opens its popup before any await.
  const run = (name: string, action: () => Promise<LinkedLogin[]>) => {
    setBusy(name)
    setError(undefined)
    action()
      .then(setLogins, (reason: Error) => setError(reason.message))
      .finally(() => setBusy(undefined))
  }
  const hasEmail = logins.some((login) => login.provider === 'email')
  const missing = client.options.features.socials
    .filter(linkable)
    .filter((provider) => !logins.some((login) => login.provider === provider))
  return (
    <>
      <style>{socialStyles + linkedLoginsStyles}</style>
      <DeviceRequests />
      <section className="lk-linked" aria-labelledby="lk-linked-title">
        <h3 id="lk-linked-title" className="lk-linked-title">
          {strings.linkedLogins}
        </h3>
        <ul className="lk-linked-list">
          {logins.map((login) => {
            const name =
              login.provider === 'email'
                ? strings.emailLogin
                : (names[login.provider] ?? login.provider)
            return (
              <li key={login.provider} className="lk-linked-item">
                {login.provider === 'email' ? (
                  <span className="lk-linked-mail" aria-hidden="true">
                    @
                  </span>
                ) : (
                  <SocialIcon provider={login.provider} />
                )}
                <span className="lk-linked-name">
                  <span>{name}</span>
                  {login.username && <span className="lk-linked-user">{login.username}</span>}
                </span>
                {login.provider !== 'email' && logins.length > 1 && (
                  <button
                    type="button"
                    className="lk-text-button"
                    disabled={busy !== undefined}
                    aria-label={strings.removeLogin(name)}
                    onClick={() =>
                      run(login.provider, () => unlinkLogin(client, { provider: login.provider }))
                    }
                  >
                    {strings.removeLoginButton}
                  </button>
                )}
              </li>
            )
          })}
        </ul>
        {(missing.length > 0 || !hasEmail) && (
          <div className="lk-linked-add">
            {/* An account made by a social login adds an email with a code sent to it. */}
            {!hasEmail && (
              <button
                type="button"
                className="lk-button"
                data-variant="secondary"
                disabled={busy !== undefined}
                onClick={() => pushView(client, 'UpdateEmailWallet')}
                onPointerEnter={() => prefetchView(loadUpdateEmailWallet)}
                onFocus={() => prefetchView(loadUpdateEmailWallet)}
              >
                <span className="lk-linked-mail" aria-hidden="true">
                  @
                </span>
                {strings.addEmail}
              </button>
            )}
            {missing.map((provider) => (
              <button
                key={provider}
                type="button"
                className="lk-button"
                data-variant="secondary"
                disabled={busy !== undefined}
                aria-busy={busy === provider || undefined}
                onClick={() => run(provider, () => linkSocialLogin(client, { provider }))}
              >
                <SocialIcon provider={provider} />
                {strings.linkLogin(names[provider] ?? provider)}
              </button>
            ))}
          </div>
        )}
        {error && (
          <p className="lk-error" role="alert">
            {error}
          </p>
        )}
      </section>
    </>
  )
}
