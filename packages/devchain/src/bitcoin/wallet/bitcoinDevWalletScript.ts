import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BitcoinDevWalletConfig } from './installBitcoinDevWallet.js'

/** The absolute path of the Bitcoin test wallet's browser bundle, `dist/bitcoinDevWallet.js`. */
export function getBitcoinDevWalletScriptPath(): string {
  // Three levels up from both src/bitcoin/wallet/ and dist/bitcoin/wallet/ is the package folder.
  const path = resolve(dirname(fileURLToPath(import.meta.url)), '../../../dist/bitcoinDevWallet.js')
  if (!existsSync(path))
    throw new Error(
      `The Bitcoin dev wallet bundle is missing at ${path}. Build it with \`npm run build --workspace @latchkey/devchain\`.`,
    )
  return path
}

/** A script that installs the Bitcoin test wallet, for Playwright's `page.addInitScript({ content })`. */
export function bitcoinDevWalletInitScript(config: BitcoinDevWalletConfig): string {
  const bundle = readFileSync(getBitcoinDevWalletScriptPath(), 'utf8')
  return `${bundle}\n;window.LatchkeyBitcoinDevWallet.install(${JSON.stringify(config)});\n`
}
