import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'

/**
 * Whether `signature` (base58, 64 bytes) is the ed25519 signature of `message` (its UTF-8 bytes,
 * as `solana:signMessage` signs them) by the key that is the Solana `address` (base58, 32 bytes).
 * Malformed input is a wrong signature, never a throw.
 */
export function verifySolanaSignature(parameters: {
  address: string
  message: string
  signature: string
}): boolean {
  try {
    const publicKey = base58.decode(parameters.address)
    const signature = base58.decode(parameters.signature)
    if (publicKey.length !== 32 || signature.length !== 64) return false
    return ed25519.verify(signature, new TextEncoder().encode(parameters.message), publicKey)
  } catch {
    return false
  }
}
