const addressPattern = /^0x[0-9a-fA-F]{40}$/

/** Whether `value` is a 0x-prefixed, 20-byte hex address, in any letter case. */
export function isAddress(value: unknown): value is string {
  return typeof value === 'string' && addressPattern.test(value)
}
