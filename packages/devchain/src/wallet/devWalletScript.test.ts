// @vitest-environment happy-dom
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { devAccounts } from '../chain/devAccounts.js'
import { devWalletInitScript, getDevWalletScriptPath } from './devWalletScript.js'

type TestWindow = Window & {
  LatchkeyDevWallet?: { install(config: unknown): unknown }
  latchkeyDevWallet?: {
    provider: { request(args: { method: string }): Promise<unknown> }
    uninstall(): void
  }
  ethereum?: unknown
}

beforeAll(() => {
  // The real build, as `npm run build --workspace @latchkey/devchain` runs it.
  const script = resolve(dirname(fileURLToPath(import.meta.url)), '../../scripts/buildWallet.mjs')
  execFileSync(process.execPath, [script])
})

// The window outlives this file (the unit project shares it between a worker's files): what a
// test listens with is removed after it.
let listening = new AbortController()
afterEach(() => {
  listening.abort()
  listening = new AbortController()
})

describe('devWalletScript', () => {
  test('default', () => {
    const path = getDevWalletScriptPath()
    expect(path).toMatch(/[\\/]packages[\\/]devchain[\\/]dist[\\/]devWallet\.js$/)
    expect(existsSync(path)).toBe(true)
  })

  test('behavior: the init script defines window.LatchkeyDevWallet and installs the wallet', async () => {
    const target = window as TestWindow
    const announced: Array<{ info: { name: string } }> = []
    window.addEventListener(
      'eip6963:announceProvider',
      (event) => announced.push((event as CustomEvent).detail),
      { signal: listening.signal },
    )
    const script = devWalletInitScript({
      privateKey: devAccounts[1]!.privateKey,
      chainId: 31338,
      injectWindowEthereum: true,
      chains: [31337, 31338].map((chainId) => ({
        chainId,
        name: `Chain ${chainId}`,
        rpcUrl: 'http://127.0.0.1:1',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      })),
    })
    // A classic script, as Playwright's addInitScript runs it.
    new Function(script)()
    expect(typeof target.LatchkeyDevWallet?.install).toBe('function')
    expect(announced.map((detail) => detail.info.name)).toEqual(['Latchkey Dev Wallet'])
    const wallet = target.latchkeyDevWallet!
    expect(target.ethereum).toBe(wallet.provider)
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([
      devAccounts[1]!.address,
    ])
    wallet.uninstall()
  })
})
