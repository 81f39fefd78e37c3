// WalletConnect figures for `npm run bench` (bench/run.mjs calls these): in Chromium, the click on
// the WalletConnect entry to the QR code painted and the pairing to the page being connected
// (devchain's WalletConnect test wallet on the other end); on loopback, the relay's throughput
// and delivery latency with many raw clients publishing at once. Figures, not pass/fail tests.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { createWalletConnectTestWallet } from '@latchkey/devchain'
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import WebSocket from 'ws'

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

/**
 * Medians of `runs` fresh page loads: ms from the click on the WalletConnect entry to the frame
 * that shows the QR code (the view's chunk, the SDK's chunk, the SDK starting, the relay
 * connection and the pairing), and ms from the wallet pairing with the URI (then approving) to
 * the frame that shows the connected address.
 */
export async function measureWalletConnect({
  browser,
  pageUrl,
  relayUrl,
  chain,
  privateKey,
  helpers,
  runs,
}) {
  const wallet = await createWalletConnectTestWallet({
    relayUrl,
    privateKey,
    chains: [{ chainId: chain.chainId, rpcUrl: chain.rpcUrl }],
  })
  const samples = []
  try {
    for (let index = 0; index < runs; index++) {
      const context = await browser.newContext()
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: new URL(pageUrl).origin,
      })
      const page = await context.newPage()
      await page.addInitScript({ content: helpers })
      await page.goto(pageUrl, { waitUntil: 'networkidle' })
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const entry = page.getByRole('button', { name: 'WalletConnect' })
      await entry.waitFor()
      await page.waitForTimeout(300)
      const box = await entry.boundingBox()
      const qrAt = page.evaluate(() =>
        window.__lkFrameWhen(() =>
          window.__lkDeepQuery((element) =>
            (element.getAttribute('aria-label') ?? '').startsWith('QR code'),
          ),
        ),
      )
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      const qrTime = await qrAt
      const clickTime = await page.evaluate(() => window.__lkClicks.at(-1))

      await page.getByRole('button', { name: 'Copy link' }).click()
      const uri = await page.evaluate(() => navigator.clipboard.readText())
      const started = performance.now()
      await wallet.pair(uri)
      await wallet.approveNext()
      await page.waitForFunction(
        () => /0x[0-9a-fA-F]{4}…[0-9a-fA-F]{6}/.test(document.body.textContent),
        null,
        { polling: 'raf' },
      )
      const pairToConnectedMs = performance.now() - started
      samples.push({ clickToQrMs: qrTime - clickTime, pairToConnectedMs })
      await context.close()
    }
  } finally {
    await wallet.close()
  }
  return {
    runs,
    clickToQrMs: median(samples.map((sample) => sample.clickToQrMs)),
    pairToConnectedMs: median(samples.map((sample) => sample.pairToConnectedMs)),
  }
}

/**
 * Starts the built server (`latchkey-server start`) as a process of its own, on a free port
 * with a fresh data folder, so the relay does not share an event loop with the bench's clients.
 */
export async function startServerProcess({ root }) {
  const dataDir = await mkdtemp(join(tmpdir(), 'latchkey-bench-relay-'))
  const child = spawn(process.execPath, [join(root, 'packages/server/dist/cli.js'), 'start'], {
    // Vite's build set NODE_ENV=production in this process; the bench's relay is a dev server.
    env: {
      ...process.env,
      LATCHKEY_ENV: 'development',
      LATCHKEY_PORT: '0',
      LATCHKEY_DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
      const match = /listening on (http:\/\/\S+)/.exec(output)
      if (match) resolve(match[1])
    })
    child.once('exit', (code) => reject(new Error(`The server exited (${code}): ${output}`)))
  })
  return {
    relayUrl: url.replace(/^http/, 'ws'),
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

let nextId = 1_700_000_000_000_000_000n

/** A raw relay client: a WebSocket with a token it signs itself, JSON-RPC frames by hand. */
async function connectClient(relayUrl, onMessage) {
  const keyPair = generateKeyPair()
  const auth = await signJWT('bench', relayUrl, 3600, keyPair)
  const socket = new WebSocket(`${relayUrl}/?${new URLSearchParams({ auth, projectId: 'bench' })}`)
  const waiting = new Map()
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString())
    if (frame.method === 'irn_subscription') {
      socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
      onMessage(frame.params.data)
    } else waiting.get(String(frame.id))?.(frame)
  })
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  return {
    socket,
    request(method, params) {
      const id = String(nextId++)
      return new Promise((resolve, reject) => {
        waiting.set(id, (frame) => {
          waiting.delete(id)
          if (frame.error) reject(new Error(`${method}: ${frame.error.message}`))
          else resolve(frame.result)
        })
        socket.send(
          `{"id":"${id}","jsonrpc":"2.0","method":"${method}","params":${JSON.stringify(params)}}`,
        )
      })
    },
  }
}

