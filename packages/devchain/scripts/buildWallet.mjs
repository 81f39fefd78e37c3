// Bundles the dev wallets (src/wallet/browser.ts, src/solana/wallet/browser.ts,
// src/polkadot/wallet/browser.ts) into dist/devWallet.js, dist/solanaDevWallet.js and
// dist/polkadotDevWallet.js: classic scripts that pages load with a <script>
// tag and Playwright with addInitScript.
import { stat } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const bundles = [
  ['../src/wallet/browser.ts', '../dist/devWallet.js'],
  ['../src/solana/wallet/browser.ts', '../dist/solanaDevWallet.js'],
  ['../src/polkadot/wallet/browser.ts', '../dist/polkadotDevWallet.js'],
  ['../src/bitcoin/wallet/browser.ts', '../dist/bitcoinDevWallet.js'],
]
for (const [entry, out] of bundles) {
  const outfile = fileURLToPath(new URL(out, import.meta.url))
  await build({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    outfile,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'eof',
    logLevel: 'warning',
  })
  const { size } = await stat(outfile)
  console.log(`${out.slice(3)} ${(size / 1024).toFixed(1)} kB`)
}
