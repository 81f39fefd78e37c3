import { getAccount, getPortfolio, watchAccount, watchPortfolio } from '@latchkey/core'
import { getTotalBalance } from '@latchkey/core/modal'
import { useClientValue } from '../../hooks/useClientValue.js'
import { accountStrings } from '../../i18n/accountStrings.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { formatBalance } from '../../utils/formatBalance.js'

/**
 * The account's balances: the total value of its tokens in the data API's currency, on networks
 * the data API serves, over the native balance. Both lines keep their height while loading (a
 * placeholder bar), so nothing under them moves when the figures arrive.
 */
export function AccountBalance() {
  const { client } = useModalContext('AccountBalance')
  const strings = useViewStrings('AccountBalance', accountStrings)
  const account = useClientValue(client, getAccount, watchAccount)
  const portfolio = useClientValue(client, getPortfolio, watchPortfolio)
  const withTotal = client.options.apiUrl !== undefined && !client.options.basic
  const total = getTotalBalance(portfolio, account.tokenBalance, account.caipAddress)
  // A total line only where one can come: hidden once the data API said it does not serve the
  // network or failed (the Tokens tab says so).
  const totalPending =
    withTotal &&
    total === undefined &&
    (portfolio.status === 'idle' || portfolio.status === 'loading') &&
    portfolio.supported !== false
  return (
    <div className="lk-balances" aria-live="polite">
      {total !== undefined ? (
        <p className="lk-total">
          <span className="lk-sr">{strings.totalBalance} </span>
          {strings.usdValue(total)}
        </p>
      ) : (
        totalPending && <span className="lk-placeholder lk-total-placeholder" aria-hidden="true" />
      )}
      <p className="lk-note lk-native-balance">
        {account.balance === undefined ? (
          <span
            className="lk-placeholder lk-native-placeholder"
            role="img"
            aria-label={strings.balanceLoading}
          />
        ) : (
          formatBalance(account.balance, account.balanceSymbol)
        )}
      </p>
    </div>
  )
}
