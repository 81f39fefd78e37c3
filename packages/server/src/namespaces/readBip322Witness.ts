/** Reads a Bitcoin CompactSize integer at `offset`: its value and the offset after it. */
function readCompactSize(bytes: Uint8Array, offset: number): [number, number] {
  const first = bytes[offset]
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (first === undefined) throw new RangeError('truncated')
  if (first < 0xfd) return [first, offset + 1]
  if (first === 0xfd) return [view.getUint16(offset + 1, true), offset + 3]
  if (first === 0xfe) return [view.getUint32(offset + 1, true), offset + 5]
  throw new RangeError('too large')
}

/** The offset after `count` length-prefixed items starting at `offset`. */
function skipItems(bytes: Uint8Array, offset: number, count: number): number {
  let at = offset
  for (let index = 0; index < count; index++) {
    const [length, next] = readCompactSize(bytes, at)
    at = next + length
  }
  return at
}

/**
 * The witness stack (serialized as BIP-322's simple format is) a BIP-322 signature carries: a
 * simple signature is one already; a full one (the whole to_sign transaction, segwit-serialized)
 * gives its first input's. Verifying that witness against the to_sign transaction BIP-322 builds
 * checks the full signature too when it is that transaction (version 0, one input of sequence 0,
 * lock time 0, as wallets sign single-key addresses): any other transaction has another sighash
 * and fails. Undefined for a transaction that cannot be read.
 */
export function readBip322Witness(signature: Uint8Array): Uint8Array | undefined {
  // A simple signature starts with its stack's item count (1 for P2TR, 2 then a signature's length
  // for P2WPKH); a transaction with its version (0, or 2 for time locks: 4 bytes LE), then segwit's
  // marker and flag (0x00 0x01).
  const [version = -1, ...rest] = signature.subarray(0, 6)
  const isTransaction =
    (version === 0 || version === 2) && rest.join(',') === '0,0,0,0,1' && signature.length > 10
  if (!isTransaction) return signature
  try {
    const [inputs, afterInputCount] = readCompactSize(signature, 6)
    let at = afterInputCount
    for (let index = 0; index < inputs; index++) {
      const [scriptLength, afterScriptLength] = readCompactSize(signature, at + 36)
      at = afterScriptLength + scriptLength + 4
    }
    const [outputs, afterOutputCount] = readCompactSize(signature, at)
    at = afterOutputCount
    for (let index = 0; index < outputs; index++) {
      const [scriptLength, afterScriptLength] = readCompactSize(signature, at + 8)
      at = afterScriptLength + scriptLength
    }
    if (inputs < 1) return undefined
    const [items, afterItemCount] = readCompactSize(signature, at)
    const end = skipItems(signature, afterItemCount, items)
    return end <= signature.length ? signature.subarray(at, end) : undefined
  } catch {
    return undefined
  }
}
