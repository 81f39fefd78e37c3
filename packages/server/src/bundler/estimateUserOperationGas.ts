import {
  type Address,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  numberToHex,
  type PublicClient,
  parseAbi,
  size,
} from 'viem'
import {
  entryPoint07Address,
  getUserOperationHash,
  toPackedUserOperation,
} from 'viem/account-abstraction'
import { BundlerRpcError } from '../errors/bundler.js'
import { describeRevert } from './describeRevert.js'

/** What `estimateUserOperationGas` takes: a user operation, gas fields possibly absent. */
export type EstimateUserOperationGasParameters = {
  sender: Address
  nonce: bigint
  factory?: Address | null | undefined
  factoryData?: Hex | null | undefined
  callData: Hex
  signature: Hex
  paymaster?: Address | null | undefined
}

// The EntryPoint's fixed costs of one operation in a bundle of one (the reference bundler's
// figures): the transaction's base cost and the per-operation overhead.
const transactionBase = 21_000n
const perOperation = 18_300n
// A packed operation's fixed fields (sender, nonce, five gas words, offsets) in calldata.
const packedFixedBytes = 13n * 32n
// What each simulated call's gas includes that the EntryPoint's inner call does not pay.
const intrinsic = 21_000n
// Room over the measured gas: the EntryPoint's own work around validation (its AA26 check counts
// it), and a state that may change before the bundle lands.
const verificationMargin = 30_000n
const callMargin = 10_000n
// The deployer of accounts (the EntryPoint's first CREATE), which calls the factory.
const senderCreator = getContractAddress({ from: entryPoint07Address, nonce: 1n })
const accountAbi = parseAbi([
  'function validateUserOp((address sender, uint256 nonce, bytes initCode, bytes callData, bytes32 accountGasLimits, uint256 preVerificationGas, bytes32 gasFees, bytes paymasterAndData, bytes signature) userOp, bytes32 userOpHash, uint256 missingAccountFunds) returns (uint256)',
])

/**
 * Gas limits for a user operation, measured: the steps the EntryPoint takes (the factory's
 * deployment from the sender creator, `validateUserOp` and the call from the EntryPoint) run in
 * one simulated block (`eth_simulateV1`), each one's gas less the transaction's intrinsic cost,
 * plus a margin; preVerificationGas from the operation's size. A step that reverts is refused
 * with its reason, as the send would be.
 */
export async function estimateUserOperationGas(
  client: PublicClient,
  operation: EstimateUserOperationGasParameters,
) {
  const bytes =
    packedFixedBytes + BigInt(size(operation.callData) + Math.max(size(operation.signature), 65))
  const preVerificationGas = transactionBase + perOperation + bytes * 16n
  const deployed = Boolean(await client.getCode({ address: operation.sender }))
  const factory = deployed ? undefined : (operation.factory ?? undefined)
  const factoryData = factory ? (operation.factoryData ?? '0x') : undefined
  // The gas fields are the caller's to fill: validation sees zeros, which the account ignores.
  const userOperation = {
    sender: operation.sender,
    nonce: operation.nonce,
    factory,
    factoryData,
    callData: operation.callData,
    callGasLimit: 0n,
    verificationGasLimit: 0n,
    preVerificationGas: 0n,
    maxFeePerGas: 0n,
    maxPriorityFeePerGas: 0n,
    signature: operation.signature,
  }
  const userOpHash = getUserOperationHash({
    chainId: await client.getChainId(),
    entryPointAddress: entryPoint07Address,
    entryPointVersion: '0.7',
    userOperation,
  })
  const steps = [
    ...(factory ? [{ account: senderCreator, to: factory, data: factoryData }] : []),
    {
      account: entryPoint07Address,
      to: operation.sender,
      data: encodeFunctionData({
        abi: accountAbi,
        functionName: 'validateUserOp',
        args: [toPackedUserOperation(userOperation), userOpHash, 0n],
      }),
    },
    { account: entryPoint07Address, to: operation.sender, data: operation.callData },
  ]
  const [block] = await client.simulateBlocks({ blocks: [{ calls: steps }] })
  const results = block?.calls ?? []
  const names = [...(factory ? ['deploying the account'] : []), 'validation', 'the call']
  results.forEach((result, index) => {
    if (result.status === 'failure')
      throw new BundlerRpcError(
        index === results.length - 1 ? -32521 : -32500,
        `The user operation would fail: ${names[index]} reverted (${describeRevert(result.error)})`,
      )
  })
  const gasOf = (index: number) => {
    const used = results[index]?.gasUsed ?? intrinsic
    return used > intrinsic ? used - intrinsic : 0n
  }
  const verification = results.slice(0, -1).reduce((sum, _result, index) => sum + gasOf(index), 0n)
  const call = gasOf(results.length - 1)
  return {
    preVerificationGas: numberToHex(preVerificationGas),
    verificationGasLimit: numberToHex((verification * 3n) / 2n + verificationMargin),
    callGasLimit: numberToHex((call * 6n) / 5n + callMargin),
    ...(operation.paymaster
      ? {
          paymasterVerificationGasLimit: numberToHex(100_000n),
          paymasterPostOpGasLimit: numberToHex(50_000n),
        }
      : {}),
  }
}
