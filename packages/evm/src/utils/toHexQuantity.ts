/** `value` as a JSON-RPC hex quantity (no leading zeros): 1n is '0x1', 0n is '0x0'. */
export function toHexQuantity(value: bigint | number): string {
  const integer = BigInt(value)
  if (integer < 0n) throw new RangeError(`Negative quantity: ${integer}`)
  return `0x${integer.toString(16)}`
}
