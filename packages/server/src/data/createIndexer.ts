import type { PublicClient } from 'viem'
import type { Database, DatabaseTransaction } from '../db/Database.js'
import { type ChainBlock, readBlockRange } from './readBlockRange.js'
import { readTokenMetadata } from './readTokenMetadata.js'
import { writeBlockRange } from './writeBlockRange.js'

/** A chain the indexer follows. */
export type IndexerChain = {
  caipNetworkId: string
  client: PublicClient
  /** Where to start on an empty database: a block number, or the head at that moment. */
  startBlock: number | 'latest'
  /** Token contracts whose metadata the configuration already gives (never read from the chain). */
  knownTokens?: readonly `0x${string}`[] | undefined
}

/** A committed step of one chain: blocks `fromBlock` to `toBlock` are stored. */
export type IndexerBatch = {
  caipNetworkId: string
  fromBlock: bigint
  toBlock: bigint
  transactions: number
  transfers: number
}

/** The log calls the indexer makes (a pino logger fits). */
type IndexerLog = {
  info(object: object, message: string): void
  warn(object: object, message: string): void
}

/** Parameters of `createIndexer`. */
export type CreateIndexerParameters = {
  database: Database
  chains: readonly IndexerChain[]
  /** Milliseconds between looks at a head once caught up (default 1000). */
  pollIntervalMs?: number | undefined
  /** Most blocks per step (default 100). */
  batchSize?: number | undefined
  log?: IndexerLog | undefined
  /** After each committed step. */
  onBatch?: ((batch: IndexerBatch) => void) | undefined
  /** After a chain was found reset and its data deleted (caches of it are stale). */
  onReset?: ((caipNetworkId: string) => void) | undefined
  /** Runs inside a step's database transaction before its commit; a throw rolls the step back (tests). */
  beforeCommit?: ((batch: IndexerBatch) => void | Promise<void>) | undefined
}

/** The indexer: one loop per chain, reading new blocks into the database. */
export type Indexer = {
  /** Starts following every chain; safe to call once. */
  start(): void
  /** Stops after the steps under way are committed or rolled back. */
  stop(): Promise<void>
  /** Indexes each chain (or one) up to the head it has now, then resolves; errors reject. */
  catchUp(caipNetworkId?: string): Promise<void>
  /** Each chain's head as last seen and the block it is indexed through (for metrics). */
  progress(): Array<{
    caipNetworkId: string
    head: bigint | undefined
    indexed: bigint | undefined
  }>
  /** Resolves once `caipNetworkId` is indexed through block `blockNumber`. */
  waitForBlock(
    caipNetworkId: string,
    blockNumber: bigint | number,
    timeoutMs?: number,
  ): Promise<void>
}

type Cursor = { nextBlock: bigint; lastBlockHash: string | null }
type StepResult = 'more' | 'done'

/**
 * Makes the indexer of the data API's history. Each step reads a range of blocks after the last
 * one stored and writes them in one transaction with the chain's cursor (next block, last hash),
 * so a restart continues exactly where the last commit left off and unique keys keep a range
 * written twice from counting twice. A chain whose head fell below the cursor, or whose block at
 * the cursor has another hash (anvil restarted), is deleted and indexed again from its start.
 */
