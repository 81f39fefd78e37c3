import { type Address, getBase58Encoder, getBase64Encoder, isAddress } from '@solana/kit'
import { SolanaRpcError } from './SolanaRpcError.js'

const base58 = getBase58Encoder()
const base64 = getBase64Encoder()

/** Readers of a Solana JSON-RPC call's positional params; each throws -32602 naming the param. */
export const solanaRpcParams = {
  /** The params as a list (none is an empty one). */
  list(params: unknown): unknown[] {
    if (params === undefined) return []
    if (!Array.isArray(params)) throw SolanaRpcError.invalidParams('expected an array')
    return params
  },
  /** The base58 address at `index`. */
  addressAt(params: unknown[], index: number): Address {
    const value = params[index]
    if (typeof value !== 'string' || !isAddress(value))
      throw SolanaRpcError.invalidParams(`param ${index} is not a base58 address`)
    return value
  },
  /** The configuration object at `index`; empty when absent. */
  configAt(params: unknown[], index: number): Record<string, unknown> {
    const value = params[index]
    if (value === undefined || value === null) return {}
    if (typeof value !== 'object' || Array.isArray(value))
      throw SolanaRpcError.invalidParams(`param ${index} is not a configuration object`)
    return value as Record<string, unknown>
  },
  /** The wire transaction of param 0, in the encoding param 1 names (base58 by default). */
  wireAt(params: unknown[]): Uint8Array {
    const value = params[0]
    const { encoding = 'base58' } = solanaRpcParams.configAt(params, 1)
    if (typeof value !== 'string')
      throw SolanaRpcError.invalidParams('param 0 is not an encoded transaction')
    try {
      if (encoding === 'base64') return new Uint8Array(base64.encode(value))
      if (encoding === 'base58') return new Uint8Array(base58.encode(value))
    } catch {
      throw SolanaRpcError.invalidParams(`param 0 is not ${encoding}`)
    }
    throw SolanaRpcError.invalidParams(`unsupported encoding ${String(encoding)}`)
  },
}
