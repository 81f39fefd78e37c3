import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { formatUnits } from '../units/formatUnits.js'
import { getSwapStore } from './getSwapStore.js'
import { isNativeSwapToken } from './loadSwapTokens.js'
import { setSwapAmount } from './setSwapAmount.js'
import { swapGas } from './swapGas.js'

/** Pays the whole balance; for the native coin, less the swap's network fee. */
export function setSwapMax(client: LatchkeyClient): void {
  const state = getSwapStore(client).state.getState()
  const { sourceToken } = state
  if (!sourceToken) return
  let amount = sourceToken.balance
  if (isNativeSwapToken(sourceToken)) {
    const fee = (state.gasPrice ?? 0n) * swapGas
    amount = amount > fee ? amount - fee : 0n
  }
  setSwapAmount(client, { amount: formatUnits(amount, sourceToken.decimals) })
}
