import {
  fetchTokenBalance,
  getAccount,
  getPortfolio,
  watchAccount,
  watchPortfolio,
} from '@latchkey/core'
import { getTokenBalanceRetryIn } from '@latchkey/core/modal'
import { useEffect } from 'react'
import { useClientValue } from '../../hooks/useClientValue.js'
import { accountStrings } from '../../i18n/accountStrings.js'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { RetryNotice } from '../../modal/parts/RetryNotice.js'
import { FundAccount } from './FundAccount.js'
import { RowsPlaceholder } from './RowsPlaceholder.js'
import { TokenRowContent } from './TokenRowContent.js'
import { useSecondClock } from './useSecondClock.js'

/**
 * The Tokens tab: each token's icon, name, amount and value. The client fetches them (cached
 * 30 s). After a failure the tab says 'Token Balance Unavailable' (the client toasts it too)
 * with a retry that counts down the 30 s during which the client will not ask again.
 */
export function TokensTab() {
  const { client } = useModalContext('TokensTab')
  const strings = useViewStrings('TokensTab', accountStrings)
  const account = useClientValue(client, getAccount, watchAccount)
  const portfolio = useClientValue(client, getPortfolio, watchPortfolio)
  const { caipAddress } = account

  useEffect(() => {
    if (caipAddress) void fetchTokenBalance(client)
  }, [client, caipAddress])

  const tokens = account.tokenBalance
  // On a network the data API does not serve, the native coin read from the chain still shows.
  const failed =
    portfolio.status === 'error' && (portfolio.supported !== false || tokens.length === 0)
  const now = useSecondClock(failed)
  if (failed) {
    const seconds = Math.ceil(getTokenBalanceRetryIn(portfolio, now) / 1000)
    return (
      <RetryNotice
        message={strings.tokenBalanceUnavailable}
        label={seconds > 0 ? strings.tryAgainIn(seconds) : strings.tryAgain}
        disabled={seconds > 0}
        onRetry={() => void fetchTokenBalance(client)}
      />
    )
  }
  if (tokens.length === 0 && (portfolio.status === 'idle' || portfolio.status === 'loading'))
    return <RowsPlaceholder label={strings.tokensLoading} />
  if (tokens.length === 0) return <p className="lk-empty">{strings.noTokens}</p>
  // A new account holds nothing: say how to get funds rather than list 'Ether 0 ETH'.
  if (tokens.every((token) => Number(token.quantity.numeric) === 0)) return <FundAccount />
  return (
    <ul className="lk-rows">
      {tokens.map((token) => (
        <li key={token.address ?? `${token.chainId}:native`} className="lk-row">
          <TokenRowContent token={token} />
        </li>
      ))}
    </ul>
  )
}
