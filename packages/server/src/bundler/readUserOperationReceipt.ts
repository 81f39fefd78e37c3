import {
  type Hex,
  type Log,
  numberToHex,
  type PublicClient,
  parseEventLogs,
  type RpcLog,
  type RpcTransactionReceipt,
} from 'viem'
import { entryPoint07Abi, entryPoint07Address } from 'viem/account-abstraction'
import type { BundledOperation } from './createChainBundler.js'

// How far back an operation this bundler did not take (or no longer holds) is looked for.
const searchedBlocks = 10_000n

/**
 * ERC-7769's receipt of a user operation, from its bundle's transaction receipt and the
 * EntryPoint's `UserOperationEvent` (and `UserOperationRevertReason` when its call reverted).
 * An operation this bundler no longer holds is looked for in the logs of the last 10,000 blocks.
 * Null while it is pending, or when it is nowhere.
 */
export async function readUserOperationReceipt(
  client: PublicClient,
  hash: Hex,
  taken: BundledOperation | undefined,
): Promise<unknown> {
  let transactionHash = taken?.transactionHash
  if (!taken) {
    const latest = await client.getBlockNumber()
    const [found] = await client.getContractEvents({
      address: entryPoint07Address,
      abi: entryPoint07Abi,
      eventName: 'UserOperationEvent',
      args: { userOpHash: hash },
      fromBlock: latest > searchedBlocks ? latest - searchedBlocks : 0n,
      toBlock: latest,
    })
    transactionHash = found?.transactionHash ?? undefined
  }
  if (!transactionHash) return null
  const receipt = await client.request({
    method: 'eth_getTransactionReceipt',
    params: [transactionHash],
  })
  if (!receipt) return null
  return describeReceipt(hash, receipt)
}

/** The operation's part of its bundle's receipt. */
function describeReceipt(hash: Hex, receipt: RpcTransactionReceipt) {
  const logs = receipt.logs.map(toLog)
  const events = parseEventLogs({ abi: entryPoint07Abi, logs })
  const event = events.find(
    (log) => log.eventName === 'UserOperationEvent' && log.args.userOpHash === hash,
  )
  if (event?.eventName !== 'UserOperationEvent') return null
  const revert = events.find(
    (log) => log.eventName === 'UserOperationRevertReason' && log.args.userOpHash === hash,
  )
  // The operation's own logs: those between the previous operation's event and its own.
  const end = receipt.logs.findIndex((log) => log.logIndex === numberToHex(event.logIndex))
  const previous = events.filter(
    (log) => log.eventName === 'UserOperationEvent' && log.logIndex < event.logIndex,
  )
  const start =
    previous.length === 0
      ? 0
      : receipt.logs.findIndex((log) => log.logIndex === numberToHex(previous.at(-1)!.logIndex)) + 1
  return {
    userOpHash: hash,
    entryPoint: entryPoint07Address,
    sender: event.args.sender,
    nonce: numberToHex(event.args.nonce),
    paymaster: event.args.paymaster,
    actualGasCost: numberToHex(event.args.actualGasCost),
    actualGasUsed: numberToHex(event.args.actualGasUsed),
    success: event.args.success,
    ...(revert && revert.eventName === 'UserOperationRevertReason'
      ? { reason: revert.args.revertReason }
      : {}),
    logs: receipt.logs.slice(start, end),
    receipt,
  }
}

/** An RPC log with the numbers parseEventLogs reads. */
function toLog(log: RpcLog): Log {
  return {
    address: log.address,
    blockHash: log.blockHash,
    data: log.data,
    topics: log.topics,
    transactionHash: log.transactionHash,
    removed: log.removed,
    blockNumber: log.blockNumber === null ? null : BigInt(log.blockNumber),
    logIndex: log.logIndex === null ? null : Number(log.logIndex),
    transactionIndex: log.transactionIndex === null ? null : Number(log.transactionIndex),
  }
}