/**
 * `clients` raw clients connect to the relay (signed tokens, as the SDKs do) and each subscribes
 * to its own topic. Then two phases, each bounded by `timeLimitMs`: a burst, where every client
 * publishes `messagesPerClient` messages at once to the next client's topic (throughput, and the
 * latency of a queue that deep); and a paced phase, one message per client spread over
 * `pacedMs` (the latency of a relay under moderate load). Latency is from just before a publish
 * is sent to its delivery to the subscriber, in this one process.
 */
export async function measureRelay({
  relayUrl,
  clients = 1000,
  messagesPerClient = 5,
  pacedMs = 4000,
  timeLimitMs = 30_000,
}) {
  let phase = { latencies: [], expected: 0, last: 0, done: () => {} }
  const deliver = (data) => {
    const { sentAt } = JSON.parse(Buffer.from(data.message, 'base64').toString())
    phase.last = performance.now()
    phase.latencies.push(phase.last - sentAt)
    if (phase.latencies.length >= phase.expected) phase.done()
  }

  const connectStarted = performance.now()
  const connected = []
  // In waves, as many sockets opening at once would measure the accept queue, not the relay.
  for (let from = 0; from < clients; from += 100)
    connected.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(100, clients - from) }, () =>
          connectClient(relayUrl, deliver),
        ),
      )),
    )
  const topics = connected.map(() => randomBytes(32).toString('hex'))
  await Promise.all(
    connected.map((client, index) => client.request('irn_subscribe', { topic: topics[index] })),
  )
  const connectMs = performance.now() - connectStarted

  const padding = randomBytes(96).toString('hex')
  const publish = (client, index) => {
    const message = Buffer.from(JSON.stringify({ sentAt: performance.now(), padding })).toString(
      'base64',
    )
    return client
      .request('irn_publish', {
        topic: topics[(index + 1) % clients],
        message,
        ttl: 300,
        tag: 1108,
      })
      .then(
        () => true,
        () => false,
      )
  }
  async function runPhase(expected, send) {
    phase = { latencies: [], expected, last: 0, done: () => {} }
    const done = new Promise((resolve) => {
      const timer = setTimeout(resolve, timeLimitMs)
      phase.done = () => {
        clearTimeout(timer)
        resolve()
      }
    })
    const started = performance.now()
    const publishes = send()
    await done
    const accepted = (await Promise.all(publishes)).filter(Boolean).length
    const seconds = ((phase.last || performance.now()) - started) / 1000
    const sorted = [...phase.latencies].sort((a, b) => a - b)
    return {
      published: expected,
      accepted,
      delivered: sorted.length,
      seconds,
      throughput: sorted.length / seconds,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
    }
  }

  const burst = await runPhase(clients * messagesPerClient, () => {
    const publishes = []
    for (let round = 0; round < messagesPerClient; round++)
      connected.forEach((client, index) => {
        publishes.push(publish(client, index))
      })
    return publishes
  })
  const paced = await runPhase(clients, () =>
    connected.map(
      (client, index) =>
        new Promise((resolve) => {
          setTimeout(() => resolve(publish(client, index)), (index / clients) * pacedMs)
        }),
    ),
  )
  await Promise.all(
    connected.map(
      ({ socket }) =>
        new Promise((resolve) => {
          socket.once('close', resolve)
          socket.close()
        }),
    ),
  )
  return { clients, connectMs, burst, paced, pacedRate: clients / (pacedMs / 1000) }
}
