// `npm run bench`: builds the minimal dapp page, serves it on 127.0.0.1 and measures it in Chromium.
// Prints medians of 7 runs (and the same with the CPU throttled 4x), then the WalletConnect figures
// (bench/walletconnect.mjs) and All Wallets with 5,000 wallets (bench/allWallets.mjs); writes
// .latchkey/bench/results.json.
// These are figures to read and compare, not pass/fail tests.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import react from '@vitejs/plugin-react'
import { build, defaultClientConditions } from 'vite'
import {
  assertInstalled,
  build as buildRepo,
  chromiumArgs,
  chromiumPath,
  ensureChromium,
} from '../scripts/setup.mjs'
import { benchAllWallets, printAllWallets } from './allWallets.mjs'
import { servePage } from './servePage.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const outDir = join(root, '.latchkey/bench/minimal')
const runs = Number(process.env.BENCH_RUNS ?? 7)

assertInstalled()
await ensureChromium()
await buildRepo()
const { devWalletInitScript, startDevChains } = await import('@latchkey/devchain')
const { loadConfig, startServer } = await import('@latchkey/server')
const { measureRelay, measureWalletConnect, startServerProcess } = await import(
  './walletconnect.mjs'
)

console.log('• Building the minimal page…')
await build({
  root: join(root, 'bench/minimal'),
  logLevel: 'warn',
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { outDir, emptyOutDir: true, target: 'es2022' },
})

const devnet = await startDevChains({ chains: [{ chainId: 31337 }] })
const chain = devnet.chains[0]
// The Latchkey server, for its WalletConnect relay (the page offers WalletConnect through it).
const serverDir = await mkdtemp(join(tmpdir(), 'latchkey-bench-'))
const server = await startServer({
  config: loadConfig({ LATCHKEY_PORT: '0', LATCHKEY_DATA_DIR: serverDir, LOG_LEVEL: 'silent' }),
})
const relayUrl = server.url.replace(/^http/, 'ws')

/** Serves the built page with the stack's URLs in it. */
async function startPageServer() {
  const html = (await readFile(join(outDir, 'index.html'), 'utf8')).replace(
    '<!--bench-config-->',
    `<script>window.__BENCH__=${JSON.stringify({ rpcUrl: chain.rpcUrl, relayUrl })}</script>`,
  )
  return servePage(outDir, { html })
}

// Installed in the page: a deep query through shadow roots, a click log, and a frame waiter that
// resolves with performance.now() at the first animation frame where a test holds. The wallet
// button counts once visible: closed, the modal keeps its next Connect view rendered but hidden.
const pageHelpers = `
  window.__lkDeepQuery = (predicate) => {
    const stack = [document]
    while (stack.length) {
      const node = stack.pop()
      for (const element of node.querySelectorAll('*')) {
        if (predicate(element)) return element
        if (element.shadowRoot) stack.push(element.shadowRoot)
      }
    }
    return null
  }
  window.__lkFrameWhen = (test) =>
    new Promise((resolve) => {
      const check = () => (test() ? resolve(performance.now()) : requestAnimationFrame(check))
      requestAnimationFrame(check)
    })
  window.__lkWalletButton = () =>
    window.__lkDeepQuery(
      (element) =>
        element.tagName === 'BUTTON' &&
        element.textContent.includes('Latchkey Dev Wallet') &&
        element.checkVisibility(),
    )
  window.__lkClicks = []
  document.addEventListener('click', (event) => window.__lkClicks.push(event.timeStamp), true)
`

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
const kb = (bytes) => bytes / 1024

async function measureOnce(browser, page0, throttle) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript({
    content: devWalletInitScript({
      privateKey: devnet.accounts[0].privateKey,
      persist: false,
      chains: [
        {
          chainId: chain.chainId,
          rpcUrl: chain.rpcUrl,
          name: chain.name,
          nativeCurrency: chain.nativeCurrency,
        },
      ],
    }),
  })
  await page.addInitScript({ content: pageHelpers })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
  const loaded = []
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (path.endsWith('.js') && response.url().startsWith(page0.url)) loaded.push(path)
  })
  await page.goto(page0.url, { waitUntil: 'networkidle' })
  const button = page.getByRole('button', { name: 'Connect Wallet' })
  await button.waitFor()
  // Let idle-time prefetching (if any) happen: a visitor rarely clicks within a second of load.
  await page.waitForTimeout(1000)
  const beforeClick = new Set(loaded)
  const box = await button.boundingBox()

  const listAt = page.evaluate(() => window.__lkFrameWhen(window.__lkWalletButton))
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  const listTime = await listAt
  const clickTime = (await page.evaluate(() => window.__lkClicks.at(-1))) ?? listTime
  const afterOpen = new Set(loaded)

  const walletButton = await page.evaluateHandle(() => window.__lkWalletButton())
  const connectedAt = page.evaluate(() =>
    window.__lkFrameWhen(() => /0x[0-9a-fA-F]{4}…[0-9a-fA-F]{6}/.test(document.body.textContent)),
  )
  await walletButton.asElement().click()
  const walletClick = await page.evaluate(() => window.__lkClicks.at(-1))
  const connectedTime = await connectedAt

  const size = (paths) => [...paths].reduce((sum, path) => sum + page0.gzipBytes(path), 0)
  await context.close()
  return {
    beforeClickKb: kb(size(beforeClick)),
    onOpenKb: kb(size([...afterOpen].filter((path) => !beforeClick.has(path)))),
    clickToListMs: listTime - clickTime,
    clickToConnectedMs: connectedTime - walletClick,
  }
}

