/**
 * Whether `value` is a well-formed project id: 1 to 64 letters, digits, hyphens and underscores,
 * starting with a letter or digit (a 32-hex id such as WalletConnect issues fits too).
 */
export function isProjectId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(value)
}
