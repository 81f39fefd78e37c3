// Data API figures for `npm run bench` (and `npm run bench:data` alone): on a local anvil chain
// holding 10,000 blocks of transfers to one address (half Ether, half ERC-20 Transfer logs), the
// server's indexer catching up from an empty database, then the latency of the balance route and
// of history pages for that address over HTTP on loopback. Figures to read, not pass/fail tests.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { assertInstalled, bin, root, runOrThrow } from '../scripts/setup.mjs'

const blocks = Number(process.env.BENCH_DATA_BLOCKS ?? 10_000)
const samples = Number(process.env.BENCH_DATA_SAMPLES ?? 200)

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

/** Runs `fn` `count` times one after the other; answers each run's milliseconds. */
async function time(count, fn) {
  const times = []
  for (let index = 0; index < count; index++) {
    const started = performance.now()
    await fn(index)
    times.push(performance.now() - started)
  }
  return times
}

async function rpc(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return response.json()
}

/**
 * Sends `count` transfers to `to` from an unlocked dev account, alternating Ether and the token,
 * and mines each in a block of its own: automining is off and each send is followed by a mine,
 * with explicit nonces (identical transactions would otherwise share a hash and count once).
 */
async function sendTransfers({ rpcUrl, from, to, token, count }) {
  const { encodeFunctionData, erc20Abi } = await import('viem')
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 1n] })
  const call = async (method, params = []) => {
    const answer = await rpc(rpcUrl, { jsonrpc: '2.0', id: 1, method, params })
    if (answer.error) throw new Error(`${method} failed: ${JSON.stringify(answer.error)}`)
    return answer.result
  }
  const start = Number(await call('eth_getTransactionCount', [from, 'pending']))
  await call('evm_setAutomine', [false])
  for (let index = 0; index < count; index++) {
    const nonce = `0x${(start + index).toString(16)}`
    await call('eth_sendTransaction', [
      index % 2 === 0
        ? { from, to, value: '0x1', gas: '0x5208', nonce }
        : { from, to: token, data, gas: '0x186a0', nonce },
    ])
    await call('evm_mine')
  }
  await call('evm_setAutomine', [true])
}

