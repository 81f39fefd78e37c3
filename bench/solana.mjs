// `npm run bench:solana`: what Solana support costs and how fast a Solana wallet connects. Builds
// bench/solana (React, Latchkey, the EVM and Solana adapters, one ConnectButton), sums the gzip JS
// it loads before the first click, and times click to connected with the Solana test wallet (a
// Wallet Standard wallet with a real key) against the Solana dev chain, in headless Chromium.
// bench/minimal (EVM only, `npm test`'s size budget) is measured alongside: what Solana's modules
// add to its first load (aim: nothing). Also the chunks Send loads on solana (its send methods and
// what they import that the page has not loaded yet), gzip.
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'
import { solanaDevWalletInitScript, startSolanaDevChain } from '@latchkey/devchain'
import { chromium } from '@playwright/test'
import react from '@vitejs/plugin-react'
import { build, defaultClientConditions } from 'vite'
import { root } from '../scripts/setup.mjs'
import { measureFirstLoad } from '../scripts/sizeBudget.mjs'

const runs = Number(process.env.LATCHKEY_BENCH_RUNS ?? 7)
const outDir = join(root, '.latchkey/bench/solana')
const buildPage = (name, out) =>
  build({
    root: join(root, 'bench', name),
    logLevel: 'warn',
    plugins: [react()],
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: { outDir: out, emptyOutDir: true, target: 'es2022' },
  })
const output = (await buildPage('solana', outDir)).output
const chunks = new Map(output.filter((item) => item.type === 'chunk').map((c) => [c.fileName, c]))
/** `files` and every chunk they import statically. */
const closure = (files) => {
  const seen = new Set()
  const visit = (file) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const next of chunks.get(file)?.imports ?? []) visit(next)
  }
  for (const file of files) visit(file)
  return seen
}
const html = await readFile(join(outDir, 'index.html'), 'utf8')
const firstLoad = [...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1])
const gzipKb = async (file) =>
  gzipSync(await readFile(join(outDir, file)), { level: 9 }).length / 1024
const solanaKb = (await Promise.all(firstLoad.map(gzipKb))).reduce((a, b) => a + b, 0)
const evmOnly = await measureFirstLoad()

// Send on solana: the chunk of the adapter's send methods and what it imports beyond the first load.
const sendEntry = [...chunks.values()].find((chunk) =>
  chunk.moduleIds.some((id) => id.endsWith('packages/solana/src/send/solanaSendMethods.ts')),
)
if (!sendEntry) throw new Error('No chunk holds the solana send methods')
const loadedFirst = closure(firstLoad)
const sendFiles = [...closure([sendEntry.fileName])].filter((file) => !loadedFirst.has(file))
const sendKb = (await Promise.all(sendFiles.map(gzipKb))).reduce((a, b) => a + b, 0)
// Once connected, the balance read has loaded @solana/kit's RPC client: what Send adds then.
const balanceEntry = [...chunks.values()].find((chunk) =>
  chunk.moduleIds.some((id) => id.endsWith('packages/solana/src/actions/getSolBalance.ts')),
)
const loadedConnected = closure([...firstLoad, ...(balanceEntry ? [balanceEntry.fileName] : [])])
const sendAfterConnectKb = (
  await Promise.all(sendFiles.filter((file) => !loadedConnected.has(file)).map(gzipKb))
).reduce((a, b) => a + b, 0)
const sendChunkKb = await gzipKb(sendEntry.fileName)

// The EVM-only page's first load, module by module: none of Solana's may be in it.
const evmOutput = (await buildPage('minimal', join(root, '.latchkey/bench/solana-evm-only'))).output
const evmChunks = new Map(
  evmOutput.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
)
const evmFirst = new Set()
const visitEvm = (file) => {
  if (evmFirst.has(file)) return
  evmFirst.add(file)
  for (const next of evmChunks.get(file)?.imports ?? []) visitEvm(next)
}
for (const chunk of evmChunks.values()) if (chunk.isEntry) visitEvm(chunk.fileName)
const solanaModule = /packages\/solana\/|node_modules\/@solana|node_modules\/@wallet-standard/
const solanaInEvmBytes = [...evmFirst]
  .flatMap((file) => Object.entries(evmChunks.get(file)?.modules ?? {}))
  .filter(([id]) => solanaModule.test(id))
  .reduce((sum, [, module]) => sum + module.renderedLength, 0)

