import type { Page } from '@playwright/test'
import { createPublicClient, formatEther, http } from 'viem'
import { findSeriousViolations } from './axe.js'
import { expect, switchDevWalletChain, test } from './fixtures.js'

// The first whole flow with the real injected test wallet (a real EIP-1193 provider signing with a
// dev key) against the real local chains: connect, account, networks, unsupported chain, disconnect.

const walletName = /Latchkey Dev Wallet/

/** Connects the installed dev wallet through the modal, as a visitor does. */
async function connectDevWallet(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').getByRole('button', { name: walletName }).click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
}

function truncate(address: string) {
  return `${address.slice(0, 6)}…${address.slice(-6)}`
}

test.describe('connect with the injected wallet', () => {
  test('connects, shows the account and the on-chain balance, and restores after a reload', async ({
    page,
    stack,
    installWallet,
  }) => {
    const account = stack.accounts[0]!
    await installWallet()
    await page.goto(stack.demoUrl)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: walletName }).click()

    const connectButton = page.locator('[data-latchkey-button="connect"]')
    await expect(connectButton).toContainText(truncate(account.address))
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(page.getByTestId('account-address')).toHaveText(account.address)
    await expect(page.getByTestId('network-id')).toHaveText('eip155:31337')

    const client = createPublicClient({ transport: http(stack.networks[0]!.rpcUrl) })
    // Grouped, at most three decimals, cut rather than rounded, so a balance never reads higher
    // than it is (the page is in English).
    const balance = new Intl.NumberFormat('en-US', {
      maximumFractionDigits: 3,
      roundingMode: 'trunc',
    } as Intl.NumberFormatOptions).format(
      // Intl takes the decimal string as it is, every digit (its types say number only).
      formatEther(await client.getBalance({ address: account.address })) as unknown as number,
    )
    await connectButton.click()
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(truncate(account.address))
    await expect(dialog).toContainText(`${balance} ETH`)
    await expect(dialog).toContainText('Latchkey Devnet')

    await page.reload()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(connectButton).toContainText(truncate(account.address))
  })

  test('a declined connection shows "Connection declined" and the retry connects', async ({
    page,
    stack,
    installWallet,
  }) => {
    await installWallet()
    await page.goto(stack.demoUrl)
    await page.evaluate(() =>
      (
        window as unknown as { latchkeyDevWallet: { rejectNextRequest(): void } }
      ).latchkeyDevWallet.rejectNextRequest(),
    )
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: walletName }).click()
    await expect(dialog).toContainText('Connection declined')
    expect(await findSeriousViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
  })

  test('a page with only window.ethereum offers "Browser Wallet" and connects through it', async ({
    page,
    stack,
    installWallet,
  }) => {
    await installWallet({ announce: false, injectWindowEthereum: true })
    await page.goto(stack.demoUrl)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('button', { name: walletName })).toHaveCount(0)
    await dialog.getByRole('button', { name: /Browser Wallet/ }).click()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
  })
})

