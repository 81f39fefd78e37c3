import { getAccount, watchAccount } from '@latchkey/core'
import { useClientValue } from '../../hooks/useClientValue.js'
import { accountStrings } from '../../i18n/accountStrings.js'
import { WalletIcon } from '../../icons/icons.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'

/** The wallet the account is connected with: its icon and name. */
export function ConnectedWallet() {
  const { client } = useModalContext('ConnectedWallet')
  const strings = useViewStrings('ConnectedWallet', accountStrings)
  const { connectedWalletInfo: wallet } = useClientValue(client, getAccount, watchAccount)
  if (!wallet) return null
  return (
    <p className="lk-wallet-chip">
      <span className="lk-wallet-chip-icon" aria-hidden="true">
        {wallet.icon ? <img src={wallet.icon} alt="" /> : <WalletIcon size={14} />}
      </span>
      {strings.connectedWith(wallet.name)}
    </p>
  )
}
