import type { Page } from '@playwright/test'
import { emailOf, login, passCooldown, readCode } from './embeddedLogin.js'
import { expect, test } from './fixtures.js'
import {
  connectedAddress,
  nameOf,
  openProvider,
  readDeviceLink,
  showAccount,
  signIn,
} from './social.js'

// Linked logins end to end: the demo (?email=on&socials=on), the real wallet frame, the real
// server and the stack's dev identity provider (oidc-provider) standing in for GitHub.

/** Opens Account in the connected demo page; returns the dialog. */
async function openAccount(page: Page) {
  const dialog = await showAccount(page)
  await expect(dialog.getByRole('heading', { name: 'Linked logins' })).toBeVisible()
  return dialog
}

test.describe('linked logins', () => {
  test('GitHub linked to an email account: GitHub in a fresh browser reaches the same address', async ({
    page,
    browser,
    stack,
  }) => {
    const email = emailOf('link')
    const address = await login(page, stack, email, '&socials=on')
    const dialog = await openAccount(page)
    const list = dialog.getByRole('region', { name: 'Linked logins' })
    await expect(list.getByRole('listitem')).toHaveText([`@Email${email}`])
    const name = nameOf('l')
    const popupOpened = page.waitForEvent('popup')
    await list.getByRole('button', { name: 'Link GitHub' }).click()
    await signIn(await popupOpened, name)
    await expect(list.getByRole('listitem')).toHaveText([`@Email${email}`, `GitHub${name}Remove`])
    await expect(list.getByRole('button', { name: 'Link GitHub' })).toHaveCount(0)

    const other = await browser.newContext()
    try {
      const second = await other.newPage()
      const { dialog: secondDialog, popup: secondPopup } = await openProvider(
        second,
        stack,
        'GitHub',
      )
      await signIn(secondPopup, name)
      // The account's email approves the new device, as for its email login.
      await expect(secondDialog.getByRole('status')).toHaveText(
        'Approve this device from the link we sent to your email.',
      )
      const approval = await other.newPage()
      await approval.goto(await readDeviceLink(stack, email))
      await approval.getByRole('button', { name: 'Approve device' }).click()
      await expect(approval.getByRole('heading', { name: 'Device approved' })).toBeVisible()
      await expect(second.getByTestId('account-status')).toHaveText('connected')
      await expect(second.getByTestId('account-address')).toHaveText(address)
    } finally {
      await other.close()
    }

    // Removed while the email stays: the email itself has no Remove.
    await list.getByRole('button', { name: 'Remove GitHub' }).click()
    await expect(list.getByRole('listitem')).toHaveText([`@Email${email}`])
    await expect(list.getByRole('button', { name: 'Link GitHub' })).toBeVisible()
  })

  test('X (no email) on a new device: a signed-in device approves it from Account, or declines it', async ({
    page,
    browser,
    stack,
  }) => {
    const name = nameOf('x')
    /** Opens Connect on `target` and signs in with X as `name`; returns the dialog. */
    const signInWithX = async (target: Page) => {
      const { dialog, popup } = await openProvider(target, stack, 'X')
      await signIn(popup, name)
      return dialog
    }
    await signInWithX(page)
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    const address = (await page.getByTestId('account-address').textContent()) as string
    const account = await openAccount(page)

    const other = await browser.newContext()
    try {
      const second = await other.newPage()
      const waiting = await signInWithX(second)
      await expect(waiting.getByRole('status')).toHaveText(
        'Approve this device in Account on a device where you are signed in.',
      )
      const requests = account.getByRole('region', { name: 'New device sign-in' })
      await expect(requests).toContainText('A new device asked to sign in to this account at')
      await requests.getByRole('button', { name: 'Approve' }).click()
      await expect(requests).toHaveCount(0)
      await expect(second.getByTestId('account-status')).toHaveText('connected')
      await expect(second.getByTestId('account-address')).toHaveText(address)

      // A third browser, declined: it says so and stays disconnected.
      const third = await (await browser.newContext()).newPage()
      const declined = await signInWithX(third)
      await expect(declined.getByRole('status')).toHaveText(
        'Approve this device in Account on a device where you are signed in.',
      )
      await requests.getByRole('button', { name: 'Decline' }).click()
      await expect(declined.getByRole('alert')).toHaveText(
        'This device was declined from a signed-in device',
      )
      await expect(third.getByTestId('account-status')).not.toHaveText('connected')
      await third.context().close()
    } finally {
      await other.close()
    }
  })

  test('X (no email) adds an email in Account with a code sent to it; the email then signs in to the same address', async ({
    page,
    stack,
  }) => {
    const name = nameOf('add')
    const { popup } = await openProvider(page, stack, 'X')
    await signIn(popup, name)
    const address = await connectedAddress(page)
    const dialog = await openAccount(page)
    const list = dialog.getByRole('region', { name: 'Linked logins' })
    await expect(list.getByRole('listitem')).toHaveCount(1)
    await list.getByRole('button', { name: 'Add an email' }).click()
    await expect(dialog.getByRole('heading', { name: 'Add an email' })).toBeVisible()
    const email = emailOf('added')
    await dialog.getByRole('textbox', { name: 'New email' }).fill(email)
    await dialog.getByRole('button', { name: 'Save' }).click()
    // No current email to confirm: the code goes to the new one at once.
    await expect(dialog).toContainText(`Enter the 6-digit code we sent to ${email}`)
    await dialog.getByRole('textbox', { name: 'Code' }).fill(await readCode(stack.serverUrl, email))
    await expect(dialog).toContainText(`Signed in as ${email}`)
    await expect(page.getByRole('status').filter({ hasText: 'Email added' })).toBeVisible()
    await expect(list.getByRole('listitem')).toHaveCount(2)
    await expect(list.getByRole('listitem').first()).toContainText(email)

    await dialog.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
    await passCooldown(stack, email)
    expect(await login(page, stack, email, '&socials=on')).toBe(address)
  })
})
