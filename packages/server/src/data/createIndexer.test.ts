// The indexer against real anvil nodes, on PGlite and (when enabled) PostgreSQL. Each check
// compares what an interrupted or disturbed indexer stored with what one uninterrupted pass over
// the same chain stores in a fresh database: the same rows, no more, no fewer.
import { deployToken, devAccounts, startAnvil, startDevChains } from '@latchkey/devchain'
import { type Hex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDevSender, type DevSender } from '../../test/createDevSender.js'
import { getTestDatabases, type TestDatabase } from '../../test/getTestDatabases.js'
import type { Database } from '../db/Database.js'
import { runMigrations } from '../db/runMigrations.js'
import { createChainClient } from './createChainClient.js'
import { createIndexer, type IndexerChain } from './createIndexer.js'

const funder = devAccounts[1]!.privateKey

/** Everything stored for one chain, without its id, so two chains' rows compare. */
async function dump(database: Database, chainId: string) {
  const rows = async (sql: string) => (await database.query(sql, [chainId])).rows
  return {
    cursors: await rows(
      'select next_block::text, last_block_hash from data_chain_cursors where chain_id = $1',
    ),
    transactions: await rows(
      `select hash, block_number::text, tx_index, mined_at, from_address, to_address,
         nonce::text, status from data_transactions where chain_id = $1
       order by block_number, tx_index`,
    ),
    transfers: await rows(
      `select tx_hash, log_index, kind, token_address, from_address, to_address, amount::text
       from data_transfers where chain_id = $1 order by tx_hash, log_index`,
    ),
    addresses: await rows(
      `select address, tx_hash, block_number::text, tx_index from data_address_transactions
       where chain_id = $1 order by address, tx_hash`,
    ),
    tokens: await rows(
      `select address, kind, name, symbol, decimals from data_tokens where chain_id = $1
       order by address`,
    ),
  }
}

/** Sends a mix of native and token transfers to fresh addresses; answers their hashes. */
async function sendMany(sender: DevSender, token: `0x${string}`, count: number) {
  const hashes: Hex[] = []
  for (let index = 0; index < count; index++) {
    const to = privateKeyToAddress(generatePrivateKey())
    const receipt =
      index % 3 === 2
        ? await sender.sendToken(funder, token, to, parseEther(String(index + 1)))
        : await sender.sendNative(funder, to, parseEther('0.01') * BigInt(index + 1))
    hashes.push(receipt.transactionHash)
  }
  return hashes
}

