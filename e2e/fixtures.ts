import {
  bitcoinDevWalletInitScript,
  bitcoinRegtestNetwork,
  devWalletInitScript,
  polkadotDevWalletInitScript,
  solanaDevWalletInitScript,
} from '@latchkey/devchain'
import { test as base, type Page } from '@playwright/test'
import type { StackInfo } from './globalSetup.js'

/** The stack of the worker in slot `parallelIndex`, as globalSetup started it. */
function getStack(parallelIndex: number): StackInfo {
  const raw = process.env.LATCHKEY_E2E_STACK
  if (!raw)
    throw new Error(
      'LATCHKEY_E2E_STACK is unset: run the browser tests through playwright.config.ts',
    )
  const stacks = JSON.parse(raw) as StackInfo[]
  const stack = stacks[parallelIndex]
  if (!stack) throw new Error(`No stack for worker slot ${parallelIndex} of ${stacks.length}`)
  return stack
}

type WalletOptions = {
  accountIndex?: number
  /** A key of the test's own (e.g. a fresh, empty account) instead of a dev account's. */
  privateKey?: `0x${string}`
  chainId?: number
  announce?: boolean
  injectWindowEthereum?: boolean
  /** The chains the wallet knows; default every chain of the stack. */
  chains?: StackInfo['networks']
  /** Announce under another name or rdns (e.g. a registry wallet's, `{ rdns: 'io.metamask' }`). */
  info?: { name?: string; rdns?: string }
}

/** Tests get the stack and a way to put the real dev wallet into the page before it loads. */
export const test = base.extend<{
  stack: StackInfo
  installWallet(options?: WalletOptions): Promise<void>
  /** Puts the Solana test wallet (Wallet Standard) into the page, as the EVM dev wallet's other side by default. */
  installSolanaWallet(options?: { accountIndex?: number; name?: string }): Promise<void>
  /** Puts the Polkadot test wallet (`window.injectedWeb3`) into the page, as the dev wallet's other side by default. */
  installPolkadotWallet(options?: { accountIndex?: number; name?: string }): Promise<void>
  /** Puts the Bitcoin test wallet (Wallet Standard) into the page, as the dev wallet's other side. */
  installBitcoinWallet(options?: { accountIndex?: number }): Promise<void>
}>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a destructured object.
  stack: async ({}, use, testInfo) => use(getStack(testInfo.parallelIndex)),
  installWallet: async ({ page, stack }, use) => {
    await use(async (options = {}) => {
      const privateKey = options.privateKey ?? stack.accounts[options.accountIndex ?? 0]?.privateKey
      if (!privateKey) throw new Error('No such dev account')
      await page.addInitScript({
        content: devWalletInitScript({
          privateKey,
          chainId: options.chainId,
          announce: options.announce,
          injectWindowEthereum: options.injectWindowEthereum,
          info: options.info,
          chains: (options.chains ?? stack.networks).map((network) => ({
            chainId: network.chainId,
            rpcUrl: network.rpcUrl,
            name: network.name,
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          })),
        }),
      })
    })
  },
  installSolanaWallet: async ({ page, stack }, use) => {
    await use(async (options = {}) => {
      const account = stack.solana.accounts[options.accountIndex ?? 0]
      if (!account) throw new Error('No such Solana dev account')
      await page.addInitScript({
        content: solanaDevWalletInitScript({
          secretKey: account.secretKey,
          ...(options.name ? { name: options.name } : {}),
          chains: [
            { ids: ['solana:localnet', stack.solana.caipNetworkId], rpcUrl: stack.solana.rpcUrl },
          ],
        }),
      })
    })
  },
  installPolkadotWallet: async ({ page }, use) => {
    await use(async (options = {}) => {
      await page.addInitScript({ content: polkadotDevWalletInitScript(options) })
    })
  },
  installBitcoinWallet: async ({ page, stack }, use) => {
    await use(async (options = {}) => {
      const account = stack.bitcoin.accounts[options.accountIndex ?? 0]
      if (!account) throw new Error('No such Bitcoin dev account')
      await page.addInitScript({
        content: bitcoinDevWalletInitScript({
          account,
          chains: [
            {
              ids: ['bitcoin:regtest', stack.bitcoin.caipNetworkId],
              esploraUrl: stack.bitcoin.rpcUrl,
              network: bitcoinRegtestNetwork,
            },
          ],
        }),
      })
    })
  },
})

export { expect } from '@playwright/test'

/** Moves the page's dev wallet to `chainId` (one the dapp may not know), with `rpcUrl` as its RPC. */
export async function switchDevWalletChain(page: Page, chainId: number, rpcUrl: string) {
  await page.evaluate(
    ([id, url]) =>
      (
        window as unknown as {
          latchkeyDevWallet: { switchChain(id: number, options: object): Promise<void> }
        }
      ).latchkeyDevWallet.switchChain(id, { rpcUrl: url }),
    [chainId, rpcUrl] as const,
  )
}
