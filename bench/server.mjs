// `npm run bench:server`: the server's throughput and latency on loopback. Starts a local anvil and
// the server in a child process, then measures with autocannon (20 connections) req/s and p50/p99
// of health, getWallets, a cached balance and a proxied eth_blockNumber; then opens 8,000 relay
// sockets and measures relay delivery (publish to receipt) p50/p99, alone and while getWallets is
// flooded. Ends with a longer fast-check run of the abuse suite's fuzzers (BENCH_FUZZ_RUNS).
// Figures to read, not pass/fail tests; written to .latchkey/bench/server.json.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { createInterface } from 'node:readline'
import { pathToFileURL } from 'node:url'
import { bin, ensureInstalled, root, run, runOrThrow } from '../scripts/setup.mjs'

const seconds = Number(process.env.BENCH_SERVER_SECONDS ?? 5)
const socketCount = Number(process.env.BENCH_SERVER_SOCKETS ?? 8_000)
const deliveries = Number(process.env.BENCH_SERVER_DELIVERIES ?? 400)
const fuzzRuns = process.env.BENCH_FUZZ_RUNS ?? '20000'

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

/** Starts bench/serverProcess.mjs with `env`; resolves with its URL and a stop function. */
async function startServerProcess(env) {
  const child = spawn(process.execPath, [join(root, 'bench/serverProcess.mjs')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const lines = createInterface({ input: child.stdout })
  const url = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)))
    lines.on('line', (line) => {
      if (line.startsWith('{"url"')) resolve(JSON.parse(line).url)
    })
  })
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve)
        child.kill('SIGTERM')
      }),
  }
}

/** One autocannon run: req/s, p50 and p99 in ms, and the count of non-2xx answers. */
async function load(autocannon, options) {
  const result = await autocannon({ connections: 20, duration: seconds, ...options })
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

/** Opens `count` relay sockets, 200 at a time, each with its own key. */
async function openSockets(url, count) {
  const { default: WebSocket } = await import('ws')
  const { generateKeyPair, signJWT } = await import('@walletconnect/relay-auth')
  const wsUrl = url.replace(/^http/, 'ws')
  const sockets = []
  for (let start = 0; start < count; start += 200) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(200, count - start) }, async () => {
        const auth = await signJWT('bench', wsUrl, 3600, generateKeyPair())
        const socket = new WebSocket(`${wsUrl}/?auth=${auth}&projectId=bench`)
        await new Promise((resolve, reject) => {
          socket.once('open', resolve)
          socket.once('error', reject)
        })
        return socket
      }),
    )
    sockets.push(...batch)
  }
  return sockets
}

/**
 * Publish-to-receipt latency: pairs of sockets (publisher, subscriber) among the open ones; each
 * subscriber subscribes to its own topic, then `count` messages go out one after another.
 */
async function measureDelivery(sockets, count) {
  const pairs = Array.from({ length: 50 }, (_, index) => ({
    publisher: sockets[index * 2],
    subscriber: sockets[index * 2 + 1],
    topic: randomBytes(32).toString('hex'),
  }))
  let nextId = 1
  const call = (socket, method, params) =>
    new Promise((resolve) => {
      const id = nextId++
      const onMessage = (data) => {
        const frame = JSON.parse(data.toString())
        if (frame.id === id && frame.method === undefined) {
          socket.off('message', onMessage)
          resolve(frame)
        }
      }
      socket.on('message', onMessage)
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    })
  for (const pair of pairs) await call(pair.subscriber, 'irn_subscribe', { topic: pair.topic })
  const times = []
  for (let index = 0; index < count; index++) {
    const pair = pairs[index % pairs.length]
    const message = randomBytes(200).toString('base64')
    const received = new Promise((resolve) => {
      const onMessage = (data) => {
        const frame = JSON.parse(data.toString())
        if (frame.method !== 'irn_subscription' || frame.params.data.message !== message) return
        pair.subscriber.off('message', onMessage)
        pair.subscriber.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
        resolve()
      }
      pair.subscriber.on('message', onMessage)
    })
    const started = performance.now()
    pair.publisher.send(
      JSON.stringify({
        id: nextId++,
        jsonrpc: '2.0',
        method: 'irn_publish',
        params: { topic: pair.topic, message, ttl: 300, tag: 1000 },
      }),
    )
    await received
    times.push(performance.now() - started)
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99) }
}