const chain = await startSolanaDevChain()
const page = html.replace(
  '<!--bench-config-->',
  `<script>window.__BENCH__=${JSON.stringify({
    solanaRpcUrl: chain.rpcUrl,
    solanaReference: chain.caipNetworkId.slice('solana:'.length),
  })}</script>`,
)
const server = createServer(async (request, response) => {
  const path = new URL(request.url ?? '/', 'http://x').pathname
  const file = normalize(join(outDir, path))
  if (path.startsWith('/assets/') && file.startsWith(outDir)) {
    const body = await readFile(file).catch(() => null)
    if (!body) return void response.writeHead(404).end()
    const type = extname(file) === '.js' ? 'text/javascript' : 'application/octet-stream'
    return void response.writeHead(200, { 'content-type': type }).end(body)
  }
  response.writeHead(200, { 'content-type': 'text/html' }).end(page)
})
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const url = `http://127.0.0.1:${server.address().port}/`

const [account] = chain.accounts
const shortAddress = `${account.address.slice(0, 4)}…${account.address.slice(-6)}`
const helpers = `
  window.__lkClicks = []
  document.addEventListener('click', (event) => window.__lkClicks.push(event.timeStamp), true)
  window.__lkFrameWhen = (test) => new Promise((resolve) => {
    const check = () => (test() ? resolve(performance.now()) : requestAnimationFrame(check))
    requestAnimationFrame(check)
  })
  window.__lkFind = (text) => {
    const stack = [document]
    while (stack.length) {
      const node = stack.pop()
      for (const element of node.querySelectorAll('*')) {
        if (element.tagName === 'BUTTON' && element.textContent.includes(text)) return element
        if (element.shadowRoot) stack.push(element.shadowRoot)
      }
    }
    return null
  }
`
const browser = await chromium.launch({
  executablePath: process.env.LATCHKEY_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
})
const times = []
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext()
    const tab = await context.newPage()
    await tab.addInitScript({
      content: solanaDevWalletInitScript({
        secretKey: account.secretKey,
        persist: false,
        chains: [{ ids: ['solana:localnet', chain.caipNetworkId], rpcUrl: chain.rpcUrl }],
      }),
    })
    await tab.addInitScript({ content: helpers })
    await tab.goto(url, { waitUntil: 'networkidle' })
    await tab.getByRole('button', { name: 'Connect Wallet' }).click()
    await tab.waitForFunction(() => window.__lkFind('Latchkey Dev Wallet'))
    const connectedAt = tab.evaluate(
      (text) => window.__lkFrameWhen(() => document.body.textContent.includes(text)),
      shortAddress,
    )
    await tab.evaluate(() => window.__lkFind('Latchkey Dev Wallet').click())
    const clicked = await tab.evaluate(() => window.__lkClicks.at(-1))
    times.push((await connectedAt) - clicked)
    await context.close()
  }
} finally {
  await browser.close()
  server.close()
  await chain.stop()
}
const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]
console.log('Solana (medians of', runs, 'runs):')
console.log(`  gzip KB before the first click, EVM-only page        ${evmOnly.totalKb.toFixed(1)}`)
console.log(`  bytes of Solana modules in the EVM-only first load   ${solanaInEvmBytes}`)
console.log(`  gzip KB before the first click, EVM + Solana page    ${solanaKb.toFixed(1)}`)
console.log(`  ms from wallet click to connected (Solana wallet)    ${median.toFixed(0)}`)
console.log(`  gzip KB of the solana send-methods chunk             ${sendChunkKb.toFixed(1)}`)
console.log(
  `  gzip KB Send loads on solana beyond the first load   ${sendKb.toFixed(1)} (${sendFiles.length} chunks)`,
)
console.log(
  `  of which not loaded yet by the balance read          ${sendAfterConnectKb.toFixed(1)}`,
)
