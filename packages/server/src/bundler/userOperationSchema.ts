import * as v from 'valibot'
import type { Address, Hex } from 'viem'

/** A 0x address (any case: the EntryPoint hashes it as bytes). */
export const addressSchema = v.custom<Address>(
  (value) => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value),
  'must be a 0x address of 40 hex digits',
)
/** 0x-prefixed bytes, bounded (a user operation's calldata and signature). */
const bytes = v.custom<Hex>(
  (value) =>
    typeof value === 'string' && value.length <= 200_002 && /^0x([0-9a-fA-F]{2})*$/.test(value),
  'must be 0x-prefixed hex bytes, at most 100,000 of them',
)
const quantity = v.pipe(
  v.string(),
  v.regex(/^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$/, 'must be a 0x hex quantity (0x1a)'),
  v.transform((value: string) => BigInt(value)),
)

/** The gas fields, which `eth_estimateUserOperationGas` lets a caller leave out. */
const gasFields = {
  callGasLimit: quantity,
  verificationGasLimit: quantity,
  preVerificationGas: quantity,
  maxFeePerGas: quantity,
  maxPriorityFeePerGas: quantity,
}

const common = {
  sender: addressSchema,
  nonce: quantity,
  factory: v.optional(v.nullable(addressSchema)),
  factoryData: v.optional(v.nullable(bytes)),
  callData: bytes,
  paymaster: v.optional(v.nullable(addressSchema)),
  paymasterVerificationGasLimit: v.optional(v.nullable(quantity)),
  paymasterPostOpGasLimit: v.optional(v.nullable(quantity)),
  paymasterData: v.optional(v.nullable(bytes)),
  signature: bytes,
}

/** An ERC-4337 v0.7 user operation as `eth_sendUserOperation` carries it (every field hex). */
export const userOperationSchema = v.object({ ...common, ...gasFields })

const optionalQuantity = v.optional(v.nullable(quantity))

/** A user operation to estimate: its gas fields may be absent. */
export const userOperationToEstimateSchema = v.object({
  ...common,
  callGasLimit: optionalQuantity,
  verificationGasLimit: optionalQuantity,
  preVerificationGas: optionalQuantity,
  maxFeePerGas: optionalQuantity,
  maxPriorityFeePerGas: optionalQuantity,
})

/** A checked user operation, quantities as bigints. */
export type CheckedUserOperation = v.InferOutput<typeof userOperationSchema>
