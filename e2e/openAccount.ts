import { expect, type Locator, type Page } from '@playwright/test'
import type { StackInfo } from './globalSetup.js'

/** Connects the dev wallet (already installed in the page) in the demo and opens the Account view. */
export async function openAccount(page: Page, stack: StackInfo): Promise<Locator> {
  await page.goto(stack.demoUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: /Latchkey Dev Wallet/ }).click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  if (!(await dialog.isVisible())) await page.locator('[data-latchkey-button="connect"]').click()
  await expect(dialog.getByRole('tablist', { name: 'Tokens and activity' })).toBeVisible()
  return dialog
}
