import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PolkadotDevWalletConfig } from './installPolkadotDevWallet.js'

/** The absolute path of the Polkadot test wallet's browser bundle, `dist/polkadotDevWallet.js`. */
export function getPolkadotDevWalletScriptPath(): string {
  // Three levels up from both src/polkadot/wallet/ and dist/polkadot/wallet/ is the package folder.
  const path = resolve(
    dirname(fileURLToPath(import.meta.url)),
    '../../../dist/polkadotDevWallet.js',
  )
  if (!existsSync(path))
    throw new Error(
      `The Polkadot dev wallet bundle is missing at ${path}. Build it with \`npm run build --workspace @latchkey/devchain\`.`,
    )
  return path
}

/** A script that installs the Polkadot test wallet, for Playwright's `page.addInitScript({ content })`. */
export function polkadotDevWalletInitScript(config: PolkadotDevWalletConfig = {}): string {
  const bundle = readFileSync(getPolkadotDevWalletScriptPath(), 'utf8')
  return `${bundle}\n;window.LatchkeyPolkadotDevWallet.install(${JSON.stringify(config)});\n`
}
