import { getAccount, showToast, watchAccount } from '@latchkey/core'
import { setPreferredAccountType } from '@latchkey/core/modal'
import { useState } from 'react'
import { useClientValue } from '../../hooks/useClientValue.js'
import { accountStrings } from '../../i18n/accountStrings.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'

/**
 * In Account, for an embedded wallet whose network has a smart account: the account's type
 * (the smart account, deployed or not yet, or the EOA under the same key) and a button that
 * switches between the two.
 */
export function AccountTypeSwitch() {
  const { client } = useModalContext('AccountTypeSwitch')
  const strings = useViewStrings('AccountTypeSwitch', accountStrings)
  const account = useClientValue(client, getAccount, watchAccount)
  const [busy, setBusy] = useState(false)
  const hasSmartAccount = account.allAccounts.some((entry) => entry.type === 'smartAccount')
  if (account.connectedWalletInfo?.type !== 'AUTH' || !hasSmartAccount) return null
  const smart =
    account.allAccounts.find((entry) => entry.address === account.address)?.type === 'smartAccount'

  async function toggle() {
    setBusy(true)
    try {
      await setPreferredAccountType(client, { type: smart ? 'eoa' : 'smartAccount' })
    } catch {
      showToast(client, { message: strings.smartAccountUnsupported, variant: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="lk-account-type">
      <p className="lk-note" data-testid="account-type">
        {smart
          ? `${strings.accountTypeSmart} · ${account.smartAccountDeployed ? strings.smartAccountDeployed : strings.smartAccountNotDeployed}`
          : strings.accountTypeEoa}
      </p>
      <button
        type="button"
        className="lk-button"
        data-variant="secondary"
        data-wide=""
        disabled={busy}
        onClick={() => void toggle()}
      >
        {smart ? strings.switchToEoa : strings.switchToSmartAccount}
      </button>
    </div>
  )
}