describe.each(getTestDatabases())('createIndexer on $name', (kind) => {
  // One database for the file (an embedded one takes seconds to create): each test indexes
  // the chain under a label of its own, and compares with a pass stored under another label.
  let testDatabase: TestDatabase
  let database: Database
  let labels = 1000
  const label = () => `eip155:${labels++}`
  /** A chain as the indexer sees it: the dev node under a fresh label. */
  const as = (rpcUrl: string, caipNetworkId = label()): IndexerChain => ({
    caipNetworkId,
    client: createChainClient({ rpcUrl }),
    startBlock: 0,
  })
  /** What one uninterrupted pass over the node stores now. */
  async function reference(rpcUrl: string) {
    const chain = as(rpcUrl)
    await createIndexer({ database, chains: [chain], batchSize: 1_000 }).catchUp()
    return dump(database, chain.caipNetworkId)
  }
  beforeAll(async () => {
    if (kind.skipped) return
    testDatabase = await kind.create()
    database = testDatabase.database
    await runMigrations(database)
  })
  afterAll(async () => {
    await testDatabase?.drop()
    await kind.stop()
  })

  describe.skipIf(kind.skipped)(kind.skipped ? `skipped: ${kind.skipped}` : 'indexer', () => {
    let devnet: Awaited<ReturnType<typeof startDevChains>>
    let rpcUrl: string
    let sender: DevSender
    let sent: Hex[]
    let expected: Awaited<ReturnType<typeof reference>>
    beforeAll(async () => {
      devnet = await startDevChains({ chains: [{ chainId: 31337 }] })
      const [dev] = devnet.chains
      rpcUrl = dev!.rpcUrl
      sender = createDevSender(dev!)
      sent = await sendMany(sender, dev!.token.address, 30)
      expected = await reference(rpcUrl)
    })
    afterAll(() => devnet?.stop())

    test('behavior: stopped mid-way and restarted, it neither skips nor repeats', async () => {
      const chain = as(rpcUrl)
      let batches = 0
      let stopping: Promise<void> | undefined
      const first = createIndexer({
        database,
        chains: [chain],
        batchSize: 4,
        onBatch() {
          if (++batches === 3) stopping = first.stop()
        },
      })
      first.start()
      await expect.poll(() => batches >= 3, { interval: 5 }).toBe(true)
      await stopping
      const head = (await sender.latestBlock()).number
      const partial = await dump(database, chain.caipNetworkId)
      expect(partial.cursors).toEqual([expect.objectContaining({ next_block: '12' })])
      expect(12n).toBeLessThan(head)

      await createIndexer({ database, chains: [chain], batchSize: 4 }).catchUp()
      const stored = await dump(database, chain.caipNetworkId)
      expect(stored).toEqual(expected)
      expect(stored.cursors).toEqual([expect.objectContaining({ next_block: String(head + 1n) })])
      const hashes = new Set(stored.transactions.map((row) => row.hash))
      expect(sent.every((hash) => hashes.has(hash))).toBe(true)
      // The token's deployment (a mint) and its nine funding transfers; the market's second
      // token (a mint) and its three pools' liquidity (token transfers into the pairs); the
      // dev paymaster's funding (ether sent to it, deposited in the EntryPoint); then ours.
      expect(stored.transactions).toHaveLength(10 + 4 + 1 + sent.length)
      const paymaster = devnet.chains[0]!.accountAbstraction!.verifyingPaymaster.toLowerCase()
      expect(stored.transactions.filter((row) => row.to_address === paymaster)).toHaveLength(1)
    })

    test('behavior: a step failing before its commit leaves nothing behind', async () => {
      const chain = as(rpcUrl)
      let failed = false
      const indexer = createIndexer({
        database,
        chains: [chain],
        batchSize: 5,
        beforeCommit(batch) {
          if (batch.fromBlock === 5n && !failed) {
            failed = true
            throw new Error('the process died here')
          }
        },
      })
      await expect(indexer.catchUp()).rejects.toThrow('the process died here')
      const partial = await dump(database, chain.caipNetworkId)
      expect(partial.cursors).toEqual([expect.objectContaining({ next_block: '5' })])
      expect(partial.transactions.every((row) => Number(row.block_number) < 5)).toBe(true)
      await indexer.catchUp()
      expect(await dump(database, chain.caipNetworkId)).toEqual(expected)
    })

    test('behavior: two indexers on one database store each block once', async () => {
      const chain = as(rpcUrl)
      const indexers = [0, 1].map(() => createIndexer({ database, chains: [chain], batchSize: 3 }))
      await Promise.all(indexers.map((indexer) => indexer.catchUp()))
      expect(await dump(database, chain.caipNetworkId)).toEqual(expected)
    })

    test('behavior: once started it follows new blocks', async () => {
      const chain = as(rpcUrl)
      const indexer = createIndexer({ database, chains: [chain], pollIntervalMs: 20 })
      indexer.start()
      try {
        const receipt = await sender.sendNative(
          funder,
          privateKeyToAddress(generatePrivateKey()),
          1n,
        )
        await indexer.waitForBlock(chain.caipNetworkId, receipt.blockNumber)
        const { rows } = await database.query(
          'select 1 from data_transactions where chain_id = $1 and hash = $2',
          [chain.caipNetworkId, receipt.transactionHash],
        )
        expect(rows).toHaveLength(1)
      } finally {
        await indexer.stop()
      }
    })

    test('behavior: a chain reset (anvil restarted on its port) is indexed again', async () => {
      const anvil = await startAnvil({ chainId: 31337 })
      const port = Number(new URL(anvil.rpcUrl).port)
      let current = anvil
      try {
        const chain = as(anvil.rpcUrl)
        const resetSender = createDevSender({ chainId: 31337, rpcUrl: anvil.rpcUrl })
        // Only the funder gets tokens, and few transfers go out: every transaction here is sent
        // and awaited one by one, which on a loaded machine is what makes this test slow.
        const deploy = async () =>
          (
            await deployToken({
              rpcUrl: anvil.rpcUrl,
              name: 'T',
              symbol: 'T',
              fund: [devAccounts[1]!.address],
            })
          ).address
        const restart = async () => {
          await current.stop()
          current = await startAnvil({ chainId: 31337, port })
          return deploy()
        }
        const resets: string[] = []
        const indexer = createIndexer({
          database,
          chains: [chain],
          onReset: (id) => resets.push(id),
        })
        const hashesOf = async () =>
          new Set(
            (await dump(database, chain.caipNetworkId)).transactions.map((row) => String(row.hash)),
          )
        const before = await sendMany(resetSender, await deploy(), 6)
        await indexer.catchUp()
        let hashes = await hashesOf()
        expect(before.every((hash) => hashes.has(hash))).toBe(true)

        // A fresh node with fewer blocks: its head is below the stored cursor.
        const shorter = await sendMany(resetSender, await restart(), 2)
        await indexer.catchUp()
        expect(resets).toEqual([chain.caipNetworkId])
        hashes = await hashesOf()
        expect(before.some((hash) => hashes.has(hash))).toBe(false)
        expect(shorter.every((hash) => hashes.has(hash))).toBe(true)
        expect(await dump(database, chain.caipNetworkId)).toEqual(await reference(anvil.rpcUrl))

        // A fresh node that grew past the cursor: the block there has another hash.
        const taller = await sendMany(resetSender, await restart(), 8)
        await indexer.catchUp()
        expect(resets).toEqual([chain.caipNetworkId, chain.caipNetworkId])
        hashes = await hashesOf()
        expect(shorter.some((hash) => hashes.has(hash))).toBe(false)
        expect(taller.every((hash) => hashes.has(hash))).toBe(true)
        expect(await dump(database, chain.caipNetworkId)).toEqual(await reference(anvil.rpcUrl))
      } finally {
        await current.stop()
      }
    })
  })
})
