import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { DevWalletConfig } from './installDevWallet.js'

/** The absolute path of the dev wallet's browser bundle, `dist/devWallet.js` of this package. */
export function getDevWalletScriptPath(): string {
  // Two levels up from both src/wallet/ and dist/wallet/ is the package folder.
  const path = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist/devWallet.js')
  if (!existsSync(path))
    throw new Error(
      `The dev wallet bundle is missing at ${path}. Build it with \`npm run build --workspace @latchkey/devchain\`.`,
    )
  return path
}

/** A script that installs the dev wallet with `config`, for Playwright's `page.addInitScript({ content })`. */
export function devWalletInitScript(config: DevWalletConfig): string {
  const bundle = readFileSync(getDevWalletScriptPath(), 'utf8')
  return `${bundle}\n;window.LatchkeyDevWallet.install(${JSON.stringify(config)});\n`
}
