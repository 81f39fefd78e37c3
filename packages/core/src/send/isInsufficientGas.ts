import type { AccountType } from '../adapter/ChainAdapter.js'

/** What `isInsufficientGas` looks at. */
export type IsInsufficientGasParameters = {
  /** The native balance, smallest unit. */
  balance: bigint
  /** The gas price, smallest unit of the native coin. */
  gasPrice: bigint
  accountType: AccountType | undefined
}

/**
 * Spec section 5's insufficient-gas rule: a native balance of zero, or a gas price above the
 * balance. Smart accounts are exempt (a paymaster may pay their gas).
 */
export function isInsufficientGas(parameters: IsInsufficientGasParameters): boolean {
  if (parameters.accountType === 'smartAccount') return false
  return parameters.balance === 0n || parameters.gasPrice > parameters.balance
}
