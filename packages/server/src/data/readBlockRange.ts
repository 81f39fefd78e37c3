import { type Hex, hexToBigInt, hexToNumber, type PublicClient, toHex } from 'viem'

/** keccak256('Transfer(address,address,uint256)'): ERC-20 and ERC-721 alike. */
const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/** A movement of value in a transaction. Addresses are lower case. */
type ChainTransfer = {
  /**
   * The log's index in its block; -1 for the transaction's own native value; -2, -3… for the
   * native value its inner calls moved (a router paying out ETH), in call order.
   */
  logIndex: number
  kind: 'native' | 'erc20' | 'erc721'
  /** The token contract; undefined for the native coin. */
  token: `0x${string}` | undefined
  from: `0x${string}`
  to: `0x${string}`
  /** Base units, or the token id of an ERC-721. */
  amount: bigint
}

/** A transaction that moved value. Addresses are lower case. */
type ChainTransaction = {
  hash: Hex
  index: number
  from: `0x${string}`
  /** The recipient, or the contract a deployment created. */
  to: `0x${string}`
  nonce: number
  status: 'confirmed' | 'failed'
  transfers: ChainTransfer[]
}

/** A block as the indexer keeps it: its place in the chain and the transactions that moved value. */
export type ChainBlock = {
  number: bigint
  hash: Hex
  parentHash: Hex
  /** Seconds since 1970. */
  timestamp: number
  transactions: ChainTransaction[]
}

type RpcTransaction = {
  hash: Hex
  from: Hex
  to: Hex | null
  value: Hex
  nonce: Hex
  transactionIndex: Hex
}
type RpcBlock = {
  number: Hex
  hash: Hex
  parentHash: Hex
  timestamp: Hex
  transactions: RpcTransaction[]
}
type RpcLog = { address: Hex; topics: Hex[]; data: Hex; logIndex: Hex }
type RpcReceipt = {
  transactionHash: Hex
  status: Hex
  contractAddress: Hex | null
  logs: RpcLog[]
}

/** What a node's `callTracer` answers: a call frame and the calls it made. */
type CallFrame = {
  type?: string
  from?: string
  to?: string
  value?: Hex
  error?: string
  calls?: CallFrame[]
}

// Clients are typed with the standard methods; these calls go through a looser signature.
type RawRequest = (args: { method: string; params: unknown[] }) => Promise<unknown>

/** Most inner transfers kept per transaction: a trace is the caller's to bound. */
const maxInnerTransfers = 64

/** Nodes that refused `debug_traceTransaction`: asked once, not on every block. */
const untraceable = new WeakSet<object>()

/**
 * Reads blocks `from` to `to` (inclusive) with their receipts, in one JSON-RPC batch, and keeps
 * the native transfers of their transactions and the ERC-20 and ERC-721 Transfer logs. A node
 * without `eth_getBlockReceipts` is asked for each receipt instead.
 */
export async function readBlockRange(
  client: PublicClient,
  from: bigint,
  to: bigint,
): Promise<ChainBlock[]> {
  const request = client.request as unknown as RawRequest
  const numbers: bigint[] = []
  for (let number = from; number <= to; number++) numbers.push(number)
  const [blocks, receipts] = await Promise.all([
    Promise.all(
      numbers.map(
        (number) =>
          request({
            method: 'eth_getBlockByNumber',
            params: [toHex(number), true],
          }) as Promise<RpcBlock | null>,
      ),
    ),
    Promise.all(
      numbers.map((number) =>
        (
          request({ method: 'eth_getBlockReceipts', params: [toHex(number)] }) as Promise<
            RpcReceipt[] | null
          >
        ).catch(() => undefined),
      ),
    ),
  ])
  return Promise.all(
    blocks.map(async (block, index) => {
      if (!block) throw new Error(`Block ${numbers[index]} is not there (yet)`)
      const blockReceipts =
        receipts[index] ??
        (await Promise.all(
          block.transactions.map(
            (transaction) =>
              request({
                method: 'eth_getTransactionReceipt',
                params: [transaction.hash],
              }) as Promise<RpcReceipt>,
          ),
        ))
      const decoded = decodeBlock(block, blockReceipts)
      await addInnerTransfers(client, request, decoded)
      return decoded
    }),
  )
}

