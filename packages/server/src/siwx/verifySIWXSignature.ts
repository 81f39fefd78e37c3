import {
  type Address,
  type Hex,
  isAddressEqual,
  type PublicClient,
  recoverMessageAddress,
} from 'viem'
import { SIWXRefusalError } from '../errors/siwx.js'
import { verifySolanaSignature } from './verifySolanaSignature.js'

/** What `verifySIWXSignature` checks. */
export type VerifySIWXSignatureParameters = {
  /** The message's network: a solana one is checked with ed25519, with no node asked. */
  caipNetworkId?: string | undefined
  address: Address
  message: string
  signature: Hex
  /** The chain's node, asked only for contract accounts. */
  client: PublicClient
}

/**
 * Whether `signature` is `address`'s EIP-191 signature of `message`. A key's signature is
 * recovered here; anything else is asked of the chain, which covers contract accounts: ERC-1271
 * (deployed) and ERC-6492 (not deployed yet, the signature carrying its deployment). A node that
 * cannot be reached refuses with SIWX_CHAIN_UNAVAILABLE rather than calling the signature wrong.
 */
export async function verifySIWXSignature(
  parameters: VerifySIWXSignatureParameters,
): Promise<boolean> {
  const { address, message, signature, client } = parameters
  if (parameters.caipNetworkId?.startsWith('solana:'))
    return verifySolanaSignature({ address, message, signature })
  try {
    if (isAddressEqual(await recoverMessageAddress({ message, signature }), address)) return true
  } catch {
    // Not a 65-byte ECDSA signature (an ERC-6492 wrapper, say): the chain decides.
  }
  const valid = await client.verifyMessage({ address, message, signature }).catch(() => false)
  if (valid) return true
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
