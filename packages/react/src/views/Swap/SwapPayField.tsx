import type { LatchkeyClient } from '@latchkey/core'
import {
  formatUnits,
  type SwapState,
  selectSwapToken,
  setSwapAmount,
  setSwapMax,
} from '@latchkey/core/modal'
import { formatBalance } from '../../utils/formatBalance.js'
import { AmountField } from '../WalletSend/AmountField.js'
import { SwapTokenButton } from './SwapTokenButton.js'
import type { swapViewStrings } from './swapViewStrings.js'

/** What `SwapPayField` shows. */
type SwapPayFieldProps = {
  client: LatchkeyClient
  state: SwapState
  strings: typeof swapViewStrings
}

/** The amount paid with its value, the balance with Max, and the token paid. */
export function SwapPayField({ client, state, strings }: SwapPayFieldProps) {
  const { sourceToken } = state
  const amount = Number(state.sourceTokenAmount)
  const paidValue =
    sourceToken?.price && Number.isFinite(amount) && amount > 0
      ? amount * sourceToken.price
      : undefined
  return (
    <AmountField
      label={strings.swapPay}
      value={state.sourceTokenAmount}
      onChange={(value) => setSwapAmount(client, { amount: value })}
      usdValue={paidValue}
      balance={
        sourceToken && {
          text: formatBalance(
            formatUnits(sourceToken.balance, sourceToken.decimals),
            sourceToken.symbol,
          ),
          onMax: () => setSwapMax(client),
        }
      }
    >
      <SwapTokenButton
        token={sourceToken}
        label={
          sourceToken
            ? strings.swapToken(strings.swapPay, sourceToken.symbol)
            : `${strings.swapPay}: ${strings.selectToken}`
        }
        placeholder={strings.selectToken}
        onClick={() => selectSwapToken(client, { side: 'source' })}
      />
    </AmountField>
  )
}
