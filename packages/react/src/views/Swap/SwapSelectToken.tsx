import {
  chooseSwapToken,
  formatUnits,
  getSuggestedSwapTokens,
  type SwapToken,
  searchSwapTokens,
} from '@latchkey/core/modal'
import { useState } from 'react'
import { useModalContext, useViewStrings } from '../../modal/ModalContext.js'
import { formatBalance } from '../../utils/formatBalance.js'
import { accountStyles } from '../Account/accountStyles.js'
import { TokenIcon } from '../Account/TokenIcon.js'
import { sendStyles } from '../WalletSend/sendStyles.js'
import { TokenSearch } from '../WalletSend/TokenSearch.js'
import { getTokenValue } from './formatTokenAmount.js'
import { swapStyles } from './swapStyles.js'
import { swapViewStrings } from './swapViewStrings.js'
import { useSwap } from './useSwap.js'

/**
 * The tokens of the network's market for one side of the swap: suggested ones (held, then
 * popular) as chips, then every token, with a search by name, symbol or contract address.
 */
export function SwapSelectToken() {
  const strings = useViewStrings('SwapSelectToken', swapViewStrings)
  const { client } = useModalContext('SwapSelectToken')
  const state = useSwap()
  const [query, setQuery] = useState('')
  const current = state.selecting === 'source' ? state.sourceToken : state.toToken
  const shown = searchSwapTokens(state.tokens, query)
  const suggested = getSuggestedSwapTokens(state.tokens)
  const isCurrent = (token: SwapToken) => token.address === current?.address
  return (
    <div>
      <style>{accountStyles + sendStyles + swapStyles}</style>
      <TokenSearch label={strings.searchTokens} value={query} onChange={setQuery} />
      {!query && suggested.length > 0 && (
        <ul className="lk-chips" aria-label={strings.suggestedTokens}>
          {suggested.map((token) => (
            <li key={token.address}>
              <button
                type="button"
                className="lk-token-button"
                aria-current={isCurrent(token) ? 'true' : undefined}
                onClick={() => chooseSwapToken(client, { token })}
              >
                <TokenIcon url={token.logoUri || undefined} symbol={token.symbol} />
                <span>{token.symbol}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {shown.length === 0 ? (
        <p className="lk-empty">
          {state.tokensStatus === 'loading' ? strings.tokensLoading : strings.noTokensFound}
        </p>
      ) : (
        <ul className="lk-token-list" aria-label={strings.allTokens}>
          {shown.map((token) => {
            const value = getTokenValue(token.balance, token)
            return (
              <li key={token.address}>
                <button
                  type="button"
                  className="lk-row"
                  aria-current={isCurrent(token) ? 'true' : undefined}
                  onClick={() => chooseSwapToken(client, { token })}
                >
                  <TokenIcon url={token.logoUri || undefined} symbol={token.symbol} />
                  <span className="lk-row-text">
                    <span className="lk-row-title">{token.name}</span>
                    <span className="lk-row-detail">
                      {formatBalance(formatUnits(token.balance, token.decimals), token.symbol)}
                    </span>
                  </span>
                  {value !== undefined && token.balance > 0n && (
                    <span className="lk-row-end">
                      <span className="lk-row-title">{strings.usdValue(value)}</span>
                    </span>
                  )}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
