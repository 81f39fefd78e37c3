import type { AccountType } from '../adapter/ChainAdapter.js'
import type { NamespaceDescriptor } from '../namespaces/NamespaceDescriptor.js'
import type { TokenBalance } from '../stores/chainState.js'
import { isInsufficientGas } from './isInsufficientGas.js'
import { parseAmount, toSmallestUnit } from './parseAmount.js'
import type { SendProblem, SendState } from './SendState.js'

/** Whether a token of the list is the network's native coin (it has no contract address). */
export function isNativeToken(token: TokenBalance): boolean {
  return token.address === undefined || /:0xe{40}$/i.test(token.address)
}

/** A token's decimals as a number. */
export function getTokenDecimals(token: TokenBalance): number {
  return Number(token.quantity.decimals)
}

// What a Solana form says as one: 'Please enter a valid amount and receiver address'.
const amountOrReceiverProblems: ReadonlySet<SendProblem> = new Set<SendProblem>([
  'noAmount',
  'invalidAmount',
  'zeroAmount',
  'tooManyDecimals',
  'noReceiver',
  'invalidAddress',
  'nameNotFound',
])

/**
 * What keeps the form from being sent, in the order a person fills it (spec section 5: a
 * token, an amount within the balance, a receiver; enough for gas), or undefined when it can
 * go. The gas check needs the gas price and the native balance: until they are read, 'loading'.
 * Where the namespace's record words them as one (solana), a missing or invalid amount or
 * receiver is 'invalidAmountOrReceiver'.
 */
export function getSendProblem(
  state: Pick<
    SendState,
    'token' | 'sendTokenAmount' | 'receiverStatus' | 'gasPrice' | 'nativeBalance'
  >,
  accountType?: AccountType | undefined,
  descriptor?: NamespaceDescriptor | undefined,
): SendProblem | undefined {
  const problem = getFormProblem(state, accountType)
  return descriptor?.texts?.invalidSend && problem && amountOrReceiverProblems.has(problem)
    ? 'invalidAmountOrReceiver'
    : problem
}

function getFormProblem(
  state: Pick<
    SendState,
    'token' | 'sendTokenAmount' | 'receiverStatus' | 'gasPrice' | 'nativeBalance'
  >,
  accountType: AccountType | undefined,
): SendProblem | undefined {
  const { token } = state
  if (!token) return 'noToken'
  if (state.sendTokenAmount.trim() === '') return 'noAmount'
  const decimals = getTokenDecimals(token)
  const amount = parseAmount(state.sendTokenAmount, decimals)
  if (amount.problem) return amount.problem
  if (amount.value > toSmallestUnit(token.quantity.numeric, decimals)) return 'amountTooHigh'
  if (state.receiverStatus === 'empty') return 'noReceiver'
  if (state.receiverStatus !== 'resolved') return state.receiverStatus
  if (state.gasPrice === undefined || state.nativeBalance === undefined) return 'loading'
  if (isInsufficientGas({ balance: state.nativeBalance, gasPrice: state.gasPrice, accountType }))
    return 'insufficientGas'
  return undefined
}
