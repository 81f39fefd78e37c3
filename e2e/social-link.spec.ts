import type { Page } from '@playwright/test'
import { emailOf, login, passCooldown, readCode } from './embeddedLogin.js'
import { expect, test } from './fixtures.js'
import type { StackInfo } from './globalSetup.js'

// Linked logins end to end: the demo (?email=on&socials=on), the real wallet frame, the real
// server and the stack's dev identity provider (oidc-provider) standing in for GitHub.

/** A name of this test's own: the provider's subject follows from it. */
const nameOf = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

/** Signs `name` in on the provider's page in `popup`; the popup closes itself. */
async function signIn(popup: Page, name: string) {
  await expect(popup.getByRole('heading', { name: /Sign in to / })).toBeVisible()
  await popup.getByLabel('Name').fill(name)
  const closed = popup.waitForEvent('close')
  await popup.getByRole('button', { name: 'Sign in' }).click()
  await closed
}

/** Opens Account in the connected demo page; returns the dialog. */
async function openAccount(page: Page) {
  const dialog = page.getByRole('dialog')
  if (!(await dialog.isVisible())) await page.locator('[data-latchkey-button="connect"]').click()
  await expect(dialog.getByRole('heading', { name: 'Linked logins' })).toBeVisible()
  return dialog
}

/** The device-approval link of the newest message the dev inbox holds for `email`. */
async function readDeviceLink(stack: StackInfo, email: string): Promise<string> {
  let link: string | undefined
  await expect
    .poll(async () => {
      const inbox = (await (await fetch(`${stack.serverUrl}/dev/inbox?format=json`)).json()) as {
        messages: Array<{ to: string; text: string }>
      }
      const newest = inbox.messages.find((message) => message.to.includes(email))
      link = newest?.text.match(/https?:\/\/\S+\/embedded\/device\/approve\?token=\S+/)?.[0]
      return link
    })
    .toBeTruthy()
  return link as string
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
      await second.goto(`${stack.demoUrl}/?email=on&socials=on`)
      await second.getByRole('button', { name: 'Connect Wallet' }).click()
      const secondDialog = second.getByRole('dialog')
      await secondDialog.getByRole('button', { name: 'More' }).click()
      const secondPopup = second.waitForEvent('popup')
      await secondDialog.getByRole('button', { name: 'Continue with GitHub' }).click()
      await signIn(await secondPopup, name)
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
      await target.goto(`${stack.demoUrl}/?email=on&socials=on`)
      await target.getByRole('button', { name: 'Connect Wallet' }).click()
      const dialog = target.getByRole('dialog')
      const popup = target.waitForEvent('popup')
      await dialog.getByRole('button', { name: 'Continue with X' }).click()
      await signIn(await popup, name)
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
    await page.goto(`${stack.demoUrl}/?email=on&socials=on`)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const popup = page.waitForEvent('popup')
    await page.getByRole('dialog').getByRole('button', { name: 'Continue with X' }).click()
    await signIn(await popup, name)
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    const address = (await page.getByTestId('account-address').textContent()) as string
    const dialog = await openAccount(page)
    const list = dialog.getByRole('region', { name: 'Linked logins' })
    await expect(list.getByRole('listitem')).toHaveCount(1)
    await list.getByRole('button', { name: 'Add an email' }).click()
    const email = emailOf('added')
    await dialog.getByRole('textbox', { name: 'New email' }).fill(email)
    await dialog.getByRole('button', { name: 'Save' }).click()
    // No current email to confirm: the code goes to the new one at once.
    await expect(dialog).toContainText(`Enter the 6-digit code we sent to ${email}`)
    await dialog.getByRole('textbox', { name: 'Code' }).fill(await readCode(stack.serverUrl, email))
    await expect(dialog).toContainText(`Signed in as ${email}`)
    await expect(list.getByRole('listitem')).toHaveCount(2)
    await expect(list.getByRole('listitem').first()).toContainText(email)

    await dialog.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
    await passCooldown(stack, email)
    expect(await login(page, stack, email, '&socials=on')).toBe(address)
  })
})