/**
 * Adds the native value moved by inner calls (a router sending the ETH of a token-to-ETH swap),
 * which no log shows, from the node's call tracer (`debug_traceTransaction` with `callTracer`;
 * anvil and geth answer it). Only transactions that called a contract (with logs) are traced;
 * a node without the method is not asked again, and its history keeps the outer transfers.
 */
async function addInnerTransfers(client: PublicClient, request: RawRequest, block: ChainBlock) {
  if (untraceable.has(client)) return
  for (const transaction of block.transactions) {
    if (!transaction.transfers.some((transfer) => transfer.logIndex >= 0)) continue
    let trace: CallFrame
    try {
      trace = (await request({
        method: 'debug_traceTransaction',
        params: [transaction.hash, { tracer: 'callTracer' }],
      })) as CallFrame
    } catch (error) {
      // A node without the method keeps the outer transfers; any other failure fails the range,
      // which the indexer reads again.
      if (!isMethodMissing(error)) throw error
      untraceable.add(client)
      return
    }
    const inner: ChainTransfer[] = []
    collectInnerTransfers(trace.calls ?? [], inner)
    transaction.transfers.push(...inner)
  }
}

// -32601 'method not found'; some nodes answer -32600 or -32000 with a message saying so.
function isMethodMissing(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code
    if (code === -32601) return true
    if (/method .*(not found|not supported|does not exist|not available)/i.test(cause.message))
      return true
  }
  return false
}

// Depth first, in call order; a reverted frame moved nothing.
function collectInnerTransfers(calls: readonly CallFrame[], into: ChainTransfer[]) {
  for (const call of calls) {
    if (into.length >= maxInnerTransfers || call.error) continue
    const value = call.value ? hexToBigInt(call.value) : 0n
    if (value > 0n && call.from && call.to && call.type !== 'DELEGATECALL')
      into.push({
        logIndex: -2 - into.length,
        kind: 'native',
        token: undefined,
        from: lower(call.from),
        to: lower(call.to),
        amount: value,
      })
    collectInnerTransfers(call.calls ?? [], into)
  }
}

function decodeBlock(block: RpcBlock, receipts: readonly RpcReceipt[]): ChainBlock {
  const byHash = new Map(receipts.map((receipt) => [receipt.transactionHash, receipt]))
  const transactions: ChainTransaction[] = []
  for (const transaction of block.transactions) {
    const receipt = byHash.get(transaction.hash)
    if (!receipt) throw new Error(`No receipt for ${transaction.hash}`)
    const from = lower(transaction.from)
    const to = lower(transaction.to ?? receipt.contractAddress ?? '0x')
    const value = hexToBigInt(transaction.value)
    const transfers: ChainTransfer[] = []
    if (value > 0n)
      transfers.push({ logIndex: -1, kind: 'native', token: undefined, from, to, amount: value })
    for (const log of receipt.logs) {
      const transfer = decodeTransferLog(log)
      if (transfer) transfers.push(transfer)
    }
    if (transfers.length === 0) continue
    transactions.push({
      hash: transaction.hash,
      index: hexToNumber(transaction.transactionIndex),
      from,
      to,
      nonce: hexToNumber(transaction.nonce),
      status: hexToNumber(receipt.status) === 1 ? 'confirmed' : 'failed',
      transfers,
    })
  }
  return {
    number: hexToBigInt(block.number),
    hash: block.hash,
    parentHash: block.parentHash,
    timestamp: hexToNumber(block.timestamp),
    transactions,
  }
}

function decodeTransferLog(log: RpcLog): ChainTransfer | undefined {
  const [topic, fromTopic, toTopic, idTopic] = log.topics
  if (topic !== transferTopic || !fromTopic || !toTopic) return undefined
  const base = {
    logIndex: hexToNumber(log.logIndex),
    token: lower(log.address),
    from: lower(`0x${fromTopic.slice(26)}`),
    to: lower(`0x${toTopic.slice(26)}`),
  }
  // ERC-721 indexes the token id as a fourth topic; ERC-20 puts the amount in the data.
  if (log.topics.length === 4 && idTopic)
    return { ...base, kind: 'erc721', amount: hexToBigInt(idTopic) }
  if (log.topics.length === 3 && /^0x[0-9a-fA-F]{64}$/.test(log.data))
    return { ...base, kind: 'erc20', amount: hexToBigInt(log.data) }
  return undefined
}

function lower(address: string): `0x${string}` {
  return address.toLowerCase() as `0x${string}`
}