test.describe('networks', () => {
  test('switching from the modal moves the wallet and the button', async ({
    page,
    stack,
    installWallet,
  }) => {
    await installWallet()
    await page.goto(stack.demoUrl)
    await connectDevWallet(page)

    await page.locator('[data-latchkey-button="network"]').click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('button', { name: /Latchkey Devnet$/ })).toHaveAttribute(
      'aria-current',
      /.+/,
    )
    expect(await findSeriousViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: /Latchkey Devnet 2/ }).click()

    await expect(page.getByTestId('network-id')).toHaveText('eip155:31338')
    await expect(page.locator('[data-latchkey-button="network"]')).toContainText(
      'Latchkey Devnet 2',
    )
    const walletChain = await page.evaluate(
      () =>
        (
          window as unknown as { latchkeyDevWallet: { getState(): { chainId: number } } }
        ).latchkeyDevWallet.getState().chainId,
    )
    expect(walletChain).toBe(31338)
  })

  test('a switch the wallet declines says so, in Networks and in UnsupportedChain, and Try again switches', async ({
    page,
    stack,
    installWallet,
  }) => {
    await installWallet()
    await page.goto(stack.demoUrl)
    await connectDevWallet(page)
    const rejectNextSwitch = () =>
      page.evaluate(() =>
        (
          window as unknown as {
            latchkeyDevWallet: { rejectNextRequest(method?: string): void }
          }
        ).latchkeyDevWallet.rejectNextRequest('wallet_switchEthereumChain'),
      )
    const dialog = page.getByRole('dialog')

    await page.locator('[data-latchkey-button="network"]').click()
    await rejectNextSwitch()
    await dialog.getByRole('button', { name: /Latchkey Devnet 2/ }).click()
    await expect(dialog.getByText('Switch declined')).toBeVisible()
    await expect(dialog.getByText('The wallet declined the network switch.')).toBeVisible()
    await expect(page.getByTestId('network-id')).toHaveText('eip155:31337')
    expect(await findSeriousViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByTestId('network-id')).toHaveText('eip155:31338')
    await expect(dialog.getByText('Switch declined')).toHaveCount(0)

    // The wallet moves to a chain the dapp does not know; switching back is declined once.
    await page.keyboard.press('Escape')
    await switchDevWalletChain(page, 999, stack.networks[0]!.rpcUrl)
    await expect(dialog.getByRole('button', { name: 'Disconnect' })).toBeVisible()
    await rejectNextSwitch()
    await dialog.getByRole('button', { name: /Latchkey Devnet$/ }).click()
    await expect(dialog.getByText('Switch declined')).toBeVisible()
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByTestId('network-id')).toHaveText('eip155:31337')
    await expect(dialog).toBeHidden()
  })

  test('a network the wallet does not know is added with wallet_addEthereumChain', async ({
    page,
    stack,
    installWallet,
  }) => {
    await installWallet({ chains: [stack.networks[0]!] })
    await page.goto(stack.demoUrl)
    await connectDevWallet(page)
    await page.locator('[data-latchkey-button="network"]').click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Latchkey Devnet 2/ })
      .click()
    await expect(page.getByTestId('network-id')).toHaveText('eip155:31338')
    const methods = await page.evaluate(() =>
      (
        window as unknown as { latchkeyDevWallet: { requests: Array<{ method: string }> } }
      ).latchkeyDevWallet.requests.map((request) => request.method),
    )
    expect(methods).toContain('wallet_addEthereumChain')
  })

  test('the wallet moving to an unknown chain shows UnsupportedChain, which switches back', async ({
    page,
    stack,
    installWallet,
  }) => {
    await installWallet()
    await page.goto(stack.demoUrl)
    await connectDevWallet(page)

    await switchDevWalletChain(page, 999, stack.networks[0]!.rpcUrl)
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: /Latchkey Devnet 2/ })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Disconnect' })).toBeVisible()
    expect(await findSeriousViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: /Latchkey Devnet$/ }).click()
    await expect(page.getByTestId('network-id')).toHaveText('eip155:31337')
    await expect(dialog).toBeHidden()
  })
})

test.describe('the dialog', () => {
  test('disconnect closes the modal, which reopens on Connect; Escape closes and focus returns; axe finds nothing serious', async ({
    page,
    stack,
    installWallet,
  }) => {
    await installWallet()
    await page.goto(stack.demoUrl)
    const connectButton = page.locator('[data-latchkey-button="connect"]')
    await connectButton.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(await findSeriousViolations(page)).toEqual([])

    // Focus is inside the dialog and stays there however far Tab goes.
    for (let index = 0; index < 12; index++) {
      await page.keyboard.press('Tab')
      expect(
        await dialog.evaluate((element) =>
          element.contains(
            element.getRootNode() instanceof ShadowRoot
              ? (element.getRootNode() as ShadowRoot).activeElement
              : document.activeElement,
          ),
        ),
      ).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(connectButton).toBeFocused()

    await connectButton.click()
    await dialog.getByRole('button', { name: walletName }).click()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await connectButton.click()
    await expect(dialog).toBeVisible()
    expect(await findSeriousViolations(page)).toEqual([])
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await dialog.getByRole('button', { name: /Copy address/i }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Address copied' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      stack.accounts[0]!.address,
    )

    // Disconnecting from the Account view closes the modal; opening it again offers Connect.
    // (A wallet's account is disconnected; an email login's is signed out.)
    await expect(dialog.getByRole('button', { name: 'Sign out' })).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
    await expect(dialog).toBeHidden()
    await expect(connectButton).toHaveText('Connect Wallet')
    await connectButton.click()
    await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: walletName })).toBeVisible()
    await expect(connectButton).toHaveText('Connect Wallet')
    expect(await findSeriousViolations(page)).toEqual([])
  })
})
