import { getEmbeddedSource } from '@latchkey/core/internal'
import { useExternalValue } from '../../hooks/useExternalValue.js'
import { useModalContext } from '../../modal/ModalContext.js'
import { useEmbeddedState } from './useEmbeddedState.js'

/** In Account, the email of an embedded wallet's user (sign out is the Account's Disconnect). */
export function EmbeddedAccountEmail() {
  const { client, strings } = useModalContext('EmbeddedAccountEmail')
  const { userEmail } = useEmbeddedState(getEmbeddedSource(client))
  const { connectedWalletInfo } = useExternalValue(client.sources.account)
  if (!userEmail || connectedWalletInfo?.name !== 'Email') return null
  return <p className="lk-note">{strings.emailSignedInAs(userEmail)}</p>
}
