/** Whether `value` is a wallet id: 1 to 64 lowercase letters, digits and hyphens, starting with a letter or digit. */
export function isWalletId(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z0-9][a-z0-9-]{0,63}$/.test(value)
}
