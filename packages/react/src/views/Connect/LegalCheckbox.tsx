import {
  type ConnectViewExtras,
  getWalletRegistry,
  setLegalAccepted,
  watchWalletRegistry,
} from '@latchkey/core/modal'
import { useId } from 'react'
import { useClientValue } from '../../hooks/useClientValue.js'
import { legalStrings } from '../../i18n/legalStrings.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { legalStyles } from './legalStyles.js'

/**
 * "I agree to the Terms of Service and the Privacy Policy" (either link alone when only one is
 * set): until it is ticked the wallets stay disabled, and the hint under the box says why.
 */
export function LegalCheckbox({ legal }: { legal: NonNullable<ConnectViewExtras['legal']> }) {
  const { client } = useModalContext('LegalCheckbox')
  const strings = useViewStrings('LegalCheckbox', legalStrings)
  const { legalAccepted } = useClientValue(client, getWalletRegistry, watchWalletRegistry)
  const id = useId()
  const link = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  )
  return (
    <div className="lk-legal">
      <style>{legalStyles}</style>
      <input
        id={id}
        type="checkbox"
        checked={legalAccepted}
        aria-describedby={legalAccepted ? undefined : `${id}-hint`}
        onChange={(event) => setLegalAccepted(client, event.currentTarget.checked)}
      />
      <label htmlFor={id}>
        {strings.legalAgree} {legal.termsUrl && link(legal.termsUrl, strings.termsOfService)}
        {legal.termsUrl && legal.privacyUrl && ` ${strings.legalAnd} `}
        {legal.privacyUrl && link(legal.privacyUrl, strings.privacyPolicy)}
      </label>
      {!legalAccepted && (
        <p className="lk-note" id={`${id}-hint`}>
          {strings.legalRequired}
        </p>
      )}
    </div>
  )
}
