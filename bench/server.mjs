// `npm run bench:server`: the server's throughput and latency on loopback. Starts a local anvil and
// the server in a child process, then measures with autocannon (20 connections) req/s and p50/p99
// of health, getWallets, a cached balance, a proxied eth_blockNumber and a proxied eth_getBalance
// of a different address each time (nothing shared between calls); then opens 8,000 relay
// sockets and measures relay delivery (publish to receipt) p50/p99, alone and while getWallets is
// flooded. Ends with a longer fast-check run of the abuse suite's fuzzers (BENCH_FUZZ_RUNS).
// Figures to read, not pass/fail tests; written to .latchkey/bench/server.json.
//
// Latency tails on a shared machine measure its other processes as much as the server: each
// figure comes with the load average when it was taken, and with the server's CPU time per
// request (its own user and system time over the run, from /proc), which other processes do not
// move. BENCH_SERVER_PARTS picks parts (health,getWallets,cachedBalance,proxyBlockNumber,
// proxyDistinctBalance,relay);
// BENCH_SERVER_PROFILE=<folder> writes a V8 CPU profile of the server there (node --cpu-prof);
// BENCH_SERVER_MODULE measures another build of the server (see serverProcess.mjs);
// BENCH_SERVER_METRICS=off runs it without the request metrics, to compare their cost.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { createInterface } from 'node:readline'
import { pathToFileURL } from 'node:url'
import { MessageChannel, Worker } from 'node:worker_threads'
import { assertInstalled, bin, root, run, runOrThrow } from '../scripts/setup.mjs'

const seconds = Number(process.env.BENCH_SERVER_SECONDS ?? 5)
const socketCount = Number(process.env.BENCH_SERVER_SOCKETS ?? 8_000)
const deliveries = Number(process.env.BENCH_SERVER_DELIVERIES ?? 400)
const fuzzRuns = process.env.BENCH_FUZZ_RUNS ?? '20000'
const parts = new Set(
  (
    process.env.BENCH_SERVER_PARTS ??
    'health,getWallets,cachedBalance,proxyBlockNumber,proxyDistinctBalance,relay'
  )
    .split(',')
    .map((part) => part.trim()),
)
const profileFolder = process.env.BENCH_SERVER_PROFILE

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

