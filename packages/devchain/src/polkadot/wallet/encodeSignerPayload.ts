import { blake2b } from '@noble/hashes/blake2.js'
import { hexToBytes } from '@noble/hashes/utils.js'
import { ProviderRpcError } from '../../wallet/ProviderRpcError.js'

/** The fields of polkadot{.js}'s SignerPayloadJSON the signed payload is made of (hex strings). */
export type SignerPayload = {
  method: string
  era: string
  nonce: string | number
  tip: string | number
  specVersion: string | number
  transactionVersion: string | number
  genesisHash: string
  blockHash: string
  /** The runtime's signed extensions, in order; the classic relay-chain set when absent. */
  signedExtensions?: readonly string[] | undefined
  mode?: number | undefined
  metadataHash?: string | undefined
}

// What polkadot{.js} assumes of a runtime that does not list its signed extensions.
const defaultExtensions = [
  'CheckSpecVersion',
  'CheckTxVersion',
  'CheckGenesis',
  'CheckMortality',
  'CheckNonce',
  'CheckWeight',
  'ChargeTransactionPayment',
]

/**
 * The bytes an account signs for an extrinsic (ExtrinsicPayload v4): the call, each signed
 * extension's extra data (era, nonce, tip, mode) then each one's implicit data (versions, genesis
 * and block hashes, metadata hash), hashed with blake2b-256 when longer than 256 bytes, as
 * Substrate checks it. An extension this does not know is refused, not guessed.
 */
export function encodeSignerPayload(payload: SignerPayload): Uint8Array {
  const extra: Uint8Array[] = []
  const implicit: Uint8Array[] = []
  for (const name of payload.signedExtensions ?? defaultExtensions) {
    if (name === 'CheckSpecVersion') implicit.push(u32(payload.specVersion))
    else if (name === 'CheckTxVersion') implicit.push(u32(payload.transactionVersion))
    else if (name === 'CheckGenesis') implicit.push(hash(payload.genesisHash, 'genesisHash'))
    else if (name === 'CheckMortality' || name === 'CheckEra') {
      extra.push(bytes(payload.era, 'era'))
      implicit.push(hash(payload.blockHash, 'blockHash'))
    } else if (name === 'CheckNonce') extra.push(compact(toBigInt(payload.nonce, 'nonce')))
    else if (name === 'ChargeTransactionPayment') extra.push(compact(toBigInt(payload.tip, 'tip')))
    else if (name === 'ChargeAssetTxPayment')
      extra.push(compact(toBigInt(payload.tip, 'tip')), Uint8Array.of(0))
    else if (name === 'CheckMetadataHash') {
      const mode = payload.mode ?? 0
      extra.push(Uint8Array.of(mode))
      implicit.push(
        mode === 1 && payload.metadataHash
          ? concat([Uint8Array.of(1), hash(payload.metadataHash, 'metadataHash')])
          : Uint8Array.of(0),
      )
    } else if (!['CheckNonZeroSender', 'CheckWeight', 'PrevalidateAttests'].includes(name))
      throw ProviderRpcError.from('invalidParams', `Unknown signed extension ${name}`)
  }
  const encoded = concat([bytes(payload.method, 'method'), ...extra, ...implicit])
  return encoded.length > 256 ? blake2b(encoded, { dkLen: 32 }) : encoded
}

function bytes(hex: string, field: string): Uint8Array {
  if (typeof hex !== 'string' || !/^0x(?:[0-9a-fA-F]{2})*$/.test(hex))
    throw ProviderRpcError.from('invalidParams', `${field} is not hex`)
  return hexToBytes(hex.slice(2))
}

function hash(hex: string, field: string): Uint8Array {
  const value = bytes(hex, field)
  if (value.length !== 32) throw ProviderRpcError.from('invalidParams', `${field} is not 32 bytes`)
  return value
}

function toBigInt(value: string | number, field: string): bigint {
  try {
    const result = BigInt(value)
    if (result >= 0n) return result
  } catch {}
  throw ProviderRpcError.from('invalidParams', `${field} is not a number`)
}

function u32(value: string | number): Uint8Array {
  const out = new Uint8Array(4)
  new DataView(out.buffer).setUint32(0, Number(toBigInt(value, 'version') & 0xffff_ffffn), true)
  return out
}

// SCALE's compact integer: 1, 2 or 4 bytes with the mode in the low 2 bits, else a length byte.
function compact(value: bigint): Uint8Array {
  if (value < 1n << 6n) return Uint8Array.of(Number(value << 2n))
  if (value < 1n << 14n) {
    const n = Number((value << 2n) | 1n)
    return Uint8Array.of(n & 0xff, n >> 8)
  }
  if (value < 1n << 30n) {
    const out = new Uint8Array(4)
    new DataView(out.buffer).setUint32(0, Number((value << 2n) | 2n), true)
    return out
  }
  const le: number[] = []
  for (let rest = value; rest > 0n; rest >>= 8n) le.push(Number(rest & 0xffn))
  return Uint8Array.of(((le.length - 4) << 2) | 3, ...le)
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}
