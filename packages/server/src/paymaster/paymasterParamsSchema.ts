import * as v from 'valibot'
import type { Hex } from 'viem'
import { addressSchema } from '../bundler/userOperationSchema.js'

const bytes = v.custom<Hex>(
  (value) =>
    typeof value === 'string' && value.length <= 200_002 && /^0x([0-9a-fA-F]{2})*$/.test(value),
  'must be 0x-prefixed hex bytes, at most 100,000 of them',
)
const quantity = v.pipe(
  v.string('must be a 0x hex quantity (0x1a)'),
  v.regex(/^0x(0|[1-9a-fA-F][0-9a-fA-F]{0,63})$/, 'must be a 0x hex quantity (0x1a)'),
  v.transform((value: string) => BigInt(value)),
)
const optionalQuantity = v.optional(v.nullable(quantity))

/** A v0.7 user operation as ERC-7677's methods carry it: no signature, gas fields possibly absent. */
const userOperationSchema = v.object({
  sender: addressSchema,
  nonce: quantity,
  factory: v.optional(v.nullable(addressSchema)),
  factoryData: v.optional(v.nullable(bytes)),
  callData: bytes,
  callGasLimit: optionalQuantity,
  verificationGasLimit: optionalQuantity,
  preVerificationGas: optionalQuantity,
  maxFeePerGas: optionalQuantity,
  maxPriorityFeePerGas: optionalQuantity,
  paymasterVerificationGasLimit: optionalQuantity,
  paymasterPostOpGasLimit: optionalQuantity,
})

/**
 * The params of `pm_getPaymasterStubData` and `pm_getPaymasterData` (ERC-7677):
 * `[userOperation, entryPoint, chainId, context]`, the context optional and unused.
 */
export const paymasterParamsSchema = v.tuple(
  [userOperationSchema, addressSchema, quantity, v.optional(v.unknown())],
  'must be [userOperation, entryPoint, chainId, context]',
)

/** The checked params, quantities as bigints. */
export type PaymasterParams = v.InferOutput<typeof paymasterParamsSchema>
/** The checked user operation of the params. */
export type PaymasterUserOperation = PaymasterParams[0]
