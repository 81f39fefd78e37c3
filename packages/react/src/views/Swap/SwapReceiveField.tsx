import type { LatchkeyClient } from '@latchkey/core'
import { formatUnits, type SwapState, selectSwapToken } from '@latchkey/core/modal'
import { formatBalance } from '../../utils/formatBalance.js'
import { formatTokenAmount, getTokenValue } from './formatTokenAmount.js'
import { SwapTokenButton } from './SwapTokenButton.js'
import type { swapViewStrings } from './swapViewStrings.js'

/** What `SwapReceiveField` shows. */
type SwapReceiveFieldProps = {
  client: LatchkeyClient
  state: SwapState
  strings: typeof swapViewStrings
}

/** The quoted amount received (a spinner while asked) with its value, and the token received. */
export function SwapReceiveField({ client, state, strings }: SwapReceiveFieldProps) {
  const { toToken, quote } = state
  const received = quote.status === 'ready' ? quote.toAmount : undefined
  const receivedValue =
    received !== undefined && toToken ? getTokenValue(received, toToken) : undefined
  return (
    <div className="lk-field">
      <span className="lk-field-label">{strings.swapReceive}</span>
      <div className="lk-field-row">
        <output
          className="lk-swap-out"
          data-testid="swap-quote"
          aria-label={strings.swapReceive}
          {...(received === undefined ? { 'data-empty': '' } : {})}
        >
          {quote.status === 'loading' ? (
            <span className="lk-spinner" role="status" aria-label={strings.swapQuoteLoading} />
          ) : received !== undefined && toToken ? (
            formatBalance(formatUnits(received, toToken.decimals))
          ) : (
            '0'
          )}
        </output>
        <SwapTokenButton
          token={toToken}
          label={
            toToken
              ? strings.swapToken(strings.swapReceive, toToken.symbol)
              : `${strings.swapReceive}: ${strings.selectToken}`
          }
          placeholder={strings.selectToken}
          onClick={() => selectSwapToken(client, { side: 'to' })}
        />
      </div>
      <div className="lk-field-row lk-field-note">
        <span>{receivedValue === undefined ? '' : strings.usdValue(receivedValue)}</span>
        {toToken && (
          <span style={{ marginInlineStart: 'auto' }}>
            {strings.sendBalance(formatTokenAmount(toToken.balance, toToken))}
          </span>
        )}
      </div>
    </div>
  )
}
