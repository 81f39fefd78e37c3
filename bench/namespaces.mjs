// `npm run bench:namespaces`: connect and sign-in times on each of the four namespaces (eip155,
// solana, bip122, polkadot) through the dev wallet in Chromium, median of 5 (LATCHKEY_BENCH_RUNS),
// against the local stack; the Bitcoin and Polkadot adapters' chunk sizes (gzip, their entry and
// each lazy chunk, @latchkey/core left out as the page has it already); and the EVM-only bench
// page's JS before the first click (scripts/sizeBudget.mjs), which these adapters must not move.
// Figures to read and compare, not pass/fail tests. BENCH_NO_BUILD=1 runs on the build there;
// BENCH_TIMES=0 prints the sizes alone (no stack, no browser).
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import {
  bitcoinDevWalletInitScript,
  bitcoinRegtestNetwork,
  devWalletInitScript,
  polkadotDevWalletInitScript,
  solanaDevWalletInitScript,
} from '@latchkey/devchain'
import { build, defaultClientConditions } from 'vite'
import { measureReactAlone } from '../scripts/measureReactAlone.mjs'
import { root } from '../scripts/setup.mjs'
import { measureFirstLoad } from '../scripts/sizeBudget.mjs'
import { median, startDemoBench } from './demoBench.mjs'

const runs = Number(process.env.LATCHKEY_BENCH_RUNS ?? 5)

/** An adapter package's entry and lazy chunks, built for the browser as a dapp's bundler would. */
async function adapterChunks(name) {
  const output = await build({
    root,
    logLevel: 'warn',
    configFile: false,
    resolve: { conditions: ['source', ...defaultClientConditions] },
    build: {
      write: false,
      target: 'es2022',
      lib: {
        entry: join(root, `packages/${name}/src/exports/index.ts`),
        formats: ['es'],
        fileName: name,
      },
      rollupOptions: { external: (id) => id.startsWith('@latchkey/core') },
    },
  })
  const chunks = (Array.isArray(output) ? output[0] : output).output.filter(
    (item) => item.type === 'chunk',
  )
  return chunks.map((chunk) => ({
    file: chunk.isEntry ? 'entry' : chunk.fileName,
    kb: gzipSync(chunk.code, { level: 9 }).length / 1024,
  }))
}

for (const name of ['bitcoin', 'polkadot']) {
  console.log(`\n@latchkey/${name}, gzip KB (without @latchkey/core)`)
  for (const { file, kb } of await adapterChunks(name)) console.log(`  ${file}: ${kb.toFixed(2)}`)
}
const { totalKb, idleKb } = await measureFirstLoad()
const ownKb = totalKb - (await measureReactAlone({ root }))
console.log(
  `\nEVM-only bench page: Latchkey's own first load ${ownKb.toFixed(2)} KB gzip, ${(ownKb + idleKb).toFixed(2)} KB before the first click (scripts/sizeBudget.mjs)`,
)
if (process.env.BENCH_TIMES !== '0') await benchTimes()

/** Connect and sign-in on each namespace through the dev wallet, against the local stack. */
async function benchTimes() {
  const bench = await startDemoBench('namespaces')
  const { stack, browser } = bench

  // One side of the dev wallet per namespace, so Connect's entry connects that namespace alone.
  const sides = {
    eip155: {
      status: 'account-status',
      script: () =>
        devWalletInitScript({
          privateKey: stack.accounts[0].privateKey,
          chains: stack.networks.map((network) => ({
            chainId: network.chainId,
            rpcUrl: network.rpcUrl,
            name: network.name,
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          })),
        }),
    },
    solana: {
      status: 'solana-status',
      script: () =>
        solanaDevWalletInitScript({
          secretKey: stack.solana.accounts[0].secretKey,
          chains: [
            { ids: ['solana:localnet', stack.solana.caipNetworkId], rpcUrl: stack.solana.rpcUrl },
          ],
        }),
    },
    bip122: {
      status: 'bitcoin-status',
      script: () =>
        bitcoinDevWalletInitScript({
          account: stack.bitcoin.accounts[0],
          chains: [
            {
              ids: ['bitcoin:regtest', stack.bitcoin.caipNetworkId],
              esploraUrl: stack.bitcoin.rpcUrl,
              network: bitcoinRegtestNetwork,
            },
          ],
        }),
    },
    polkadot: { status: 'polkadot-status', script: () => polkadotDevWalletInitScript({}) },
  }

  /** One run: click the Dev wallet entry to connected, then Sign to the server's session. */
  async function measure(side) {
    const page = await browser.newPage()
    try {
      await page.addInitScript({ content: side.script() })
      await page.goto(`${stack.demoUrl}/?siwx=optional`)
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const dialog = page.getByRole('dialog')
      const entry = dialog.getByRole('button', { name: /Latchkey Dev Wallet/ })
      await entry.waitFor()
      const clicked = performance.now()
      await entry.click()
      await page
        .getByTestId(side.status)
        .filter({ hasText: /^connected$/ })
        .waitFor()
      const connected = performance.now()
      const sign = dialog.getByRole('button', { name: 'Sign', exact: true })
      await sign.waitFor()
      const signing = performance.now()
      await sign.click()
      await page
        .getByTestId('siwx-status')
        .filter({ hasText: /^authenticated$/ })
        .waitFor()
      return { connect: connected - clicked, signIn: performance.now() - signing }
    } finally {
      await page.close()
    }
  }

  const times = {}
  try {
    for (const [namespace, side] of Object.entries(sides)) {
      const samples = []
      for (let run = 0; run < runs; run++) samples.push(await measure(side))
      times[namespace] = {
        connect: median(samples.map((sample) => sample.connect)),
        signIn: median(samples.map((sample) => sample.signIn)),
      }
    }
  } finally {
    await bench.stop()
  }

  console.log(`\nConnect and sign-in through the dev wallet, Chromium, median of ${runs} (ms)`)
  console.table(
    Object.fromEntries(
      Object.entries(times).map(([namespace, { connect, signIn }]) => [
        namespace,
        { connect: Math.round(connect), 'sign-in': Math.round(signIn) },
      ]),
    ),
  )
}
