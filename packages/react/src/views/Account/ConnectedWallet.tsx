import { getAccount, watchAccount } from '@latchkey/core'
import { useClientValue } from '../../hooks/useClientValue.js'
import { accountStrings } from '../../i18n/accountStrings.js'
import { WalletIcon } from '../../icons/icons.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { socialProviderNames } from '../SocialLogin/socialProviderNames.js'

/**
 * The wallet the account is connected with: its icon and name; for the embedded wallet, the
 * login the user used (Email, a social provider, or a passkey).
 */
export function ConnectedWallet() {
  const { client } = useModalContext('ConnectedWallet')
  const strings = useViewStrings('ConnectedWallet', accountStrings)
  const account = useClientValue(client, getAccount, watchAccount)
  const wallet = account.connectedWalletInfo
  if (!wallet) return null
  const { socialProvider } = account
  const label = socialProvider
    ? strings.connectedWith(socialProviderNames[socialProvider] ?? socialProvider)
    : account.signedInWithPasskey
      ? strings.connectedWithPasskey
      : strings.connectedWith(wallet.name)
  return (
    <p className="lk-wallet-chip">
      <span className="lk-wallet-chip-icon" aria-hidden="true">
        {wallet.icon ? <img src={wallet.icon} alt="" /> : <WalletIcon size={14} />}
      </span>
      {label}
    </p>
  )
}
