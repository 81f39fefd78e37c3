import type { Locator } from '@playwright/test'
import { createPublicClient, formatEther, http } from 'viem'
import { expect, test } from './fixtures.js'

// The widget in the browser's language: the demo sets no `locale` option, so the browser's
// languages (Playwright's `locale`) choose, and the locale's chunk loads after the first render.

const walletName = /Latchkey Dev Wallet/

// The strings these check, as locales/ar and locales/de write them.
const ar = {
  connectWallet: 'ربط المحفظة',
  connectTitle: 'ربط المحفظة',
  getStarted: 'ابدأ الآن',
  whatIsAWallet: 'ما هي المحفظة؟',
  back: 'رجوع',
  close: 'إغلاق',
  copyAddress: 'نسخ العنوان',
  disconnect: 'قطع الاتصال',
}
const de = { connectWallet: 'Wallet verbinden', connectTitle: 'Wallet verbinden' }

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('Not laid out')
  return found
}

test.describe('Arabic', () => {
  test.use({ locale: 'ar-EG' })

  test('renders right to left: the root is dir="rtl", back sits on the right and points right', async ({
    page,
    stack,
  }) => {
    await page.goto(stack.demoUrl)
    await page.getByRole('button', { name: ar.connectWallet }).first().click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: ar.connectTitle })).toBeVisible()
    const root = page.locator('.lk-root')
    await expect(root).toHaveAttribute('dir', 'rtl')
    await expect(root).toHaveAttribute('lang', 'ar')

    await dialog.getByRole('button', { name: ar.getStarted }).click()
    const header = dialog.locator('.lk-header')
    await expect(header.getByRole('heading', { name: ar.whatIsAWallet })).toBeVisible()
    const back = header.getByRole('button', { name: ar.back })
    const close = header.getByRole('button', { name: ar.close })
    // Right to left the header's start is on the right: back there, close on the left.
    expect((await box(back)).x).toBeGreaterThan((await box(close)).x)
    // The chevron drawn pointing left is mirrored to point right, the way back goes.
    await expect(back.locator('svg')).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)')
    await page.screenshot({ path: test.info().outputPath('arabic-explainer.png') })
    await back.click()
    await expect(header.getByRole('heading', { name: ar.connectTitle })).toBeVisible()
  })

  test('shows the account in Arabic with the balance written the Arabic way', async ({
    page,
    stack,
    installWallet,
  }) => {
    const account = stack.accounts[0]!
    await installWallet()
    await page.goto(stack.demoUrl)
    await page.getByRole('button', { name: ar.connectWallet }).first().click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: walletName }).click()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await page.locator('[data-latchkey-button="connect"]').click()
    await expect(dialog.getByRole('button', { name: ar.copyAddress })).toBeVisible()
    await expect(dialog.getByRole('button', { name: ar.disconnect })).toBeVisible()
    const client = createPublicClient({ transport: http(stack.networks[0]!.rpcUrl) })
    const ether = formatEther(await client.getBalance({ address: account.address }))
    // What Arabic makes of the balance in this browser (its digits and separators).
    const balance = await page.evaluate(
      (value) =>
        new Intl.NumberFormat('ar-EG', {
          maximumFractionDigits: 3,
          roundingMode: 'trunc',
        } as Intl.NumberFormatOptions).format(value as unknown as number),
      ether,
    )
    expect(balance).not.toBe(
      new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }).format(Number(ether)),
    )
    await expect(dialog).toContainText(balance)
    await page.screenshot({ path: test.info().outputPath('arabic-account.png') })
  })
})

test.describe('German', () => {
  test.use({ locale: 'de-DE' })

  test('a browser in German gets the German strings, left to right', async ({ page, stack }) => {
    await page.goto(stack.demoUrl)
    await page.getByRole('button', { name: de.connectWallet }).first().click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: de.connectTitle })).toBeVisible()
    await expect(page.locator('.lk-root')).toHaveAttribute('dir', 'ltr')
    await expect(page.locator('.lk-root')).toHaveAttribute('lang', 'de')
  })
})
