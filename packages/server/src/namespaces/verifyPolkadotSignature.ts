import { stringToU8a } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'

// The crypto libraries' WebAssembly, made ready once, at the first sign-in that needs it.
let ready: Promise<boolean> | undefined

/**
 * Whether `signature` (0x hex: 64 bytes, or 65/66 with a MultiSignature type byte) is `address`'s
 * (SS58, any prefix) signature of `message` with sr25519, ed25519 or ecdsa, over the message's
 * UTF-8 bytes as they are or wrapped in `<Bytes>…</Bytes>` (as polkadot{.js}' `signRaw` signs
 * them). Malformed input is a wrong signature, never a throw.
 */
export async function verifyPolkadotSignature(parameters: {
  address: string
  message: string
  signature: string
}): Promise<boolean> {
  const { address, message, signature } = parameters
  if (!/^0x([0-9a-fA-F]{2}){64,66}$/.test(signature)) return false
  ready ??= cryptoWaitReady()
  await ready
  try {
    // The text as bytes: signatureVerify would read a message that looks like hex as hex.
    return signatureVerify(stringToU8a(message), signature, address).isValid
  } catch {
    return false
  }
}