/** Measures the indexer and the data routes; prints the figures and answers them. */
export async function measureData() {
  const { devAccounts, deployToken, startAnvil } = await import('@latchkey/devchain')
  const { createServer, loadConfig } = await import('@latchkey/server')
  const folder = await mkdtemp(join(tmpdir(), 'latchkey-bench-data-'))
  const anvil = await startAnvil({ chainId: 31337 })
  let server
  try {
    const token = await deployToken({
      rpcUrl: anvil.rpcUrl,
      name: 'Latchkey Dollar',
      symbol: 'LKD',
    })
    const holder = '0x000000000000000000000000000000000000bEEF'
    console.log(`• Sending ${blocks.toLocaleString('en-US')} transfers to one address…`)
    const sendStarted = performance.now()
    await sendTransfers({
      rpcUrl: anvil.rpcUrl,
      from: devAccounts[1].address,
      to: holder,
      token: token.address,
      count: blocks,
    })
    const head = Number(
      (await rpc(anvil.rpcUrl, { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }))
        .result,
    )
    console.log(
      `  ${head.toLocaleString('en-US')} blocks in ${((performance.now() - sendStarted) / 1000).toFixed(1)} s`,
    )

    const config = {
      ...loadConfig({ LOG_LEVEL: 'warn', LATCHKEY_DATA_DIR: folder, LATCHKEY_PORT: '0' }),
      chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: anvil.rpcUrl }],
      data: {
        indexer: { enabled: false },
        config: {
          chains: { 'eip155:31337': { tokens: [{ ...token }] } },
          prices: { ETH: 3000, LKD: 1 },
        },
      },
    }
    server = createServer({ config })
    await server.ready()

    console.log('• Indexing from an empty database (PGlite, file-backed)…')
    const indexStarted = performance.now()
    await server.dataIndexer.catchUp()
    const indexSeconds = (performance.now() - indexStarted) / 1000
    const count = async (sql) => Number((await server.database.query(sql)).rows[0].count)
    const logs = await count(
      "select count(*)::int as count from data_transfers where kind = 'erc20'",
    )
    const transactions = await count('select count(*)::int as count from data_transactions')

    const url = await server.listen({ host: '127.0.0.1', port: 0 })
    const get = async (path) => {
      const response = await fetch(`${url}${path}`)
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
      return response.json()
    }
    const balancePath = `/v1/account/${holder}/balance?chainId=eip155:31337&currency=usd`
    await get(balancePath)
    const balanceRead = await time(samples, () => get(`${balancePath}&forceUpdate=true`))
    const balanceCached = await time(samples, () => get(balancePath))

    const historyPath = `/v1/account/${holder}/history?chainId=eip155:31337`
    let cursor
    let entries = 0
    const pages = []
    do {
      const started = performance.now()
      const page = await get(`${historyPath}${cursor ? `&cursor=${cursor}` : ''}`)
      pages.push(performance.now() - started)
      entries += page.data.length
      cursor = page.next
    } while (cursor)
    const firstPage = await time(samples, () => get(historyPath))

    const results = {
      blocks: head,
      indexer: {
        seconds: indexSeconds,
        blocksPerSecond: head / indexSeconds,
        transactionsPerSecond: transactions / indexSeconds,
        logsPerSecond: logs / indexSeconds,
        transactions,
        logs,
      },
      balanceMs: {
        read: { p50: percentile(balanceRead, 50), p99: percentile(balanceRead, 99) },
        cached: { p50: percentile(balanceCached, 50), p99: percentile(balanceCached, 99) },
      },
      historyMs: {
        firstPage: { p50: percentile(firstPage, 50), p99: percentile(firstPage, 99) },
        everyPage: {
          p50: percentile(pages, 50),
          p99: percentile(pages, 99),
          pages: pages.length,
          entries,
        },
      },
    }
    const f = (value, digits = 1) => value.toFixed(digits).padStart(10)
    console.log(
      `\nData API on one local chain, ${head.toLocaleString('en-US')} blocks, ${entries.toLocaleString('en-US')} history entries for one address:\n`,
    )
    console.log(
      `  ${'indexer catch-up, blocks per second'.padEnd(48)}${f(results.indexer.blocksPerSecond, 0)}`,
    )
    console.log(
      `  ${'indexer catch-up, Transfer logs per second'.padEnd(48)}${f(results.indexer.logsPerSecond, 0)}`,
    )
    console.log(`  ${'indexer catch-up, seconds'.padEnd(48)}${f(indexSeconds)}`)
    console.log(`\n  ${'ms'.padEnd(48)}${'p50'.padStart(10)}${'p99'.padStart(10)}`)
    const row = (label, { p50, p99 }) => console.log(`  ${label.padEnd(48)}${f(p50)}${f(p99)}`)
    row('balance, read from the chain (forceUpdate)', results.balanceMs.read)
    row('balance, cached (30 s)', results.balanceMs.cached)
    row('history, first page of 20', results.historyMs.firstPage)
    row(`history, each of ${pages.length} pages through the cursor`, results.historyMs.everyPage)
    await mkdir(join(root, '.latchkey/bench'), { recursive: true })
    await writeFile(
      join(root, '.latchkey/bench/data.json'),
      `${JSON.stringify(results, null, 2)}\n`,
    )
    return results
  } finally {
    await server?.close()
    await anvil.stop()
    await rm(folder, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  assertInstalled()
  // Only the packages this needs (server, devchain, core), not the pages: tsc builds them.
  await runOrThrow(bin('tsc'), ['-b', 'tsconfig.build.json'])
  await measureData()
}
