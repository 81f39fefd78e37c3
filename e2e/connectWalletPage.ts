import { expect, type Page } from '@playwright/test'
import type { StackInfo } from './globalSetup.js'

/**
 * Opens the demo at `path`, picks WalletConnect and reads the pairing URI from Copy link, as a
 * person copying it to their wallet does.
 */
export async function copyPairingUri(page: Page, stack: StackInfo, path = ''): Promise<string> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: stack.demoUrl,
  })
  await page.goto(`${stack.demoUrl}${path}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'WalletConnect' }).click()
  await dialog.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByText('Link copied')).toBeVisible()
  const uri = await page.evaluate(() => navigator.clipboard.readText())
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri
}

/**
 * Connects the demo in `page` through WalletConnect with the stack's wallet page, as a person
 * does: copy the link from the modal, paste it into the wallet page (opened in the same browser
 * context), approve the session. Returns the wallet page, to answer the requests that follow.
 */
export async function connectWalletPage(page: Page, stack: StackInfo): Promise<Page> {
  const context = page.context()
  const uri = await copyPairingUri(page, stack)

  const walletPage = await context.newPage()
  await walletPage.goto(stack.walletConnectWalletUrl)
  const address = stack.accounts[1]!.address
  await expect(walletPage.getByTestId('wallet-address')).toHaveText(address)
  await walletPage.getByLabel('Pairing URI').fill(uri)
  await walletPage.getByRole('button', { name: 'Pair' }).click()
  await walletPage
    .getByRole('region', { name: 'Connection request from Latchkey demo' })
    .getByRole('button', { name: 'Approve' })
    .click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-address')).toHaveText(address)
  return walletPage
}

/** Answers the wallet page's pending `method` request as the person would. */
export async function answerInWalletPage(
  walletPage: Page,
  method: string,
  answer: 'Approve' | 'Reject',
): Promise<void> {
  await walletPage
    .getByRole('region', { name: `${method} request` })
    .getByRole('button', { name: answer })
    .click()
}
