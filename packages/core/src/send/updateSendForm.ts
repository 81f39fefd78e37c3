import { formatUnits } from '../units/formatUnits.js'
import { getTokenDecimals, isNativeToken } from './getSendProblem.js'
import type { SendStore } from './getSendStore.js'
import type { SendState } from './SendState.js'

/** Sets part of the Send form and works its dollar figures (network fee, native balance) out again. */
export function updateSendForm(store: SendStore, partial: Partial<SendState>): void {
  store.state.setState(partial)
  const state = store.state.getState()
  const native = state.tokenBalances.find(isNativeToken)
  if (!native || state.gasPrice === undefined || state.nativeBalance === undefined) return
  const decimals = getTokenDecimals(native)
  const { transferGas } = store.run
  const gasLimit =
    state.gasLimit ??
    (state.token && !isNativeToken(state.token) ? transferGas.token : transferGas.native)
  const inNative = (value: bigint) => Number(formatUnits(value, decimals))
  store.state.setState({
    gasPriceInUSD: native.price ? inNative(state.gasPrice * gasLimit) * native.price : undefined,
    networkBalanceInUSD: native.price ? inNative(state.nativeBalance) * native.price : undefined,
  })
}
