// `npm run bench:send`: Send's figures on the local stack (dev chain, server, demo) in Chromium with
// the injected dev wallet: ms from the click on Send to the form usable (the balance read, the
// amount field ready), ms from the click on Send in the preview to 'Transaction started', and the
// gzip KB of the chunks Send loads. Medians of BENCH_RUNS (default 5) fresh pages. Figures to
// read and compare, not pass/fail tests.
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

// The chunks the demo's build loads when Send opens: its views, core's Send feature and the
// eip155 send methods (viem's ABI encoder and keccak).
const assets = join(root, 'apps/demo/dist/assets')
const sendChunks = (await readdir(assets)).filter((file) =>
  /^(WalletSend|useSend|sendStyles|ReceiverAvatar|evmSendMethods|sha3)-.*\.js$/.test(file),
)
let chunkKb = 0
for (const file of sendChunks)
  chunkKb += gzipSync(await readFile(join(assets, file)), { level: 9 }).length / 1024

const dataDir = await mkdtemp(join(tmpdir(), 'latchkey-bench-send-'))
const stack = await startStack({
  ports: 'any',
  dataDir,
  env: { ...process.env, LOG_LEVEL: 'silent' },
})
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const openTimes = []
const sendTimes = []
try {
  for (let run = 0; run < runs; run++) {
    const page = await browser.newPage()
    await page.addInitScript({
      content: devWalletInitScript({
        privateKey: stack.accounts[4].privateKey,
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

    // From the trusted click (recorded in a capture listener) to the form usable, polled each frame.
    const measure = (ready) =>
      page.evaluate((ready) => {
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
            element.tagName === 'SPAN' && /^Balance \d/.test(element.textContent ?? ''),
          started: (element) =>
            element.classList?.contains('lk-toast') &&
            element.textContent?.includes('Transaction started'),
        }
        return new Promise((resolve) => {
          let clicked
          document.addEventListener(
            'click',
            () => {
              clicked ??= performance.now()
            },
            { capture: true },
          )
          const poll = () => {
            if (clicked !== undefined && find(document, tests[ready]))
              return resolve(performance.now() - clicked)
            requestAnimationFrame(poll)
          }
          poll()
        })
      }, ready)

    const opened = measure('form')
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    openTimes.push(await opened)
    await dialog.getByLabel('Amount').fill('0.001')
    await dialog.getByLabel('To', { exact: true }).fill(stack.accounts[9].address)
    await dialog.getByRole('button', { name: 'Preview send' }).click()
    await dialog.getByRole('heading', { name: 'Review Send' }).waitFor()
    const started = measure('started')
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    sendTimes.push(await started)
    await page.close()
  }
} finally {
  await browser.close()
  await stack.stop()
  await rm(dataDir, { recursive: true, force: true })
}

console.log(`Send, medians of ${runs} fresh pages (injected dev wallet, local chain and server):`)
console.log(
  `  ms from the click on Send to the form usable         ${median(openTimes).toFixed(0)}`,
)
console.log(
  `  ms from Preview's Send to 'Transaction started'      ${median(sendTimes).toFixed(0)}`,
)
console.log(
  `  gzip KB of the chunks Send loads (${sendChunks.length} files)          ${chunkKb.toFixed(1)}`,
)