/** Starts bench/serverProcess.mjs with `env`; resolves with its URL and a stop function. */
async function startServerProcess(env) {
  const profile = profileFolder ? ['--cpu-prof', `--cpu-prof-dir=${profileFolder}`] : []
  const child = spawn(process.execPath, [...profile, join(root, 'bench/serverProcess.mjs')], {
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

/** The CPU time (user and system, ms) a process has used so far; undefined off Linux. */
async function cpuMs(pid) {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return undefined
  }
}

// The load generator on a thread of its own (autocannon's workers option cannot be stopped
// early). It talks on a port of its own: autocannon posts its progress on the thread's. On a
// worker thread, autocannon answers its raw figures; they are aggregated here.
const floodThread = `
const { workerData } = require('node:worker_threads')
const { port, options } = workerData
const run = require(workerData.autocannon)(options)
port.once('message', () => run.stop())
run.then((result) => port.postMessage(result))
`

/**
 * One autocannon run: req/s, p50 and p99 in ms, the count of non-2xx answers, the server's CPU
 * time per answered request (ms) and the 1-minute load average at the end. With `control`, it
 * runs on a worker thread, so it does not share this thread's event loop, until `control.stop()`.
 */
async function load(server, options, control) {
  const cpuBefore = await cpuMs(server.pid)
  const settings = { connections: 20, duration: control ? 3_600 : seconds, ...options }
  const { default: autocannon } = await import('autocannon')
  let result
  if (control) {
    const { port1, port2 } = new MessageChannel()
    const worker = new Worker(floodThread, {
      eval: true,
      workerData: {
        autocannon: createRequire(import.meta.url).resolve('autocannon'),
        options: settings,
        port: port2,
      },
      transferList: [port2],
    })
    control.stop = () => port1.postMessage('stop')
    const raw = await new Promise((resolve, reject) => {
      port1.once('message', resolve)
      worker.once('error', reject)
    })
    result = autocannon.aggregateResult([raw], settings)
    port1.close()
    await worker.terminate()
  } else {
    result = await autocannon(settings)
  }
  const cpuAfter = await cpuMs(server.pid)
  return {
    // Per-second samples are lost when a run is stopped early: the mean over the run instead.
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuMsPerRequest:
      cpuBefore === undefined
        ? undefined
        : (cpuAfter - cpuBefore) / Math.max(1, result.requests.total),
    loadAverage: loadavg()[0],
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
async function measureDelivery(server, sockets, count) {
  const cpuBefore = await cpuMs(server.pid)
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
  const cpuAfter = await cpuMs(server.pid)
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    // The server's CPU per delivery (publish, delivery, both acks), flood included when there is one.
    cpuMsPerDelivery: cpuBefore === undefined ? undefined : (cpuAfter - cpuBefore) / count,
  }
}

/** Measures the server; prints the figures and answers them. */
export async function measureServer() {
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
    const targets = {
      health: { url: `${url}/health` },
      getWallets: { url: `${url}/getWallets?page=1&entries=40` },
      cachedBalance: { url: `${url}${balancePath}` },
      proxyBlockNumber: {
        url: `${url}/v1/?chainId=eip155:31337`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
      },
      // Identical calls of one turn reach the node once: this one asks a different address's
      // balance each time, so every request is forwarded (the proxy's cost without that sharing).
      proxyDistinctBalance: {
        url: `${url}/v1/?chainId=eip155:31337`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({
                jsonrpc: '2.0',
                id: 1,
                method: 'eth_getBalance',
                params: [`0x${(distinct++).toString(16).padStart(40, '0')}`, 'latest'],
              }),
            }),
          },
        ],
      },
    }
    let distinct = 1
    const routes = {}
    for (const [name, options] of Object.entries(targets))
      if (parts.has(name)) routes[name] = await load(server, options)
    const f = (value, digits = 1) =>
      (value === undefined ? '-' : Number(value).toFixed(digits)).padStart(10)
    if (Object.keys(routes).length > 0) {
      console.log(`\nServer on loopback, autocannon with 20 connections for ${seconds} s each:\n`)
      console.log(
        `  ${'route'.padEnd(24)}${'req/s'.padStart(10)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}${'non-2xx'.padStart(10)}${'CPU ms/req'.padStart(12)}${'load'.padStart(8)}`,
      )
      for (const [name, figures] of Object.entries(routes))
        console.log(
          `  ${name.padEnd(24)}${f(figures.requestsPerSecond, 0)}${f(figures.p50)}${f(figures.p99)}${f(figures.non2xx, 0)}${f(figures.cpuMsPerRequest, 3).padStart(12)}${f(figures.loadAverage).padStart(8)}`,
        )
    }

    let relay
    if (parts.has('relay')) {
      const opening = performance.now()
      sockets = await openSockets(url, socketCount)
      const openSeconds = (performance.now() - opening) / 1000
      const idle = {
        ...(await measureDelivery(server, sockets, deliveries)),
        loadAverage: loadavg()[0],
      }
      // The flood runs on a worker thread: on this thread, its 20 connections would delay the
      // bench's own sockets and the delivery times would measure the load generator.
      // It lasts as long as the deliveries do.
      const control = {}
      const flood = load(server, targets.getWallets, control)
      // Until the flood is under way.
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      const flooded = {
        ...(await measureDelivery(server, sockets, deliveries)),
        loadAverage: loadavg()[0],
      }
      control.stop()
      const floodFigures = await flood
      relay = { sockets: sockets.length, openSeconds, idle, flooded, flood: floodFigures }
      console.log(
        `\nRelay with ${sockets.length.toLocaleString('en-US')} sockets open (opened in ${openSeconds.toFixed(1)} s), ${deliveries} deliveries:\n`,
      )
      console.log(
        `  ${'ms'.padEnd(32)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'CPU ms'.padStart(10)}${'load'.padStart(8)}`,
      )
      console.log(
        `  ${'delivery'.padEnd(32)}${f(idle.p50)}${f(idle.p99)}${f(idle.cpuMsPerDelivery, 3)}${f(idle.loadAverage).padStart(8)}`,
      )
      console.log(
        `  ${'delivery, getWallets flooded'.padEnd(32)}${f(flooded.p50)}${f(flooded.p99)}${f(flooded.cpuMsPerDelivery, 3)}${f(flooded.loadAverage).padStart(8)}`,
      )
      console.log(
        `  (getWallets meanwhile: ${floodFigures.requestsPerSecond.toFixed(0)} req/s, p99 ${floodFigures.p99} ms)`,
      )
    }
    const results = {
      metrics: process.env.BENCH_SERVER_METRICS === 'off' ? 'off' : 'on',
      routes,
      relay,
    }
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
  assertInstalled()
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
