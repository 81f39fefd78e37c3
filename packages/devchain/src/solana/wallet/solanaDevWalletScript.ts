import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SolanaDevWalletConfig } from './installSolanaDevWallet.js'

/** The absolute path of the Solana test wallet's browser bundle, `dist/solanaDevWallet.js`. */
export function getSolanaDevWalletScriptPath(): string {
  // Three levels up from both src/solana/wallet/ and dist/solana/wallet/ is the package folder.
  const path = resolve(dirname(fileURLToPath(import.meta.url)), '../../../dist/solanaDevWallet.js')
  if (!existsSync(path))
    throw new Error(
      `The Solana dev wallet bundle is missing at ${path}. Build it with \`npm run build --workspace @latchkey/devchain\`.`,
    )
  return path
}

/** A script that installs the Solana test wallet, for Playwright's `page.addInitScript({ content })`. */
export function solanaDevWalletInitScript(config: SolanaDevWalletConfig): string {
  const bundle = readFileSync(getSolanaDevWalletScriptPath(), 'utf8')
  return `${bundle}\n;window.LatchkeySolanaDevWallet.install(${JSON.stringify(config)});\n`
}
