import * as v from 'valibot'
import { type Hex, isAddressEqual, numberToHex } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { BundlerRpcError } from '../errors/bundler.js'
import { readRpcParams } from '../http/readRpcParams.js'
import type { ChainBundler } from './createChainBundler.js'
import { toRpcUserOperation } from './createChainBundler.js'
import { estimateUserOperationGas } from './estimateUserOperationGas.js'
import {
  addressSchema,
  userOperationSchema,
  userOperationToEstimateSchema,
} from './userOperationSchema.js'

/** A bundler method: the chain's bundler and the request's params, to its result. */
type BundlerMethod = (bundler: ChainBundler, params: unknown[]) => Promise<unknown>

const hashSchema = v.custom<Hex>(
  (value) => typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value),
  'must be a 0x hash of 64 hex digits',
)

/** Reads params with a schema; -32602 naming the first bad field (params[0].signature …). */
function readParams<schema extends v.GenericSchema>(
  schema: schema,
  params: unknown[],
): v.InferOutput<schema> {
  return readRpcParams(schema, params, BundlerRpcError)
}

/** Refuses any entry point but v0.7's, the one this bundler serves. */
function checkEntryPoint(entryPoint: Hex) {
  if (!isAddressEqual(entryPoint, entryPoint07Address))
    throw new BundlerRpcError(
      -32602,
      `Invalid params: the entry point ${entryPoint} is not supported; eth_supportedEntryPoints lists ${entryPoint07Address}`,
    )
}

const operationParams = v.tuple(
  [userOperationSchema, addressSchema],
  'must be [userOperation, entryPoint]',
)
const estimateParams = v.tuple(
  [userOperationToEstimateSchema, addressSchema],
  'must be [userOperation, entryPoint]',
)
const hashParams = v.tuple([hashSchema], 'must be [userOperationHash]')
const noParams = v.tuple([], 'must be empty')

/** The standard ERC-4337 bundler RPC (ERC-7769), by method name. */
export const bundlerMethods: ReadonlyMap<string, BundlerMethod> = new Map<string, BundlerMethod>([
  [
    'eth_chainId',
    async (bundler, params) => {
      readParams(noParams, params)
      return numberToHex(await bundler.getChainId())
    },
  ],
  [
    'eth_supportedEntryPoints',
    async (_bundler, params) => {
      readParams(noParams, params)
      return [entryPoint07Address]
    },
  ],
  [
    'eth_sendUserOperation',
    async (bundler, params) => {
      const [userOperation, entryPoint] = readParams(operationParams, params)
      checkEntryPoint(entryPoint)
      return bundler.send(userOperation)
    },
  ],
  [
    'eth_estimateUserOperationGas',
    async (bundler, params) => {
      const [userOperation, entryPoint] = readParams(estimateParams, params)
      checkEntryPoint(entryPoint)
      return estimateUserOperationGas(bundler.client, userOperation)
    },
  ],
  [
    'eth_getUserOperationByHash',
    async (bundler, params) => {
      const [hash] = readParams(hashParams, params)
      const taken = bundler.get(hash)
      if (!taken) return null
      const receipt = taken.status === 'included' ? await bundler.getReceipt(hash) : null
      const landed =
        receipt && typeof receipt === 'object' && 'receipt' in receipt ? receipt.receipt : undefined
      return {
        userOperation: toRpcUserOperation(taken.userOperation),
        entryPoint: entryPoint07Address,
        transactionHash: taken.transactionHash ?? null,
        blockHash: readHex(landed, 'blockHash'),
        blockNumber: readHex(landed, 'blockNumber'),
      }
    },
  ],
  [
    'eth_getUserOperationReceipt',
    async (bundler, params) => {
      const [hash] = readParams(hashParams, params)
      return bundler.getReceipt(hash)
    },
  ],
])

/** A hex field of an RPC object, or null. */
function readHex(value: unknown, key: string): string | null {
  if (!value || typeof value !== 'object' || !(key in value)) return null
  const field: unknown = Reflect.get(value, key)
  return typeof field === 'string' ? field : null
}