export function createIndexer(parameters: CreateIndexerParameters): Indexer {
  const { database, chains, log } = parameters
  const pollIntervalMs = parameters.pollIntervalMs ?? 1_000
  const batchSize = BigInt(parameters.batchSize ?? 100)
  let stopped = true
  let loops: Promise<void>[] = []
  const wakers = new Set<() => void>()
  // Steps of one chain never overlap: the loop and catchUp queue on this.
  const queues = new Map<string, Promise<unknown>>()
  // The highest block each chain is known to be indexed through, for waitForBlock.
  const indexedThrough = new Map<string, bigint>()
  const heads = new Map<string, bigint>()
  const waiters = new Set<() => void>()
  const knownTokens = new Map(
    chains.map((chain) => [
      chain.caipNetworkId,
      new Set<string>(chain.knownTokens?.map((token) => token.toLowerCase()) ?? []),
    ]),
  )

  function exclusive<result>(chainId: string, fn: () => Promise<result>): Promise<result> {
    const previous = queues.get(chainId) ?? Promise.resolve()
    const next = previous.catch(() => {}).then(fn)
    queues.set(chainId, next)
    return next
  }

  function noteIndexed(chainId: string, cursor: Cursor) {
    indexedThrough.set(chainId, cursor.nextBlock - 1n)
    for (const wake of [...waiters]) wake()
  }

  async function reset(chain: IndexerChain, head: bigint, reason: string) {
    const chainId = chain.caipNetworkId
    const start = await deleteChainData(database, chain, head)
    knownTokens.set(chainId, new Set(chain.knownTokens?.map((token) => token.toLowerCase()) ?? []))
    indexedThrough.set(chainId, start - 1n)
    log?.warn({ chain: chainId, reason, restartAt: Number(start) }, 'chain reset: indexing again')
    parameters.onReset?.(chainId)
  }

  async function step(chain: IndexerChain): Promise<StepResult> {
    const { client, caipNetworkId: chainId } = chain
    const request = client.request as unknown as (args: {
      method: string
      params: unknown[]
    }) => Promise<unknown>
    const getHead = async () =>
      BigInt((await request({ method: 'eth_blockNumber', params: [] })) as string)
    const cursor = await readCursor(database, chain, getHead)
    noteIndexed(chainId, cursor)
    const last = cursor.nextBlock - 1n
    // The head and the stored block's hash in one batch.
    const [head, lastBlock] = await Promise.all([
      getHead().then((value) => {
        heads.set(chainId, value)
        return value
      }),
      cursor.lastBlockHash === null
        ? undefined
        : (request({
            method: 'eth_getBlockByNumber',
            params: [`0x${last.toString(16)}`, false],
          }) as Promise<{ hash: string } | null>),
    ])
    if (cursor.lastBlockHash !== null) {
      if (head < last) {
        await reset(chain, head, `the head ${head} is below the indexed block ${last}`)
        return 'more'
      }
      if (lastBlock && lastBlock.hash !== cursor.lastBlockHash) {
        await reset(chain, head, `block ${last} has another hash`)
        return 'more'
      }
    }
    if (cursor.nextBlock > head) return 'done'
    const toBlock =
      head < cursor.nextBlock + batchSize - 1n ? head : cursor.nextBlock + batchSize - 1n
    const blocks = await readBlockRange(client, cursor.nextBlock, toBlock)
    // The chain moved while the blocks were read: read them again at the next step.
    if (!isContinuous(blocks, cursor.lastBlockHash)) return 'done'

    const known = knownTokens.get(chainId) ?? new Set<string>()
    const tokens = await findNewTokens(database, chain, known, blocks)
    const batch: IndexerBatch = {
      caipNetworkId: chainId,
      fromBlock: cursor.nextBlock,
      toBlock,
      transactions: 0,
      transfers: 0,
    }
    const committed = await commitRange(database, { cursor, blocks, tokens, batch }, parameters)
    // Another node stored this range first: its cursor is read at the next step.
    if (!committed) return 'more'
    for (const token of tokens) knownTokens.get(chainId)?.add(token.address)
    noteIndexed(chainId, { nextBlock: toBlock + 1n, lastBlockHash: blocks.at(-1)?.hash ?? null })
    parameters.onBatch?.(batch)
    return toBlock < head ? 'more' : 'done'
  }

  async function loop(chain: IndexerChain) {
    let failures = 0
    while (!stopped) {
      let result: StepResult = 'done'
      try {
        result = await exclusive(chain.caipNetworkId, () => step(chain))
        failures = 0
      } catch (error) {
        failures++
        log?.warn({ err: error, chain: chain.caipNetworkId, failures }, 'indexer step failed')
      }
      if (stopped) break
      // Failures wait longer each time, up to 30 s, so a node that is down is not hammered.
      if (result === 'done' || failures > 0)
        await sleep(
          wakers,
          failures > 0 ? Math.min(pollIntervalMs * 2 ** failures, 30_000) : pollIntervalMs,
        )
    }
  }

  return {
    start() {
      if (!stopped) return
      stopped = false
      loops = chains.map((chain) => loop(chain))
      log?.info({ chains: chains.map((chain) => chain.caipNetworkId) }, 'indexer started')
    },
    async stop() {
      stopped = true
      for (const wake of [...wakers]) wake()
      await Promise.all(loops)
      loops = []
    },
    async catchUp(caipNetworkId) {
      const selected = chains.filter(
        (chain) => caipNetworkId === undefined || chain.caipNetworkId === caipNetworkId,
      )
      await Promise.all(
        selected.map(async (chain) => {
          while ((await exclusive(chain.caipNetworkId, () => step(chain))) === 'more') {}
        }),
      )
    },
    progress: () =>
      chains.map(({ caipNetworkId }) => ({
        caipNetworkId,
        head: heads.get(caipNetworkId),
        indexed: indexedThrough.get(caipNetworkId),
      })),
    waitForBlock: (caipNetworkId, blockNumber, timeoutMs = 10_000) =>
      waitForIndexed({ indexedThrough, waiters }, caipNetworkId, BigInt(blockNumber), timeoutMs),
  }
}

function isContinuous(blocks: readonly ChainBlock[], lastBlockHash: string | null): boolean {
  return blocks.every((block, index) => {
    const parent = index === 0 ? lastBlockHash : blocks[index - 1]?.hash
    return parent === null || block.parentHash === parent
  })
}

async function holdsCursor(
  transaction: DatabaseTransaction,
  chainId: string,
  cursor: Cursor,
): Promise<boolean> {
  // Locked until the commit: a second node indexing the same chain waits, then sees it moved.
  const { rows } = await transaction.query<{ next_block: string; last_block_hash: string | null }>(
    'select next_block::text, last_block_hash from data_chain_cursors where chain_id = $1 for update',
    [chainId],
  )
  const row = rows[0]
  return (
    row !== undefined &&
    BigInt(row.next_block) === cursor.nextBlock &&
    row.last_block_hash === cursor.lastBlockHash
  )
}

