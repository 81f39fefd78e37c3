import {
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  numberToHex,
  type PublicClient,
} from 'viem'
import {
  entryPoint07Abi,
  entryPoint07Address,
  getUserOperationHash,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { BundlerRpcError } from '../errors/bundler.js'
import type { BundlerLimits } from './BundlerConfig.js'
import { describeRevert } from './describeRevert.js'
import { readChainIdOnce } from './readChainIdOnce.js'
import { readUserOperationReceipt } from './readUserOperationReceipt.js'
import type { CheckedUserOperation } from './userOperationSchema.js'

/** What `createChainBundler` takes. */
export type CreateChainBundlerParameters = {
  /** The chain's node. */
  rpcUrl: string
  /** The key that sends `handleOps` and is refunded its gas. */
  privateKey: Hex
  limits: BundlerLimits
}

/** A user operation the bundler took, and where it landed. */
export type BundledOperation = {
  hash: Hex
  userOperation: CheckedUserOperation
  transactionHash?: Hex | undefined
  /** pending until its transaction's receipt is read. */
  status: 'pending' | 'included' | 'dropped'
}

/** One chain's bundler: validates user operations by simulation and sends them through handleOps. */
export type ChainBundler = {
  client: PublicClient
  /** The chain's numeric id (asked of the node once). */
  getChainId(): Promise<number>
  /** Simulates, then sends one operation in a bundle of its own; resolves with its hash. */
  send(userOperation: CheckedUserOperation): Promise<Hex>
  /** An operation taken here (pending or landed), if still held. */
  get(hash: Hex): BundledOperation | undefined
  /** ERC-7769's receipt, or null while the operation is pending or unknown. */
  getReceipt(hash: Hex): Promise<unknown>
  /** Stops following the pending transactions. */
  close(): void
}

// How often a pending bundle's receipt is asked for, and for how long before it counts as dropped.
const receiptPollMs = 250
const receiptTimeoutMs = 120_000

/** Makes the bundler of one chain. */
export function createChainBundler(parameters: CreateChainBundlerParameters): ChainBundler {
  const { limits } = parameters
  const account = privateKeyToAccount(parameters.privateKey)
  const transport = http(parameters.rpcUrl, { timeout: 60_000 })
  const client = createPublicClient({ transport })
  const wallet = createWalletClient({ account, transport })
  // Held by hash in arrival order, so the oldest landed ones go first past `maxStored`.
  const operations = new Map<Hex, BundledOperation>()
  const pendingBySender = new Map<string, number>()
  let pending = 0
  let closed = false
  // One bundle at a time: the bundler's transactions then reach the node in nonce order.
  let queue: Promise<unknown> = Promise.resolve()
  const getChainId = readChainIdOnce(client)

  const settle = (operation: BundledOperation, status: 'included' | 'dropped') => {
    operation.status = status
    pending--
    const sender = operation.userOperation.sender.toLowerCase()
    const count = (pendingBySender.get(sender) ?? 1) - 1
    if (count > 0) pendingBySender.set(sender, count)
    else pendingBySender.delete(sender)
  }
  const follow = async (operation: BundledOperation, hash: Hex) => {
    const deadline = Date.now() + receiptTimeoutMs
    while (!closed && Date.now() < deadline) {
      const receipt = await client.getTransactionReceipt({ hash }).catch(() => undefined)
      if (receipt) return settle(operation, 'included')
      await new Promise((resolve) => setTimeout(resolve, receiptPollMs))
    }
    settle(operation, 'dropped')
  }
  const forget = () => {
    for (const [hash, operation] of operations) {
      if (operations.size <= limits.maxStored) return
      if (operation.status !== 'pending') operations.delete(hash)
    }
  }

  const send = async (userOperation: CheckedUserOperation): Promise<Hex> => {
    const sender = userOperation.sender.toLowerCase()
    if (pending >= limits.maxPending)
      throw new BundlerRpcError(
        -32504,
        `The bundler holds ${limits.maxPending} pending user operations, its limit; retry shortly`,
      )
    if ((pendingBySender.get(sender) ?? 0) >= limits.maxPendingPerSender)
      throw new BundlerRpcError(
        -32504,
        `The sender ${userOperation.sender} has ${limits.maxPendingPerSender} pending user operations, the limit per sender; wait for one to land`,
      )
    const operation = toViemUserOperation(userOperation)
    const hash = getUserOperationHash({
      chainId: await getChainId(),
      entryPointAddress: entryPoint07Address,
      entryPointVersion: '0.7',
      userOperation: operation,
    })
    if (operations.get(hash)?.status === 'pending')
      throw new BundlerRpcError(-32602, `The user operation ${hash} is already pending`)
    const bundle = {
      account,
      address: entryPoint07Address,
      abi: entryPoint07Abi,
      functionName: 'handleOps',
      args: [[toPackedUserOperation(operation)], account.address],
    } as const
    const taken: BundledOperation = { hash, userOperation, status: 'pending' }
    pending++
    pendingBySender.set(sender, (pendingBySender.get(sender) ?? 0) + 1)
    const sent = queue.then(async () => {
      // Simulated against the latest state, after the bundles before it: a replayed nonce or
      // a bad signature is refused here, with the EntryPoint's reason, and costs nothing.
      const { request } = await client.simulateContract(bundle).catch((error: unknown) => {
        throw new BundlerRpcError(
          -32500,
          `The user operation was refused: ${describeRevert(error)}`,
          {
            cause: error,
          },
        )
      })
      return wallet.writeContract({ ...request, chain: null })
    })
    queue = sent.catch(() => {})
    try {
      taken.transactionHash = await sent
    } catch (error) {
      settle(taken, 'dropped')
      throw error
    }
    operations.set(hash, taken)
    forget()
    void follow(taken, taken.transactionHash)
    return hash
  }

  return {
    client,
    getChainId,
    send,
    get: (hash) => operations.get(hash),
    getReceipt: (hash) => readUserOperationReceipt(client, hash, operations.get(hash)),
    close() {
      closed = true
    },
  }
}

/** The checked operation in the shape viem's hashing and packing take. */
function toViemUserOperation(operation: CheckedUserOperation): UserOperation<'0.7'> {
  const optional = <value>(value: value | null | undefined) => value ?? undefined
  return {
    sender: operation.sender,
    nonce: operation.nonce,
    factory: optional(operation.factory),
    factoryData: optional(operation.factoryData),
    callData: operation.callData,
    callGasLimit: operation.callGasLimit,
    verificationGasLimit: operation.verificationGasLimit,
    preVerificationGas: operation.preVerificationGas,
    maxFeePerGas: operation.maxFeePerGas,
    maxPriorityFeePerGas: operation.maxPriorityFeePerGas,
    paymaster: optional(operation.paymaster),
    paymasterVerificationGasLimit: optional(operation.paymasterVerificationGasLimit),
    paymasterPostOpGasLimit: optional(operation.paymasterPostOpGasLimit),
    paymasterData: optional(operation.paymasterData),
    signature: operation.signature,
  }
}

/** A checked operation as the RPC carries it (every quantity hex), for `eth_getUserOperationByHash`. */
export function toRpcUserOperation(operation: CheckedUserOperation): Record<string, string> {
  return Object.fromEntries(
    Object.entries(operation).flatMap(([key, value]) =>
      value === null || value === undefined
        ? []
        : [[key, typeof value === 'bigint' ? numberToHex(value) : value]],
    ),
  )
}
