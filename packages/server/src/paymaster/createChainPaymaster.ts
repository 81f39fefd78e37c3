import {
  type Address,
  concat,
  createPublicClient,
  encodeAbiParameters,
  getAddress,
  type Hex,
  http,
  numberToHex,
  type PublicClient,
  parseAbi,
  zeroHash,
} from 'viem'
import { toPackedUserOperation } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { readChainIdOnce } from '../bundler/readChainIdOnce.js'
import { PaymasterRpcError } from '../errors/paymaster.js'
import type { PaymasterUserOperation } from './paymasterParamsSchema.js'

/** What `createChainPaymaster` takes. */
export type CreateChainPaymasterParameters = {
  rpcUrl: string
  /** The VerifyingPaymaster's verifying signer. */
  privateKey: Hex
  /** The VerifyingPaymaster. */
  address: Address
}

/** The paymaster fields of a v0.7 user operation, as ERC-7677 answers them (quantities hex). */
type PaymasterFields = {
  paymaster: Address
  paymasterData: Hex
  paymasterVerificationGasLimit: Hex
  paymasterPostOpGasLimit: Hex
}

/** One chain's side of the paymaster service: stub data, and signed data for a final operation. */
export type ChainPaymaster = {
  client: PublicClient
  getChainId(): Promise<number>
  /** Fields for gas estimation: the layout of the real ones, with a signature that is not valid. */
  getStubData(): Promise<PaymasterFields>
  /** Fields with the signer's signature of the operation, valid for `validForSeconds`. */
  getData(operation: PaymasterUserOperation): Promise<PaymasterFields>
  /** The most the operation may cost, in wei, with the paymaster's gas. */
  maxCost(operation: PaymasterUserOperation): bigint
}

// The reference VerifyingPaymaster validates with a hash and an ECDSA recovery (some 30,000 gas
// with a batch's calldata); it returns no context, so the EntryPoint never calls its postOp.
const verificationGasLimit = 80_000n
const postOpGasLimit = 0n
// How long a signature stays valid: long enough for the bundler to land the operation.
const validForSeconds = 600
const paymasterAbi = parseAbi([
  'function getHash((address sender, uint256 nonce, bytes initCode, bytes callData, bytes32 accountGasLimits, uint256 preVerificationGas, bytes32 gasFees, bytes paymasterAndData, bytes signature) userOp, uint48 validUntil, uint48 validAfter) view returns (bytes32)',
])

/**
 * Makes one chain's paymaster: asks the VerifyingPaymaster for the hash of each operation (its
 * own `getHash`, so the signed bytes are exactly what it checks) and signs it as an EIP-191
 * message, the way the contract recovers it.
 */
export function createChainPaymaster(parameters: CreateChainPaymasterParameters): ChainPaymaster {
  // Answered checksummed, as wallets show it.
  const address = getAddress(parameters.address)
  const signer = privateKeyToAccount(parameters.privateKey)
  const client = createPublicClient({ transport: http(parameters.rpcUrl, { timeout: 10_000 }) })
  const getChainId = readChainIdOnce(client)
  const fields = (validUntil: number, signature: Hex): PaymasterFields => ({
    paymaster: address,
    paymasterData: concat([
      encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [validUntil, 0]),
      signature,
    ]),
    paymasterVerificationGasLimit: numberToHex(verificationGasLimit),
    paymasterPostOpGasLimit: numberToHex(postOpGasLimit),
  })
  // A well-formed signature (the contract's ECDSA recovery must not revert in simulations) of
  // nothing the paymaster would hash: it recovers to an address, never validly.
  let stubSignature: Promise<Hex> | undefined
  return {
    client,
    getChainId,
    async getStubData() {
      stubSignature ??= signer.sign({ hash: zeroHash })
      return fields(Math.floor(Date.now() / 1000) + validForSeconds, await stubSignature)
    },
    async getData(operation) {
      const validUntil = Math.floor(Date.now() / 1000) + validForSeconds
      const packed = toPackedUserOperation({
        sender: operation.sender,
        nonce: operation.nonce,
        factory: operation.factory ?? undefined,
        factoryData: operation.factoryData ?? undefined,
        callData: operation.callData,
        callGasLimit: operation.callGasLimit ?? 0n,
        verificationGasLimit: operation.verificationGasLimit ?? 0n,
        preVerificationGas: operation.preVerificationGas ?? 0n,
        maxFeePerGas: operation.maxFeePerGas ?? 0n,
        maxPriorityFeePerGas: operation.maxPriorityFeePerGas ?? 0n,
        paymaster: address,
        paymasterVerificationGasLimit: verificationGasLimit,
        paymasterPostOpGasLimit: postOpGasLimit,
        paymasterData: '0x',
        signature: '0x',
      })
      const hash = await client
        .readContract({
          address,
          abi: paymasterAbi,
          functionName: 'getHash',
          args: [packed, validUntil, 0],
        })
        .catch((error: unknown) => {
          throw new PaymasterRpcError(
            -32603,
            `The paymaster ${address} could not be asked for the operation's hash on this chain: is it deployed there?`,
            { cause: error },
          )
        })
      return fields(validUntil, await signer.signMessage({ message: { raw: hash } }))
    },
    maxCost(operation) {
      const gas =
        (operation.callGasLimit ?? 0n) +
        (operation.verificationGasLimit ?? 0n) +
        (operation.preVerificationGas ?? 0n) +
        verificationGasLimit +
        postOpGasLimit
      return gas * (operation.maxFeePerGas ?? 0n)
    },
  }
}