/** The cursor of a chain, made at its start block (or the head) the first time. */
async function readCursor(
  database: Database,
  chain: IndexerChain,
  head: () => Promise<bigint>,
): Promise<Cursor> {
  const { rows } = await database.query<{ next_block: string; last_block_hash: string | null }>(
    'select next_block::text, last_block_hash from data_chain_cursors where chain_id = $1',
    [chain.caipNetworkId],
  )
  const row = rows[0]
  if (row) return { nextBlock: BigInt(row.next_block), lastBlockHash: row.last_block_hash }
  const start = chain.startBlock === 'latest' ? await head() : BigInt(chain.startBlock)
  await database.query(
    `insert into data_chain_cursors (chain_id, next_block) values ($1, $2::bigint)
     on conflict do nothing`,
    [chain.caipNetworkId, start.toString()],
  )
  return readCursor(database, chain, head)
}

/** Deletes what was indexed of a chain and moves its cursor back to its start, which it answers. */
async function deleteChainData(database: Database, chain: IndexerChain, head: bigint) {
  const chainId = chain.caipNetworkId
  const start = chain.startBlock === 'latest' ? head : BigInt(chain.startBlock)
  await database.transaction(async (transaction) => {
    for (const table of [
      'data_address_transactions',
      'data_transfers',
      'data_transactions',
      'data_tokens',
    ])
      await transaction.query(`delete from ${table} where chain_id = $1`, [chainId])
    await transaction.query(
      `update data_chain_cursors set next_block = $2::bigint, last_block_hash = null,
         updated_at = now() where chain_id = $1`,
      [chainId, start.toString()],
    )
  })
  return start
}

/** The tokens first seen in `blocks`, with their metadata read from the chain. */
async function findNewTokens(
  database: Database,
  chain: IndexerChain,
  known: Set<string>,
  blocks: readonly ChainBlock[],
) {
  const found = new Map<`0x${string}`, 'erc20' | 'erc721'>()
  for (const block of blocks)
    for (const transaction of block.transactions)
      for (const transfer of transaction.transfers)
        if (transfer.token && !known.has(transfer.token))
          found.set(transfer.token, transfer.kind === 'erc721' ? 'erc721' : 'erc20')
  if (found.size === 0) return []
  // Tokens stored by an earlier run need no second read.
  const { rows } = await database.query<{ address: string }>(
    'select address from data_tokens where chain_id = $1 and address = any($2::text[])',
    [chain.caipNetworkId, [...found.keys()]],
  )
  for (const row of rows) {
    known.add(row.address)
    found.delete(row.address as `0x${string}`)
  }
  return readTokenMetadata(
    chain.client,
    [...found].map(([address, kind]) => ({ address, kind })),
  )
}

/** Resolves once a chain is indexed through block `target`; rejects after `timeoutMs`. */
function waitForIndexed(
  state: { indexedThrough: ReadonlyMap<string, bigint>; waiters: Set<() => void> },
  caipNetworkId: string,
  target: bigint,
  timeoutMs: number,
): Promise<void> {
  const { indexedThrough, waiters } = state
  const reached = () => (indexedThrough.get(caipNetworkId) ?? -1n) >= target
  if (reached()) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const done = () => {
      if (!reached()) return
      waiters.delete(done)
      clearTimeout(timer)
      resolve()
    }
    const timer = setTimeout(() => {
      waiters.delete(done)
      reject(
        new Error(
          `${caipNetworkId} was not indexed through block ${target} within ${timeoutMs} ms`,
        ),
      )
    }, timeoutMs)
    waiters.add(done)
  })
}

/** Waits `milliseconds`, or less if `stop` wakes every sleeper in `wakers`. */
function sleep(wakers: Set<() => void>, milliseconds: number): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer)
      wakers.delete(wake)
      resolve()
    }
    const timer = setTimeout(wake, milliseconds)
    wakers.add(wake)
  })
}

/**
 * Writes a range of blocks and moves the chain's cursor past it, in one transaction; false (and
 * nothing written) when another node moved the cursor first.
 */
async function commitRange(
  database: Database,
  range: {
    cursor: Cursor
    blocks: readonly ChainBlock[]
    tokens: Awaited<ReturnType<typeof readTokenMetadata>>
    batch: IndexerBatch
  },
  parameters: Pick<CreateIndexerParameters, 'beforeCommit'>,
): Promise<boolean> {
  const { cursor, blocks, tokens, batch } = range
  const chainId = batch.caipNetworkId
  return database.transaction(async (transaction) => {
    if (!(await holdsCursor(transaction, chainId, cursor))) return false
    const written = await writeBlockRange(transaction, chainId, blocks, tokens)
    batch.transactions = written.transactions
    batch.transfers = written.transfers
    await parameters.beforeCommit?.(batch)
    await transaction.query(
      `update data_chain_cursors set next_block = $2::bigint, last_block_hash = $3,
         updated_at = now() where chain_id = $1`,
      [chainId, (batch.toBlock + 1n).toString(), blocks.at(-1)?.hash],
    )
    return true
  })
}
