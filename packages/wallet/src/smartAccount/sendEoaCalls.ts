import {
  createPublicClient,
  type Hex,
  http,
  numberToHex,
  type PublicClient,
  type TransactionReceipt,
} from 'viem'
import type { ApprovalDetails } from '../approvalScreen.js'
import type { FrameNetwork } from '../createRpcHandler.js'
import { describeCalls } from './describeCalls.js'
import type { SmartAccountCall } from './openSmartAccount.js'

/** A batch the EOA sends call by call (EIP-5792 without `atomicRequired`): what went out so far. */
export type EoaBatch = {
  chainId: number
  /** How many calls the batch holds. */
  size: number
  /** The transactions sent, in order. */
  hashes: Hex[]
  /** A call could not be sent or reverted: the ones after it are not sent. */
  stopped: boolean
}

const clientOf = (network: FrameNetwork): PublicClient =>
  createPublicClient({ transport: http(network.rpcUrl) })

/** The most the calls may cost from the EOA, when each can be estimated on its own now. */
async function estimateCost(client: PublicClient, from: Hex, calls: readonly SmartAccountCall[]) {
  try {
    const [gasPrice, ...gas] = await Promise.all([
      client.getGasPrice(),
      ...calls.map((call) => client.estimateGas({ account: from, ...call })),
    ])
    return gas.reduce((sum, each) => sum + each, 0n) * gasPrice
  } catch {
    // A call depending on an earlier one (approve, then swap) cannot be estimated before it.
    return undefined
  }
}

/**
 * Shows the batch once and, approved, sends its calls from the EOA one after another, each after
 * the one before landed; a call that reverts (or cannot be sent) stops the rest. Resolves once the
 * user approved, with the batch whose transactions `readEoaCallsStatus` follows.
 */
export async function sendEoaCalls(parameters: {
  network: FrameNetwork
  from: Hex
  calls: readonly SmartAccountCall[]
  approve(details: ApprovalDetails, signal: AbortSignal): Promise<void>
  send(call: SmartAccountCall): Promise<Hex>
  signal: AbortSignal
}): Promise<EoaBatch> {
  const { network, from, calls } = parameters
  const client = clientOf(network)
  const maxCost = await estimateCost(client, from, calls)
  const details = describeCalls({ calls, from, network, fee: { maxCost } })
  await parameters.approve(
    { ...details, title: `Approve ${calls.length} transactions, sent one after another` },
    parameters.signal,
  )
  const batch: EoaBatch = {
    chainId: network.chainId,
    size: calls.length,
    hashes: [],
    stopped: false,
  }
  const run = async () => {
    for (const call of calls) {
      const hash = await parameters.send(call)
      batch.hashes.push(hash)
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 250 })
      if (receipt.status !== 'success') return
    }
  }
  run().then(
    () => {
      batch.stopped = batch.hashes.length < batch.size
    },
    () => {
      batch.stopped = true
    },
  )
  return batch
}

const receiptOf = (receipt: TransactionReceipt) => ({
  logs: receipt.logs.map((log) => ({ address: log.address, data: log.data, topics: log.topics })),
  status: receipt.status === 'success' ? '0x1' : '0x0',
  blockHash: receipt.blockHash,
  blockNumber: numberToHex(receipt.blockNumber),
  gasUsed: numberToHex(receipt.gasUsed),
  transactionHash: receipt.transactionHash,
})

/**
 * EIP-5792's status of an EOA batch: 100 while a call is on its way, 200 when all landed, 400
 * when none went on chain, 500 when every one sent reverted, 600 when some landed and the batch
 * stopped or reverted part way; `atomic` is false.
 */
export async function readEoaCallsStatus(network: FrameNetwork, batch: EoaBatch) {
  const client = clientOf(network)
  const receipts = await Promise.all(
    batch.hashes.map((hash) =>
      client.getTransactionReceipt({ hash }).catch((error: unknown) => {
        if (error instanceof Error && error.name === 'TransactionReceiptNotFoundError') return null
        throw error
      }),
    ),
  )
  const landed = receipts.filter((receipt) => receipt !== null)
  const finished =
    (batch.stopped || landed.length === batch.size) && landed.length === receipts.length
  const succeeded = landed.filter((receipt) => receipt.status === 'success').length
  const status = !finished
    ? 100
    : landed.length === 0
      ? 400
      : succeeded === batch.size
        ? 200
        : succeeded === 0
          ? 500
          : 600
  return { status, atomic: false, receipts: landed.map(receiptOf) }
}
