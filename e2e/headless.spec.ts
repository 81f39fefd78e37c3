import { createWalletConnectTestWallet, type WalletConnectTestWallet } from '@latchkey/devchain'
import { expect, test } from './fixtures.js'
import type { StackInfo } from './globalSetup.js'

// The headless parts end to end on the demo's example pages, nothing stood in: the real dev
// wallet injected in the page, the stack's registry and relay (our server), and a real
// WalletConnect wallet on the other side (devchain's test wallet: Reown WalletKit in Node,
// signing with dev account 2).

const wallets: WalletConnectTestWallet[] = []

test.afterEach(async () => {
  for (const wallet of wallets.splice(0)) await wallet.close()
})

/** A person's WalletConnect wallet, on the stack's relay and chains. */
async function createWallet(stack: StackInfo) {
  const wallet = await createWalletConnectTestWallet({
    relayUrl: stack.relayUrl,
    privateKey: stack.accounts[2]!.privateKey,
    chains: stack.networks.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
  })
  wallets.push(wallet)
  return wallet
}

test.describe('a wallet list drawn from useWalletList', () => {
  test('connects the injected wallet from the page’s own list', async ({
    page,
    stack,
    installWallet,
  }) => {
    await installWallet()
    await page.goto(`${stack.demoUrl}/wallet-list.html`)
    const installed = page.getByRole('list', { name: 'In this browser' })
    await installed.getByRole('button', { name: /Latchkey Dev Wallet/ }).click()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(page.getByTestId('account-address')).toHaveText(stack.accounts[0]!.address)
    // No Latchkey modal took part.
    await expect(page.getByTestId('modal-state')).toHaveText('closed')
    // The wallet is the page's recent one now, tagged so.
    await expect(
      page.getByRole('list', { name: 'Recent' }).getByRole('button', { name: /Recent/ }),
    ).toHaveText(/Latchkey Dev Wallet/)
  })

  test('connects a WalletConnect wallet through the pairing link the list gives', async ({
    page,
    stack,
  }) => {
    await page.goto(`${stack.demoUrl}/wallet-list.html`)
    await page
      .getByRole('list', { name: 'Any wallet, by QR code or link' })
      .getByRole('button', { name: 'WalletConnect' })
      .click()
    const link = page.getByRole('textbox', { name: 'Pairing link' })
    await expect(link).toHaveValue(/^wc:[0-9a-f]{64}@2\?/)
    const wallet = await createWallet(stack)
    await wallet.pair(await link.inputValue())
    await wallet.approveNext()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(page.getByTestId('account-address')).toHaveText(wallet.address)
    await expect(page.getByTestId('modal-state')).toHaveText('closed')
  })

  test('All Wallets pages and searches the stack’s registry', async ({ page, stack }) => {
    await page.goto(`${stack.demoUrl}/wallet-list.html`)
    await page.getByText(/^All wallets/).click()
    const all = page.getByRole('list', { name: 'All wallets' })
    await expect(all.getByRole('listitem')).toHaveCount(40)
    await page.getByRole('searchbox', { name: 'Search wallets' }).fill('rainb')
    await expect(all.getByRole('listitem')).toHaveText(['Rainbow'])
  })
})

test.describe('WalletButton', () => {
  test('an installed wallet connects through the browser, skipping the list', async ({
    page,
    stack,
    installWallet,
  }) => {
    await installWallet()
    await page.goto(`${stack.demoUrl}/wallet-buttons.html`)
    await page.getByRole('button', { name: 'Latchkey Dev Wallet' }).click()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(page.getByTestId('account-address')).toHaveText(stack.accounts[0]!.address)
  })

  test('a wallet not installed opens its WalletConnect QR code directly, and connects', async ({
    page,
    stack,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: stack.demoUrl,
    })
    await page.goto(`${stack.demoUrl}/wallet-buttons.html`)
    // Its name and icon come from the stack's registry.
    await page.getByRole('button', { name: 'Rainbow', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('img', { name: 'QR code to connect with Rainbow' })).toBeVisible()
    // Straight to the QR code: no list behind it.
    await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Copy link' }).click()
    const uri = await page.evaluate(() => navigator.clipboard.readText())
    const wallet = await createWallet(stack)
    await wallet.pair(uri)
    await wallet.approveNext()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(page.getByTestId('account-address')).toHaveText(wallet.address)
  })
})
