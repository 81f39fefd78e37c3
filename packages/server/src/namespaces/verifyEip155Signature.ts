import { isAddress, isAddressEqual, isHex, type PublicClient, recoverMessageAddress } from 'viem'
import { SIWXRefusalError } from '../errors/siwx.js'
import { verifySimpleAccountSignature } from './verifySimpleAccountSignature.js'

/** What `verifyEip155Signature` checks. */
export type VerifyEip155SignatureParameters = {
  address: string
  message: string
  signature: string
  /** The chain's node, asked only for contract accounts. */
  client: PublicClient
}

/**
 * Whether `signature` is `address`'s EIP-191 signature of `message`. A key's signature is
 * recovered here; anything else is asked of the chain, which covers contract accounts: ERC-1271
 * (deployed) and ERC-6492 (not deployed yet, the signature carrying its deployment), then the
 * reference SimpleAccount, which has no ERC-1271, through its owner. A node that
 * cannot be reached refuses with SIWX_CHAIN_UNAVAILABLE rather than calling the signature wrong.
 */
export async function verifyEip155Signature(
  parameters: VerifyEip155SignatureParameters,
): Promise<boolean> {
  const { address, message, signature, client } = parameters
  // A base58 signature (another namespace's form, which the schema allows) is nobody's here.
  if (!isAddress(address, { strict: false }) || !isHex(signature)) return false
  try {
    if (isAddressEqual(await recoverMessageAddress({ message, signature }), address)) return true
  } catch {
    // Not a 65-byte ECDSA signature (an ERC-6492 wrapper, say): the chain decides.
  }
  const valid = await client.verifyMessage({ address, message, signature }).catch(() => false)
  if (valid) return true
  // The reference SimpleAccount has no ERC-1271: its owner's signature is checked on its own.
  if (await verifySimpleAccountSignature({ address, message, signature, client })) return true
  // viem answers false for a node it could not reach too; only a node that answers may say no.
  try {
    await client.getChainId()
  } catch (error) {
    const { shortMessage, message: text } = (error ?? {}) as {
      shortMessage?: string
      message?: string
    }
    throw new SIWXRefusalError('SIWX_CHAIN_UNAVAILABLE', shortMessage ?? text ?? String(error))
  }
  return false
}
