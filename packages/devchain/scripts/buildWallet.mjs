// Bundles the dev wallet (src/wallet/browser.ts) into dist/devWallet.js: one classic script that
// pages load with a <script> tag and Playwright with addInitScript.
import { stat } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const entry = fileURLToPath(new URL('../src/wallet/browser.ts', import.meta.url))
const outfile = fileURLToPath(new URL('../dist/devWallet.js', import.meta.url))

await build({
  entryPoints: [entry],
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
console.log(`dist/devWallet.js ${(size / 1024).toFixed(1)} kB`)
