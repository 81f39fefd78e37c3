import type { Page } from '@playwright/test'
import { createTestClient, http, parseEther, publicActions } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { findSeriousViolations } from './axe.js'
import { expect, test } from './fixtures.js'
import type { StackInfo } from './globalSetup.js'

// Buying crypto end to end: the demo in Chromium with the injected dev wallet, the stack's
// server offering its sandbox on-ramp provider, whose checkout page (opened by the widget in a
// new window) takes a test card and pays real coins out on the dev chain. Each test buys for a
// fresh account, so the coins that arrive are the purchase's alone.

async function openBuy(page: Page, stack: StackInfo) {
  await page.goto(stack.demoUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: /Latchkey Dev Wallet/ }).click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  if (!(await dialog.isVisible())) await page.locator('[data-latchkey-button="connect"]').click()
  await dialog.getByRole('button', { name: 'Buy', exact: true }).click()
  await expect(dialog.getByRole('heading', { name: 'Buy' })).toBeVisible()
  return dialog
}

async function freshAccount(stack: StackInfo) {
  const network = stack.networks[0]!
  const client = createTestClient({ mode: 'anvil', transport: http(network.rpcUrl) }).extend(
    publicActions,
  )
  const privateKey = generatePrivateKey()
  const { address } = privateKeyToAccount(privateKey)
  await client.setBalance({ address, value: parseEther('1') })
  return { privateKey, address, balance: () => client.getBalance({ address }) }
}

test.describe('buy through the sandbox provider', () => {
  test('the checkout pays out: the coins arrive on chain and Activity lists the purchase', async ({
    page,
    stack,
    installWallet,
  }) => {
    test.setTimeout(90_000)
    const account = await freshAccount(stack)
    await installWallet({ privateKey: account.privateKey })
    const dialog = await openBuy(page, stack)
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('50')
    const provider = dialog.getByRole('list', { name: 'Providers' }).getByRole('button').first()
    await expect(provider).toBeEnabled()
    await expect(provider).toContainText('Fees')
    await expect(provider).toContainText(/≈ [\d.,]+ ETH/)
    expect(await findSeriousViolations(page)).toEqual([])
    const before = await account.balance()

    const popup = page.waitForEvent('popup')
    await provider.click()
    const checkout = await popup
    await expect(dialog.getByRole('heading', { name: 'Buying' })).toBeVisible()
    await expect(dialog.getByRole('status')).toContainText(/Complete the purchase in the .+ window/)
    await checkout.getByLabel('Card number').fill('4242 4242 4242 4242')
    await checkout.getByLabel('Expiry').fill('12/34')
    await checkout.getByLabel('CVC').fill('123')
    await checkout.getByRole('button', { name: 'Pay' }).click()

    // The widget follows the purchase: back on Account once the coins are there.
    await expect(page.getByText(/ETH arrived$/)).toBeVisible({ timeout: 30_000 })
    await expect(dialog.getByRole('tablist', { name: 'Tokens and activity' })).toBeVisible()
    expect(await account.balance()).toBeGreaterThan(before)
    await dialog.getByRole('tab', { name: 'Activity' }).click()
    await expect(dialog.getByRole('tabpanel').getByRole('listitem').first()).toContainText('ETH')
    // The history route calls the payout a purchase: Bought, not Received.
    await expect(dialog.getByRole('tabpanel').getByRole('listitem').first()).toContainText(
      /^Bought/,
    )
  })

  test('an amount outside the limits is refused with the limit shown', async ({
    page,
    stack,
    installWallet,
  }) => {
    const account = await freshAccount(stack)
    await installWallet({ privateKey: account.privateKey })
    const dialog = await openBuy(page, stack)
    const amount = dialog.getByRole('textbox', { name: 'Amount' })
    const provider = dialog.getByRole('list', { name: 'Providers' }).getByRole('button').first()
    await amount.fill('9.99')
    await expect(dialog.getByRole('alert')).toHaveText('Minimum amount is 10.00 USD')
    await expect(provider).toBeDisabled()
    await amount.fill('7500.01')
    await expect(dialog.getByRole('alert')).toHaveText('Maximum amount is 7500.00 USD')
    // The widget's own select (a listbox): chosen with the pointer here, the keyboard below.
    await dialog.getByRole('combobox', { name: 'Payment method' }).click()
    await dialog
      .getByRole('listbox', { name: 'Payment method' })
      .getByRole('option', { name: 'Bank account (ACH)' })
      .click()
    await expect(dialog.getByRole('combobox', { name: 'Payment method' })).toHaveText(
      'Bank account (ACH)',
    )
    await expect(dialog.getByRole('alert')).toHaveCount(0)
    await expect(provider).toBeEnabled()
    await amount.fill('25000.01')
    await expect(dialog.getByRole('alert')).toHaveText('Maximum amount is 25000.00 USD')
    const currency = dialog.getByRole('combobox', { name: 'Currency' })
    await currency.focus()
    await page.keyboard.press('ArrowDown')
    await expect(dialog.getByRole('listbox', { name: 'Currency' })).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(currency).toHaveText('EUR')
    await expect(dialog.getByRole('listbox', { name: 'Currency' })).toHaveCount(0)
    // No native select: the platform's menu would not follow the widget's theme.
    await expect(dialog.locator('select')).toHaveCount(0)
    // Each label sits on its control's centre line.
    for (const name of ['Payment method', 'Buy']) {
      const control = (await dialog.getByRole('combobox', { name, exact: true }).boundingBox())!
      const label = (await dialog
        .locator('.lk-detail')
        .filter({ has: page.getByRole('combobox', { name, exact: true }) })
        .locator('> span')
        .first()
        .boundingBox())!
      expect(
        Math.abs(label.y + label.height / 2 - (control.y + control.height / 2)),
      ).toBeLessThanOrEqual(1)
    }
    await expect(dialog.getByRole('alert')).toHaveText('Maximum amount is 25000.00 EUR')
  })
})
