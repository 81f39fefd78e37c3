import type { SwapToken } from '@latchkey/core/modal'
import { TokenIcon } from '../Account/TokenIcon.js'
import { formatTokenAmount, getTokenValue } from './formatTokenAmount.js'
import type { swapViewStrings } from './swapViewStrings.js'

/** What `SwapPreviewSide` shows. */
type SwapPreviewSideProps = {
  amount: bigint
  token: SwapToken
  testId: string
  strings: typeof swapViewStrings
}

/** One side of the swap to confirm: the token's icon, the amount and its value. */
export function SwapPreviewSide({ amount, token, testId, strings }: SwapPreviewSideProps) {
  const value = getTokenValue(amount, token)
  return (
    <div>
      <TokenIcon url={token.logoUri || undefined} symbol={token.symbol} />
      <strong data-testid={testId}>{formatTokenAmount(amount, token)}</strong>
      {value !== undefined && <span className="lk-note">{strings.usdValue(value)}</span>}
    </div>
  )
}