/** Measures the server; prints the figures and answers them. */
export async function measureServer() {
  const { default: autocannon } = await import('autocannon')
  const { startAnvil } = await import('@latchkey/devchain')
  const folder = await mkdtemp(join(tmpdir(), 'latchkey-bench-server-'))
  const anvil = await startAnvil({ chainId: 31337 })
  const server = await startServerProcess({
    LOG_LEVEL: 'warn',
    LATCHKEY_DATA_DIR: folder,
    LATCHKEY_PORT: '0',
    LATCHKEY_CHAINS: `eip155:31337=${anvil.rpcUrl}`,
    // Limits high enough that the bench measures the routes, not the rate limiter.
    LATCHKEY_RATE_LIMIT_PER_IP: '100000000',
    LATCHKEY_RATE_LIMIT_PER_PROJECT: '100000000',
    LATCHKEY_RPC_RATE_LIMIT_PER_IP: '100000000',
  })
  let sockets = []
  try {
    const { url } = server
    const holder = '0x000000000000000000000000000000000000bEEF'
    const balancePath = `/v1/account/${holder}/balance?chainId=eip155:31337&currency=usd`
    await fetch(`${url}${balancePath}`)
    const routes = {
      health: await load(autocannon, { url: `${url}/health` }),
      getWallets: await load(autocannon, { url: `${url}/getWallets?page=1&entries=40` }),
      cachedBalance: await load(autocannon, { url: `${url}${balancePath}` }),
      proxyBlockNumber: await load(autocannon, {
        url: `${url}/v1/?chainId=eip155:31337`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
      }),
    }
    const f = (value, digits = 1) => Number(value).toFixed(digits).padStart(10)
    console.log(`\nServer on loopback, autocannon with 20 connections for ${seconds} s each:\n`)
    console.log(
      `  ${'route'.padEnd(32)}${'req/s'.padStart(10)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}${'non-2xx'.padStart(10)}`,
    )
    for (const [name, figures] of Object.entries(routes))
      console.log(
        `  ${name.padEnd(32)}${f(figures.requestsPerSecond, 0)}${f(figures.p50)}${f(figures.p99)}${f(figures.non2xx, 0)}`,
      )

    const opening = performance.now()
    sockets = await openSockets(url, socketCount)
    const openSeconds = (performance.now() - opening) / 1000
    const idle = await measureDelivery(sockets, deliveries)
    const flood = load(autocannon, {
      url: `${url}/getWallets?page=1&entries=40`,
      duration: Math.max(seconds, 10),
    })
    const flooded = await measureDelivery(sockets, deliveries)
    const floodFigures = await flood
    const relay = { sockets: sockets.length, openSeconds, idle, flooded, flood: floodFigures }
    console.log(
      `\nRelay with ${sockets.length.toLocaleString('en-US')} sockets open (opened in ${openSeconds.toFixed(1)} s), ${deliveries} deliveries:\n`,
    )
    console.log(`  ${'ms'.padEnd(32)}${'p50'.padStart(10)}${'p99'.padStart(10)}`)
    console.log(`  ${'delivery'.padEnd(32)}${f(idle.p50)}${f(idle.p99)}`)
    console.log(`  ${'delivery, getWallets flooded'.padEnd(32)}${f(flooded.p50)}${f(flooded.p99)}`)
    console.log(
      `  (getWallets meanwhile: ${floodFigures.requestsPerSecond.toFixed(0)} req/s, p99 ${floodFigures.p99} ms)`,
    )
    const results = { routes, relay }
    await mkdir(join(root, '.latchkey/bench'), { recursive: true })
    await writeFile(
      join(root, '.latchkey/bench/server.json'),
      `${JSON.stringify(results, null, 2)}\n`,
    )
    return results
  } finally {
    for (const socket of sockets) socket.terminate()
    await server.stop()
    await anvil.stop()
    await rm(folder, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await ensureInstalled()
  await runOrThrow(bin('tsc'), ['-b', 'tsconfig.build.json'])
  await measureServer()
  if (fuzzRuns !== '0') {
    console.log(`\n• Fuzzing every route and relay method, ${fuzzRuns} inputs each…`)
    const code = await run(bin('vitest'), ['run', 'packages/server/src/abuse/fuzz'], {
      env: { LATCHKEY_FUZZ_RUNS: fuzzRuns },
    })
    if (code !== 0) process.exitCode = code
  }
}
