/** Operation types whose amounts read as gains (spec section 9). */
const plusOperationTypes: readonly string[] = ['receive', 'deposit', 'borrow', 'claim']

/** Operation types whose amounts read as losses (spec section 9; a send's title says it already). */
const minusOperationTypes: readonly string[] = ['withdraw', 'repay', 'burn']

/** The sign an activity entry's amounts carry for its operation type: '+', '-' or none. */
export function getTransactionSign(operationType: string): '+' | '-' | '' {
  if (plusOperationTypes.includes(operationType)) return '+'
  if (minusOperationTypes.includes(operationType)) return '-'
  return ''
}
