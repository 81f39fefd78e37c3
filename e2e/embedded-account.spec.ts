import type { Page } from '@playwright/test'
import {
  approveNewDevice,
  emailOf,
  login,
  passCooldown,
  readCode,
  startLogin,
} from './embeddedLogin.js'
import { expect, test } from './fixtures.js'

// The embedded wallet's account flows end to end: the email change (a code to the old email,
// then one to the new), passphrase recovery on a new device, and the login cache the widget
// keeps (spec section 4). The real frame on its own origin, the real server and its dev inbox.

const walletFrame = (page: Page) => page.frameLocator('iframe[data-latchkey-wallet]')

/** Opens the modal on Account (the connected account's button). */
async function openAccount(page: Page) {
  await page.getByRole('button', { name: /0x/ }).first().click()
  return page.getByRole('dialog')
}

/** The widget's stored value under `key` (its storage keeps `{ v, value }` per key). */
const stored = (page: Page, key: string) =>
  page.evaluate((name) => localStorage.getItem(`latchkey.${name}`), key)

test.describe('embedded wallet: account', () => {
  test('change the email: the new one reaches the same address, the old one no longer does', async ({
    page,
    stack,
  }) => {
    const oldEmail = emailOf('old')
    const newEmail = emailOf('new')
    const address = await login(page, stack, oldEmail)
    const dialog = await openAccount(page)
    await expect(dialog).toContainText(`Signed in as ${oldEmail}`)
    await dialog.getByRole('button', { name: 'Update email' }).click()
    await expect(dialog.getByRole('heading', { name: 'Update email' })).toBeVisible()
    await dialog.getByRole('textbox', { name: 'New email' }).fill(newEmail)
    await dialog.getByRole('button', { name: 'Save' }).click()
    // VERIFY_PRIMARY_OTP: a code to the current email.
    await expect(dialog).toContainText(`Enter the 6-digit code we sent to ${oldEmail}`)
    await dialog.getByRole('textbox', { name: 'Code' }).fill('000000')
    await expect(dialog.getByRole('alert')).toHaveText('Invalid code')
    await dialog
      .getByRole('textbox', { name: 'Code' })
      .fill(await readCode(stack.serverUrl, oldEmail))
    // VERIFY_SECONDARY_OTP: a code to the new email.
    await expect(dialog).toContainText(`Enter the 6-digit code we sent to ${newEmail}`)
    await dialog
      .getByRole('textbox', { name: 'Code' })
      .fill(await readCode(stack.serverUrl, newEmail))
    await expect(page.getByRole('status').filter({ hasText: 'Email updated' })).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
    await expect(dialog).toContainText(`Signed in as ${newEmail}`)

    await dialog.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')

    // The new email reaches the same address on this (approved) device.
    expect(await login(page, stack, newEmail)).toBe(address)
    await (await openAccount(page)).getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')

    // The old email is a new account now: another wallet, another address.
    // Its last email (the code of the change's first step) went out moments ago.
    await passCooldown(stack, oldEmail)
    const again = await startLogin(page, stack, oldEmail)
    await again
      .getByRole('textbox', { name: 'Code' })
      .fill(await readCode(stack.serverUrl, oldEmail))
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(page.getByTestId('account-address')).not.toHaveText(address)
  })

  test('an email already in use is refused', async ({ page, stack }) => {
    const taken = emailOf('taken')
    await login(page, stack, taken)
    await (await openAccount(page)).getByRole('button', { name: 'Sign out' }).click()
    // A reload at once, while the frame may still be ending the session, restores nothing.
    await page.reload()
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
    await login(page, stack, emailOf('other'))
    const dialog = await openAccount(page)
    await dialog.getByRole('button', { name: 'Update email' }).click()
    await dialog.getByRole('textbox', { name: 'New email' }).fill(taken)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('This email is already in use')
  })

  test('passphrase recovery: a new device with the right passphrase reaches the same address', async ({
    page,
    browser,
    stack,
  }) => {
    const email = emailOf('passphrase')
    const project = '&projectId=passphrase-demo'
    const dialog = await startLogin(page, stack, email, project)
    await dialog.getByRole('textbox', { name: 'Code' }).fill(await readCode(stack.serverUrl, email))
    const frame = walletFrame(page)
    await expect(frame.getByRole('heading', { name: 'Choose a recovery passphrase' })).toBeVisible()
    await frame.getByLabel('Passphrase', { exact: true }).fill('short')
    await frame.getByLabel('Repeat passphrase').fill('short')
    await frame.getByRole('button', { name: 'Create wallet' }).click()
    await expect(frame.getByRole('alert')).toHaveText('Use at least 8 characters')
    await frame.getByLabel('Passphrase', { exact: true }).fill('correct horse battery')
    await frame.getByLabel('Repeat passphrase').fill('correct horse battery')
    await frame.getByRole('button', { name: 'Create wallet' }).click()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    const address = await page.getByTestId('account-address').textContent()

    const other = await browser.newContext()
    try {
      const second = await other.newPage()
      const secondDialog = await approveNewDevice(second, page, stack, email, project)
      await secondDialog
        .getByRole('textbox', { name: 'Code' })
        .fill(await readCode(stack.serverUrl, email))
      const secondFrame = walletFrame(second)
      await expect(
        secondFrame.getByRole('heading', { name: 'Enter your recovery passphrase' }),
      ).toBeVisible()
      await secondFrame.getByLabel('Passphrase', { exact: true }).fill('wrong horse battery')
      await secondFrame.getByRole('button', { name: 'Unlock wallet' }).click()
      await expect(secondFrame.getByRole('alert')).toHaveText('Wrong passphrase: try again')
      await expect(second.getByTestId('account-status')).toHaveText('disconnected')
      await secondFrame.getByLabel('Passphrase', { exact: true }).fill('correct horse battery')
      await secondFrame.getByRole('button', { name: 'Unlock wallet' }).click()
      await expect(second.getByTestId('account-status')).toHaveText('connected')
      await expect(second.getByTestId('account-address')).toHaveText(address as string)
    } finally {
      await other.close()
    }
  })

  test('the login cache: kept while connected, cleared on sign out but the last chain id', async ({
    page,
    stack,
  }) => {
    const email = emailOf('cache')
    const dialog = await startLogin(page, stack, email)
    // The login time is stored while the login runs.
    expect(await stored(page, 'embedded.loginTime')).toMatch(/\d{13}/)
    await dialog.getByRole('textbox', { name: 'Code' }).fill(await readCode(stack.serverUrl, email))
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    expect(await stored(page, 'embedded.loginTime')).toBeNull()
    expect(await stored(page, 'embedded.email')).toContain(email)
    expect(await stored(page, 'embedded.emailUsed')).toContain('true')
    expect(await stored(page, 'embedded.lastChain')).toContain('eip155')
    const chainId = String(stack.networks[0]!.chainId)
    expect(await stored(page, 'embedded.lastUsedChainId')).toContain(chainId)

    // One way out, named for an email login: Sign out, no Disconnect beside it.
    const account = await openAccount(page)
    await expect(account.getByRole('button', { name: 'Update email' })).toBeVisible()
    await expect(account.getByRole('button', { name: 'Disconnect' })).toHaveCount(0)
    await account.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
    for (const key of ['email', 'emailUsed', 'lastChain', 'socialUsername', 'loginTime'])
      expect(await stored(page, `embedded.${key}`)).toBeNull()
    expect(await stored(page, 'embedded.lastUsedChainId')).toContain(chainId)
  })
})
