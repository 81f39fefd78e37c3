import type { SendState } from '@latchkey/core/modal'
import type { sendStrings } from '../../i18n/sendStrings.js'

/**
 * The short label of the Send button where the namespace words its problems as one sentence
 * (Solana): what to do first, in the order a person fills the form; the sentence shows beside.
 */
export function getShortProblem(
  state: Pick<SendState, 'sendTokenAmount' | 'receiverStatus'>,
): keyof typeof sendStrings.sendProblems {
  if (state.sendTokenAmount.trim() === '') return 'noAmount'
  const amount = Number(state.sendTokenAmount)
  if (!/^\d*\.?\d*$/.test(state.sendTokenAmount.trim()) || !Number.isFinite(amount))
    return 'invalidAmount'
  if (amount === 0) return 'zeroAmount'
  if (state.receiverStatus === 'empty') return 'noReceiver'
  return 'invalidAddress'
}
