import { encodeAbiParameters, encodePacked, type Hex, keccak256 } from 'viem'
import { sign } from 'viem/accounts'

/** Parameters of `signGatewayAnswer`. */
export type SignGatewayAnswerParameters = {
  /** The gateway's key (the resolver on chain trusts its address). */
  privateKey: Hex
  /** The contract that raised the lookup (EIP-3668's `sender`). */
  sender: Hex
  /** The request's calldata, as the gateway received it. */
  request: Hex
  /** The ABI-encoded answer. */
  result: Hex
  /** Unix seconds after which the resolver refuses the answer. */
  expires: bigint
}

/**
 * The gateway's answer as the offchain resolver reads it: `abi.encode(bytes result, uint64
 * expires, bytes signature)`, the signature a 65-byte (r, s, v) secp256k1 signature of the raw
 * hash `keccak256(0x1900 ‖ sender ‖ expires ‖ keccak256(request) ‖ keccak256(result))` (ENS's
 * offchain-resolver scheme, with no EIP-191 prefix added).
 */
export async function signGatewayAnswer(parameters: SignGatewayAnswerParameters): Promise<Hex> {
  const { privateKey, sender, request, result, expires } = parameters
  const hash = keccak256(
    encodePacked(
      ['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'],
      ['0x1900', sender, expires, keccak256(request), keccak256(result)],
    ),
  )
  const signature = await sign({ hash, privateKey, to: 'hex' })
  return encodeAbiParameters(
    [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
    [result, expires, signature],
  )
}
