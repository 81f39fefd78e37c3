import { secp256k1 } from '@noble/curves/secp256k1.js'
import { base64 } from '@scure/base'
import { CompactSize } from '@scure/btc-signer'
import { sha256x2 } from '@scure/btc-signer/utils.js'

const prefix = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')

/**
 * Signs a message the legacy way (BIP-137, "Bitcoin Signed Message"), as wallets still do when
 * asked for ECDSA: 65 bytes, a header saying the key and address kind (39 + recovery id for a
 * P2WPKH address), then r and s; in base64.
 */
export function signBip137Message(privateKey: Uint8Array, message: string | Uint8Array): string {
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
  const hash = sha256x2(prefix, CompactSize.encode(BigInt(bytes.length)), bytes)
  const recovered = secp256k1.sign(hash, privateKey, { prehash: false, format: 'recovered' })
  const signature = new Uint8Array(65)
  signature[0] = 39 + recovered[0]!
  signature.set(recovered.subarray(1), 1)
  return base64.encode(signature)
}
