import { pushView } from '@latchkey/core'
import {
  cancelSocialLogin,
  connectSocial,
  getOfferedSocials,
  socialLoginMessages,
} from '@latchkey/core/modal'
import { useEffect, useState } from 'react'
import { socialStrings } from '../../i18n/socialStrings.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { useEmbeddedState } from '../EmailLogin/useEmbeddedState.js'
import { SocialIcon } from './SocialIcon.js'
import { socialProviderNames as names } from './socialProviderNames.js'
import { socialStyles } from './socialStyles.js'

type Provider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster'
const isProvider = (name: string): name is Provider => name in names

/** Icons shown in the row before "More" takes the rest. */
const rowSize = 4

/**
 * The social logins beside the email field, in the dapp's order (`features.socials`, less those
 * the server has no OAuth app for in the dapp's project): the first
 * as a wide "Continue with" button, the next in a row of icons, the rest behind "More". A click
 * opens the provider's popup (core opens it in the click); while it is open a status with Cancel
 * shows, and a closed or failed popup leaves its error with the buttons to try again.
 */
export function SocialLogin() {
  const { client } = useModalContext('SocialLogin')
  const strings = useViewStrings('SocialLogin', socialStrings)
  const state = useEmbeddedState(client)
  const [expanded, setExpanded] = useState(false)
  // The server's answer for the project: a provider it has no OAuth app for is not offered.
  // Until it answers (or if the frame cannot), the dapp's list shows as it is.
  const [offered, setOffered] = useState<string[]>()
  useEffect(() => {
    getOfferedSocials(client).then(setOffered, () => setOffered(undefined))
  }, [client])
  const providers = client.options.features.socials
    .filter(isProvider)
    .filter((provider) => !offered || offered.includes(provider))
  if (providers.length === 0) return null
  const { social } = state
  // Farcaster has its own protocol: a QR code in ConnectingFarcaster (which starts it), no popup.
  const start = (provider: Provider) =>
    provider === 'farcaster'
      ? pushView(client, 'ConnectingFarcaster')
      : void connectSocial(client, { provider }).catch(() => {})
  const errorText =
    social.error === socialLoginMessages.closed
      ? strings.socialPopupClosed
      : social.error === socialLoginMessages.blocked
        ? strings.socialPopupBlocked
        : social.error
  if (social.waiting && social.provider)
    return (
      <div className="lk-social">
        <style>{socialStyles}</style>
        <div className="lk-social-status">
          <span className="lk-spinner" aria-hidden="true" />
          <span role="status">
            {social.waiting === 'device'
              ? strings.socialDevice
              : social.waiting === 'signedInDevice'
                ? strings.socialSignedInDevice
                : strings.socialWaiting(names[social.provider] ?? social.provider)}
          </span>
          <button
            type="button"
            className="lk-text-button"
            onClick={() => cancelSocialLogin(client)}
          >
            {strings.cancel}
          </button>
        </div>
      </div>
    )
  const [first, ...rest] = providers
  const row = expanded || rest.length <= rowSize ? rest : rest.slice(0, rowSize - 1)
  return (
    <fieldset className="lk-social" aria-label={strings.socialLabel}>
      <style>{socialStyles}</style>
      {first && (
        <button type="button" className="lk-social-wide" onClick={() => start(first)}>
          <SocialIcon provider={first} />
          {strings.socialContinueWith(names[first] ?? first)}
        </button>
      )}
      {rest.length > 0 && (
        <div className="lk-social-row">
          {row.map((provider) => (
            <button
              key={provider}
              type="button"
              className="lk-social-icon"
              aria-label={strings.socialContinueWith(names[provider] ?? provider)}
              title={names[provider]}
              onClick={() => start(provider)}
            >
              <SocialIcon provider={provider} />
            </button>
          ))}
          {row.length < rest.length && (
            <button
              type="button"
              className="lk-social-icon lk-social-more"
              aria-expanded="false"
              onClick={() => setExpanded(true)}
            >
              {strings.socialMore}
            </button>
          )}
        </div>
      )}
      {errorText && (
        <p className="lk-error" role="alert">
          {errorText}
        </p>
      )}
    </fieldset>
  )
}