const pageServer = await startPageServer()
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const results = {}
try {
  for (const throttle of [1, 4]) {
    const samples = []
    for (let index = 0; index < runs; index++)
      samples.push(await measureOnce(browser, pageServer, throttle))
    results[throttle === 1 ? 'unthrottled' : 'cpu4x'] = Object.fromEntries(
      Object.keys(samples[0]).map((key) => [key, median(samples.map((sample) => sample[key]))]),
    )
  }
  console.log('• Measuring WalletConnect…')
  results.walletConnect = await measureWalletConnect({
    browser,
    pageUrl: pageServer.url,
    relayUrl,
    chain,
    privateKey: devnet.accounts[1].privateKey,
    helpers: pageHelpers,
    runs: Number(process.env.BENCH_WC_RUNS ?? 5),
  })
  // The relay in a process of its own: the clients here do not slow it down, nor it them.
  const relayServer = await startServerProcess({ root })
  try {
    results.relay = await measureRelay({
      relayUrl: relayServer.relayUrl,
      clients: Number(process.env.BENCH_RELAY_CLIENTS ?? 1000),
      messagesPerClient: Number(process.env.BENCH_RELAY_MESSAGES ?? 5),
    })
  } finally {
    await relayServer.stop()
  }
  results.allWallets = await benchAllWallets({
    browser,
    root,
    rpcUrl: chain.rpcUrl,
    runs: Math.min(runs, 5),
  })
} finally {
  await browser.close()
  pageServer.close()
  await server.close()
  await rm(serverDir, { recursive: true, force: true })
  await devnet.stop()
}

const rows = [
  ['gzip KB of JS before the first click', 'beforeClickKb', 1],
  ['gzip KB of JS loaded on opening', 'onOpenKb', 1],
  ['ms from click to wallet list', 'clickToListMs', 0],
  ['ms from wallet click to connected', 'clickToConnectedMs', 0],
]
console.log(
  `\nMinimal page (React + Latchkey + EVM adapter + ConnectButton), medians of ${runs} runs:\n`,
)
console.log(`  ${'measure'.padEnd(40)}${'no throttle'.padStart(14)}${'CPU 4x'.padStart(12)}`)
for (const [label, key, digits] of rows)
  console.log(
    `  ${label.padEnd(40)}${results.unthrottled[key].toFixed(digits).padStart(14)}${results.cpu4x[key].toFixed(digits).padStart(12)}`,
  )
const { walletConnect, relay } = results
console.log(`\nWalletConnect (medians of ${walletConnect.runs} fresh page loads, no throttle):\n`)
console.log(
  `  ${'ms from click on WalletConnect to QR code'.padEnd(44)}${walletConnect.clickToQrMs.toFixed(0).padStart(8)}`,
)
console.log(
  `  ${'ms from pairing to connected'.padEnd(44)}${walletConnect.pairToConnectedMs.toFixed(0).padStart(8)}`,
)
console.log(
  `\nRelay on loopback: ${relay.clients} raw clients, connected and subscribed in ${relay.connectMs.toFixed(0)} ms:\n`,
)
console.log(`  ${''.padEnd(44)}${'burst'.padStart(10)}${'paced'.padStart(10)}`)
const relayRow = (label, pick, digits = 0) =>
  console.log(
    `  ${label.padEnd(44)}${pick(relay.burst).toFixed(digits).padStart(10)}${pick(relay.paced).toFixed(digits).padStart(10)}`,
  )
relayRow('messages published', (phase) => phase.published)
relayRow('messages delivered', (phase) => phase.delivered)
relayRow('throughput (messages/s)', (phase) => phase.throughput)
relayRow('delivery latency p50 (ms)', (phase) => phase.p50Ms, 1)
relayRow('delivery latency p99 (ms)', (phase) => phase.p99Ms, 1)
console.log(
  `\n  burst: every client publishes ${relay.burst.published / relay.clients} messages at once; paced: one each, ${relay.pacedRate.toFixed(0)} messages/s.`,
)
printAllWallets(results.allWallets)
await mkdir(join(root, '.latchkey/bench'), { recursive: true })
await writeFile(
  join(root, '.latchkey/bench/results.json'),
  `${JSON.stringify({ runs, results }, null, 2)}\n`,
)
