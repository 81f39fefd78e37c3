/**
 * Whether `signature` (base64) is `address`'s signature of `message`: a BIP-322 simple or full
 * signature (P2WPKH, P2SH-P2WPKH, single-key P2TR), or a legacy BIP-137 signed message (65-byte
 * compact, as P2PKH addresses sign and as many wallets also sign for segwit addresses), checked by
 * bip322-js (loaded at the first sign-in). Malformed input is a wrong signature, never a throw.
 */
export async function verifyBitcoinSignature(parameters: {
  address: string
  message: string
  signature: string
}): Promise<boolean> {
  const { address, message, signature } = parameters
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signature) || signature.length % 4 !== 0) return false
  const { Verifier } = await import('bip322-js')
  try {
    // bip322-js reads the network from the address's prefix (bc1, tb1, bcrt1; 1/3, m/n/2), so
    // regtest addresses need no hint; it wants a bech32 address in lower case.
    const normalized = /^(bc|tb|bcrt)1/i.test(address) ? address.toLowerCase() : address
    return Verifier.verifySignature(normalized, message, signature)
  } catch {
    return false
  }
}
