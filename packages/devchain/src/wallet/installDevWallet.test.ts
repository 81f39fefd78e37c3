// @vitest-environment happy-dom
// Runs in happy-dom without a chain: covers how the wallet enters a page, not what it signs
// (createTestWalletProvider.test.ts does that against real anvil nodes).
import { afterEach, describe, expect, test } from 'vitest'
import { devAccounts } from '../chain/devAccounts.js'
import { type DevWalletConfig, installDevWallet } from './installDevWallet.js'

const config: DevWalletConfig = {
  privateKey: devAccounts[0]!.privateKey,
  chains: [
    {
      chainId: 31337,
      name: 'Latchkey Devnet',
      rpcUrl: 'http://127.0.0.1:1',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ],
}

type TestWindow = Window & { ethereum?: unknown; latchkeyDevWallet?: unknown }

// The window outlives this file (the unit project shares it between a worker's files): what a
// test listens with is removed after it.
let listening = new AbortController()

afterEach(() => {
  ;(window as TestWindow).latchkeyDevWallet && installDevWallet(config).uninstall()
  localStorage.clear()
  listening.abort()
  listening = new AbortController()
})

describe('installDevWallet', () => {
  test('default', async () => {
    const announced: unknown[] = []
    window.addEventListener(
      'eip6963:announceProvider',
      (event) => announced.push((event as CustomEvent).detail.provider),
      { signal: listening.signal },
    )
    const wallet = installDevWallet(config)
    expect((window as TestWindow).latchkeyDevWallet).toBe(wallet)
    expect(announced).toEqual([wallet.provider])
    expect((window as TestWindow).ethereum).toBeUndefined()
    expect(wallet.info.name).toBe('Latchkey Dev Wallet')
    expect(typeof wallet.rejectNextRequest).toBe('function')
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([
      devAccounts[0]!.address,
    ])
    expect(wallet.requests).toEqual([{ method: 'eth_requestAccounts' }])
  })

  test('behavior: a reload finds the site still connected (localStorage)', async () => {
    const first = installDevWallet(config)
    await first.provider.request({ method: 'eth_requestAccounts' })
    first.uninstall()
    const reloaded = installDevWallet(config)
    expect(await reloaded.provider.request({ method: 'eth_accounts' })).toEqual([
      devAccounts[0]!.address,
    ])
    reloaded.uninstall()
    const forgetful = installDevWallet({ ...config, persist: false })
    expect(await forgetful.provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  test('parameters: injectWindowEthereum, announce and info', () => {
    const announced: unknown[] = []
    const listener = (event: Event) => announced.push(event)
    window.addEventListener('eip6963:announceProvider', listener, { signal: listening.signal })
    const wallet = installDevWallet({
      ...config,
      injectWindowEthereum: true,
      announce: false,
      info: { name: 'Dev' },
    })
    expect((window as TestWindow).ethereum).toBe(wallet.provider)
    expect(wallet.info.name).toBe('Dev')
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced).toEqual([])
    wallet.uninstall()
    expect((window as TestWindow).ethereum).toBeUndefined()
    expect((window as TestWindow).latchkeyDevWallet).toBeUndefined()
  })

  test('behavior: installing again replaces the previous wallet', () => {
    const first = installDevWallet(config)
    const second = installDevWallet(config)
    const announced: unknown[] = []
    const listener = (event: Event) => announced.push((event as CustomEvent).detail.provider)
    window.addEventListener('eip6963:announceProvider', listener, { signal: listening.signal })
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced).toEqual([second.provider])
    expect(first.info.uuid).not.toBe(second.info.uuid)
  })
})
