// `npm run bench:swap`: Swap's figures on the local stack (dev chain with its Uniswap V2 market,
// server, demo) in Chromium with the injected dev wallet: ms from the click on Swap to the form
// usable (the network's tokens and balances read), ms from the amount typed to the quote shown
// (the 300 ms typing pause included), and the gzip KB of the chunks Swap loads. Medians of
// BENCH_RUNS (default 5) fresh pages. Figures to read and compare, not pass/fail tests.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import {
  build as buildRepo,
  chromiumArgs,
  chromiumPath,
  ensureChromium,
  ensureInstalled,
  root,
} from '../scripts/setup.mjs'

const runs = Number(process.env.BENCH_RUNS ?? 5)

await ensureInstalled()
await ensureChromium()
await buildRepo()
const { devWalletInitScript } = await import('@latchkey/devchain')
const { startStack } = await import('../scripts/stack.mjs')

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

// The chunks the demo's build loads when Swap opens: its view, core's Swap feature and the
// styles it shares with Send.
const assets = join(root, 'apps/demo/dist/assets')
const swapChunks = (await readdir(assets)).filter((file) =>
  /^(Swap|useSwap|swapStyles|sendStyles|formatTokenAmount|SwapTokenButton)-.*\.js$/.test(file),
)
let chunkKb = 0
for (const file of swapChunks)
  chunkKb += gzipSync(await readFile(join(assets, file)), { level: 9 }).length / 1024

const dataDir = await mkdtemp(join(tmpdir(), 'latchkey-bench-swap-'))
const stack = await startStack({
  ports: 'any',
  dataDir,
  env: { ...process.env, LOG_LEVEL: 'silent' },
})
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const openTimes = []
const quoteTimes = []
try {
  for (let run = 0; run < runs; run++) {
    const page = await browser.newPage()
    await page.addInitScript({
      content: devWalletInitScript({
        privateKey: stack.accounts[5].privateKey,
        chains: stack.networks.map((network) => ({
          chainId: network.chainId,
          rpcUrl: network.rpcUrl,
          name: network.name,
          nativeCurrency: network.nativeCurrency,
        })),
      }),
    })
    await page.goto(stack.demoUrl)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: /Latchkey Dev Wallet/ }).click()
    await page.getByTestId('account-status').filter({ hasText: 'connected' }).waitFor()
    if (!(await dialog.isVisible())) await page.locator('[data-latchkey-button="connect"]').click()
    await dialog.getByRole('tablist', { name: 'Tokens and activity' }).waitFor()

    // From a trusted event (a click, or the last key typed; recorded in a capture listener) to
    // `ready` found on screen, polled each frame through the modal's shadow root.
    const measure = (ready, event) =>
      page.evaluate(
        ([ready, event]) => {
          const find = (root, test) => {
            for (const element of root.querySelectorAll('*')) {
              if (test(element)) return element
              if (element.shadowRoot) {
                const found = find(element.shadowRoot, test)
                if (found) return found
              }
            }
            return null
          }
          const tests = {
            form: (element) =>
              element.tagName === 'BUTTON' &&
              element.getAttribute('aria-label') === 'You pay: ETH, change',
            quote: (element) =>
              element.getAttribute('data-testid') === 'swap-quote' &&
              /[1-9]/.test(element.textContent ?? ''),
          }
          return new Promise((resolve) => {
            let started
            document.addEventListener(
              event,
              () => {
                started = performance.now()
              },
              { capture: true },
            )
            const poll = () => {
              if (started !== undefined && find(document, tests[ready]))
                return resolve(performance.now() - started)
              requestAnimationFrame(poll)
            }
            poll()
          })
        },
        [ready, event],
      )

    const opened = measure('form', 'click')
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    openTimes.push(await opened)
    await dialog.getByRole('button', { name: 'You receive: Select token' }).click()
    await dialog.getByRole('list', { name: 'Tokens' }).getByRole('button', { name: /LKD/ }).click()
    const quoted = measure('quote', 'input')
    await dialog.getByRole('textbox', { name: 'You pay' }).pressSequentially('0.01')
    quoteTimes.push(await quoted)
    await page.close()
  }
} finally {
  await browser.close()
  await stack.stop()
  await rm(dataDir, { recursive: true, force: true })
}

console.log(`Swap, medians of ${runs} fresh pages (injected dev wallet, local chain and market):`)
console.log(
  `  ms from the click on Swap to the form usable          ${median(openTimes).toFixed(0)}`,
)
console.log(
  `  ms from the last key of the amount to the quote shown ${median(quoteTimes).toFixed(0)}`,
)
console.log(
  `  gzip KB of the chunks Swap loads (${swapChunks.length} files)         ${chunkKb.toFixed(1)}`,
)
