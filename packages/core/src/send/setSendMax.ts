import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { formatUnits } from '../units/formatUnits.js'
import { estimateSendGas } from './estimateSendGas.js'
import { getTokenDecimals, isNativeToken } from './getSendProblem.js'
import { getSendStore } from './getSendStore.js'
import { toSmallestUnit } from './parseAmount.js'

/** Sets the amount to the token's whole balance; for the native coin, less the gas of the transfer. */
export function setSendMax(client: LatchkeyClient): void {
  const store = getSendStore(client)
  const { token, gasPrice } = store.state.getState()
  if (!token) return
  const decimals = getTokenDecimals(token)
  let balance = toSmallestUnit(token.quantity.numeric, decimals)
  if (isNativeToken(token)) {
    const fee = (gasPrice ?? 0n) * store.run.transferGas.native
    balance = balance > fee ? balance - fee : 0n
  }
  store.state.setState({ sendTokenAmount: formatUnits(balance, decimals) })
  void estimateSendGas(client)
}
