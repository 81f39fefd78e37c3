/** A JSON-RPC hex quantity as a bigint; throws on anything else (a node or wallet's bad answer). */
export function hexToBigInt(value: unknown): bigint {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value))
    throw new TypeError(`Expected a hex quantity, got ${JSON.stringify(value)}`)
  return BigInt(value)
}
