import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import type { StackInfo } from './globalSetup.js'

// Sign In With Farcaster end to end: the demo's Farcaster button, the real wallet frame, the
// server as the relay and the checker of the signed message (custodyOf on the dev chain's ID
// registry), and the stack's dev Farcaster client page approving with the dev custody key.

/** Opens the modal and clicks Farcaster: ConnectingFarcaster shows the channel's QR code. */
async function openFarcaster(page: Page, stack: StackInfo) {
  await page.goto(`${stack.demoUrl}/?email=on&socials=on`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Continue with Farcaster' }).click()
  await expect(dialog.getByRole('img', { name: 'QR code to connect with Farcaster' })).toBeVisible()
  await expect(dialog.getByRole('status')).toHaveText('Continue in Farcaster')
  return dialog
}

/** Follows "Open" to the dev Farcaster client page (a second page) and approves there. */
async function approveInClient(page: Page) {
  const dialog = page.getByRole('dialog')
  const opened = page.context().waitForEvent('page')
  await dialog.getByRole('link', { name: 'Open' }).click()
  const client = await opened
  await expect(client.getByRole('heading', { name: 'Sign in with Farcaster' })).toBeVisible()
  await expect(client.getByText('asks you to sign in as @latchkey-dev (fid 1)')).toBeVisible()
  await client.getByRole('button', { name: 'Approve' }).click()
  await expect(client.getByRole('status')).toContainText('You signed in to')
  await client.close()
}

/** The widget's stored value under `key` (its storage keeps `{ v, value }` per key). */
const stored = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(`latchkey.${name}`), key)

test.describe('Sign In With Farcaster', () => {
  test('the dev client approves: an embedded account connects; the same fid again reaches the same address, and on another browser once a signed-in device approves it', async ({
    page,
    browser,
    stack,
  }) => {
    await openFarcaster(page, stack)
    await approveInClient(page)
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    const address = (await page.getByTestId('account-address').textContent()) as string
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // The login cache keeps the Farcaster username.
    expect(await stored(page, 'embedded.socialUsername')).toContain('latchkey-dev')

    const dialog = page.getByRole('dialog')
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: /0x/ }).first().click()
    // Account names the login the user used.
    await expect(dialog).toContainText('Connected with Farcaster')
    await dialog.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
    expect(await stored(page, 'embedded.socialUsername')).toBeNull()

    await openFarcaster(page, stack)
    await approveInClient(page)
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(page.getByTestId('account-address')).toHaveText(address)

    // Another browser is a new device of the account, which has no email: a device signed in to
    // it approves it from Account, and it reaches the same address.
    const other = await browser.newContext()
    try {
      const second = await other.newPage()
      const waiting = await openFarcaster(second, stack)
      await approveInClient(second)
      await expect(waiting.getByRole('status')).toHaveText(
        'Approve this device in Account on a device where you are signed in.',
      )
      await page.locator('[data-latchkey-button="connect"]').click()
      const requests = dialog.getByRole('region', { name: 'New device sign-in' })
      await requests.getByRole('button', { name: 'Approve' }).click()
      await expect(second.getByTestId('account-status')).toHaveText('connected')
      await expect(second.getByTestId('account-address')).toHaveText(address)
    } finally {
      await other.close()
    }
  })

  test('Cancel ends the login and goes back to the buttons', async ({ page, stack }) => {
    const dialog = await openFarcaster(page, stack)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog.getByRole('button', { name: 'Continue with Farcaster' })).toBeVisible()
    await expect(page.getByTestId('account-status')).not.toHaveText('connected')
  })
})
