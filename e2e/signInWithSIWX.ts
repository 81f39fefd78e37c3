import type { Page } from '@playwright/test'
import { walletFrame } from './embeddedLogin.js'
import { expect } from './fixtures.js'

// The sign-in (SIWX) steps the smart account's browser tests share: the modal's Sign In view is
// open for `address`, the frame shows the message, the user approves, the demo says signed in.

/** Signs in `address` from the open Sign In view through the frame's message screen; returns the message. */
export async function signInWithSIWX(page: Page, address: string) {
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Sign' }).click()
  const frame = walletFrame(page)
  await expect(frame.getByRole('heading', { name: 'Sign message' })).toBeVisible()
  const message = (await frame.getByLabel('Message', { exact: true }).textContent()) as string
  expect(message).toContain(`wants you to sign in with your Ethereum account:\n${address}`)
  await frame.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByTestId('siwx-status')).toHaveText('authenticated')
  await expect(page.getByTestId('siwx-address')).toHaveText(address)
  return message
}
