import { pushView } from '@latchkey/core'
import { getWalletFeatures, watchWalletFeatures } from '@latchkey/core/modal'
import { useClientValue } from '../../hooks/useClientValue.js'
import { accountStrings } from '../../i18n/accountStrings.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'

/**
 * The Tokens tab of an account that holds nothing yet: says so and offers Buy and Receive (the
 * ones the dapp turned on), the two ways to get funds.
 */
export function FundAccount() {
  const { client } = useModalContext('FundAccount')
  const strings = useViewStrings('FundAccount', accountStrings)
  const features = useClientValue(client, getWalletFeatures, watchWalletFeatures)
  const canBuy = features.includes('onramp')
  const canReceive = features.includes('receive')
  return (
    <div className="lk-fund" data-testid="fund-account">
      <p className="lk-fund-title">{strings.fundTitle}</p>
      <p className="lk-note">{strings.fundText(canBuy, canReceive)}</p>
      {(canBuy || canReceive) && (
        <div className="lk-fund-buttons">
          {canBuy && (
            <button
              type="button"
              className="lk-button"
              onClick={() => pushView(client, 'OnRampProviders')}
            >
              {strings.fundBuy}
            </button>
          )}
          {canReceive && (
            <button
              type="button"
              className="lk-button"
              data-variant="secondary"
              onClick={() => pushView(client, 'WalletReceive')}
            >
              {strings.fundReceive}
            </button>
          )}
        </div>
      )}
    </div>
  )
}
