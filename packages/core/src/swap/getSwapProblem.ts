import { type AmountProblem, parseAmount } from '../send/parseAmount.js'

/** Why the Swap form cannot go yet; its button says it (the first one found, in this order). */
export type SwapProblem =
  | 'noToken'
  | 'noAmount'
  | AmountProblem
  | 'insufficientBalance'
  | 'quoting'
  | 'noRoute'
  | 'tooSmall'
  | 'insufficientGas'

/** What `getSwapProblem` looks at: the form, the balance of what is paid and the quote. */
export type GetSwapProblemParameters = {
  sourceDecimals: number | undefined
  toChosen: boolean
  amount: string
  /** The balance of the token paid, smallest unit. */
  sourceBalance: bigint
  quote: { status: 'idle' | 'loading' | 'ready' | 'noRoute' | 'failed'; toAmount?: bigint }
  /** The native balance less what the swap sends of it, smallest unit; undefined until read. */
  nativeLeft: bigint | undefined
  /** The network fee of the swap (and approval), native smallest unit. */
  networkFee: bigint | undefined
}

/**
 * What keeps a swap from going (spec section 5's form rules, issue 14: insufficient balance,
 * no route, too small), or undefined when it can go. A quote of nothing is 'tooSmall'; the fee
 * is checked against the native coin left once the swap's own amount is taken.
 */
export function getSwapProblem(parameters: GetSwapProblemParameters): SwapProblem | undefined {
  const { sourceDecimals, quote } = parameters
  if (sourceDecimals === undefined || !parameters.toChosen) return 'noToken'
  if (parameters.amount.trim() === '') return 'noAmount'
  const amount = parseAmount(parameters.amount, sourceDecimals)
  if (amount.problem) return amount.problem
  if (amount.value > parameters.sourceBalance) return 'insufficientBalance'
  if (quote.status === 'noRoute' || quote.status === 'failed') return 'noRoute'
  if (quote.status !== 'ready' || quote.toAmount === undefined) return 'quoting'
  if (quote.toAmount === 0n) return 'tooSmall'
  if (parameters.nativeLeft !== undefined && parameters.networkFee !== undefined)
    if (parameters.nativeLeft < parameters.networkFee) return 'insufficientGas'
  return undefined
}
