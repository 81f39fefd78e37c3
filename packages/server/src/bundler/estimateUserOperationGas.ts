import { type Address, type Hex, numberToHex, type PublicClient, size } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'

/** What `estimateUserOperationGas` takes: a user operation, gas fields possibly absent. */
export type EstimateUserOperationGasParameters = {
  sender: Address
  factory?: Address | null | undefined
  callData: Hex
  signature: Hex
  paymaster?: Address | null | undefined
}

// The EntryPoint's fixed costs of one operation in a bundle of one (the reference bundler's
// figures): the transaction's base cost, the per-operation overhead, the signature's room.
const transactionBase = 21_000n
const perOperation = 18_300n
// A packed operation's fixed fields (sender, nonce, five gas words, offsets) in calldata.
const packedFixedBytes = 13n * 32n
// The gas limits the validation of an account is given: a deployed SimpleAccount's ECDSA check
// costs under 40k; deploying one through its factory (a proxy and its initialiser) under 300k.
const verificationGas = 150_000n
const verificationGasWithFactory = 500_000n
// What a call costs when it cannot be estimated before the account exists.
const undeployedCallGas = 200_000n

/**
 * Gas limits for a user operation: preVerificationGas from its calldata's size (16 gas a byte, as
 * if none were zero), the call's gas by `eth_estimateGas` from the EntryPoint when the account
 * exists, and padded fixed limits for validation. The send that follows is simulated, so a limit
 * set too low is refused there rather than failing on chain.
 */
export async function estimateUserOperationGas(
  client: PublicClient,
  operation: EstimateUserOperationGasParameters,
) {
  const bytes =
    packedFixedBytes + BigInt(size(operation.callData) + Math.max(size(operation.signature), 65))
  const preVerificationGas = transactionBase + perOperation + bytes * 16n
  const deployed = Boolean(await client.getCode({ address: operation.sender }))
  const callGasLimit =
    deployed && !operation.factory
      ? ((await client.estimateGas({
          account: entryPoint07Address,
          to: operation.sender,
          data: operation.callData,
        })) *
          12n) /
        10n
      : undeployedCallGas
  return {
    preVerificationGas: numberToHex(preVerificationGas),
    verificationGasLimit: numberToHex(
      operation.factory ? verificationGasWithFactory : verificationGas,
    ),
    callGasLimit: numberToHex(callGasLimit),
    ...(operation.paymaster
      ? {
          paymasterVerificationGasLimit: numberToHex(verificationGas),
          paymasterPostOpGasLimit: numberToHex(50_000n),
        }
      : {}),
  }
}
