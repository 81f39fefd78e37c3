import { useEffect } from 'react'
import { useLatchkeyContext } from '../../context/LatchkeyContext.js'
import { useExternalValue } from '../../hooks/useExternalValue.js'
import { formatBalance } from '../../utils/formatBalance.js'
import { TokenIcon } from './TokenIcon.js'

/**
 * The Tokens tab: each token's icon, name, amount (3 decimals) and value. The client fetches
 * them (cached 30 s; after a failure it toasts and waits 30 s before asking again).
 */
export function TokensTab() {
  const { client, strings } = useLatchkeyContext('TokensTab')
  const account = useExternalValue(client.sources.account)
  const portfolio = useExternalValue(client.sources.portfolio)
  const { caipAddress } = account

  useEffect(() => {
    if (caipAddress) void client.fetchTokenBalance()
  }, [client, caipAddress])

  const tokens = account.tokenBalance
  if (tokens.length === 0 && (portfolio.status === 'idle' || portfolio.status === 'loading'))
    return (
      <div className="lk-loading">
        <span className="lk-spinner" role="img" aria-label={strings.tokensLoading} />
      </div>
    )
  if (tokens.length === 0) return <p className="lk-empty">{strings.noTokens}</p>
  return (
    <ul className="lk-rows">
      {tokens.map((token) => (
        <li key={token.address ?? `${token.chainId}:native`} className="lk-row">
          <TokenIcon url={token.iconUrl || undefined} symbol={token.symbol} />
          <span className="lk-row-text">
            <span className="lk-row-title">{token.name}</span>
            <span className="lk-row-detail">
              {formatBalance(token.quantity.numeric, token.symbol)}
            </span>
          </span>
          {token.price > 0 && (
            <span className="lk-row-end">
              <span className="lk-row-title">{strings.usdValue(token.value)}</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}
