/** How a buyer pays: a card, or a bank account (ACH). */
export type OnRampPaymentMethod = 'card' | 'ach_bank_account'

/** The least and the most one purchase may be, as decimal strings with two places. */
export type OnRampLimit = { min: string; max: string }

/** Spec section 9's default limits, the same in USD and EUR. */
export const onRampDefaultLimits: Readonly<Record<OnRampPaymentMethod, OnRampLimit>> = {
  card: { min: '10.00', max: '7500.00' },
  ach_bank_account: { min: '10.00', max: '25000.00' },
}

/** Why an amount cannot be bought: not a number, or outside the method's limits. */
export type OnRampAmountProblem =
  | { kind: 'noAmount' }
  | { kind: 'invalidAmount' }
  | { kind: 'belowMinimum'; limit: string }
  | { kind: 'aboveMaximum'; limit: string }

// Plain decimal notation with at most two places (cents).
const fiatAmount = /^\d+(\.\d{0,2})?$|^\.\d{1,2}$/

/** Checks `amount` (as typed) against `limit`: undefined when it can be bought. */
export function getOnRampAmountProblem(
  amount: string,
  limit: OnRampLimit,
): OnRampAmountProblem | undefined {
  const text = amount.trim()
  if (text === '') return { kind: 'noAmount' }
  if (!fiatAmount.test(text)) return { kind: 'invalidAmount' }
  const cents = toCents(text)
  if (cents < toCents(limit.min)) return { kind: 'belowMinimum', limit: limit.min }
  if (cents > toCents(limit.max)) return { kind: 'aboveMaximum', limit: limit.max }
  return undefined
}

// Exact comparison without floating point: '10.5' is 1050 cents.
function toCents(text: string): number {
  const [whole = '', fraction = ''] = text.split('.')
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0').slice(0, 2))
}
