// What bench/send.mjs and bench/swap.mjs share: the built demo and the local stack on free
// ports, Chromium, a page connected with the injected dev wallet, and the gzip size of the
// chunks a feature loads. Figures to read and compare, not pass/fail tests.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import {
  assertInstalled,
  build as buildRepo,
  chromiumArgs,
  chromiumPath,
  ensureChromium,
  root,
} from '../scripts/setup.mjs'

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** The demo build's chunks whose file names match `pattern`: how many, and their gzip KB. */
export async function demoChunksKb(pattern) {
  const assets = join(root, 'apps/demo/dist/assets')
  const files = (await readdir(assets)).filter((name) => pattern.test(name))
  let kb = 0
  for (const file of files)
    kb += gzipSync(await readFile(join(assets, file)), { level: 9 }).length / 1024
  return { kb, files: files.length }
}

/**
 * Checks the install (it installs nothing), builds (unless BENCH_NO_BUILD=1), starts the stack on free ports (database in a temporary folder named after
 * `name`) and Chromium; `stop()` closes both and removes the folder.
 */
export async function startDemoBench(name) {
  assertInstalled()
  await ensureChromium()
  // BENCH_NO_BUILD=1 runs on the build already there (after `npm run build`).
  if (process.env.BENCH_NO_BUILD !== '1') await buildRepo()
  const { devWalletInitScript } = await import('@latchkey/devchain')
  const { startStack } = await import('../scripts/stack.mjs')
  const dataDir = await mkdtemp(join(tmpdir(), `latchkey-bench-${name}-`))
  const started = performance.now()
  const stack = await startStack({
    ports: 'any',
    dataDir,
    env: { ...process.env, LOG_LEVEL: 'silent' },
  })
  // The stack's start (dev chains with their contracts, ledgers, server, pages): a figure here,
  // not a timed test (it depends on the machine's load).
  console.log(`The local stack started in ${Math.round(performance.now() - started)} ms`)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })

  /** A fresh page on the demo, connected with dev account `account`, its Account view open. */
  async function openConnectedAccount(account) {
    const page = await browser.newPage()
    await page.addInitScript({
      content: devWalletInitScript({
        privateKey: stack.accounts[account].privateKey,
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
    return { page, dialog }
  }

  return {
    stack,
    browser,
    openConnectedAccount,
    async stop() {
      await browser.close()
      await stack.stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
