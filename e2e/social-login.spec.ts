import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import type { StackInfo } from './globalSetup.js'

// Social login end to end: the demo (?email=on) with its social buttons, the real wallet frame,
// the real server as the OAuth client, and the stack's dev identity provider (oidc-provider)
// standing in for Google and GitHub in the popup. Nothing is stood in for.

/** A name of this test's own: the provider's subject (and email) follows from it. */
const nameOf = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

/** Opens the modal and clicks the button of `provider`; returns the dialog and the popup. */
async function openProvider(page: Page, stack: StackInfo, provider: 'Google' | 'GitHub') {
  await page.goto(`${stack.demoUrl}/?email=on&socials=on`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  // Past the row's first icons (Farcaster among them), a provider is behind More.
  if (provider !== 'Google') await dialog.getByRole('button', { name: 'More' }).click()
  const popupOpened = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: `Continue with ${provider}` }).click()
  const popup = await popupOpened
  await expect(
    popup.getByRole('heading', { name: `Sign in to ${provider} (development)` }),
  ).toBeVisible()
  await expect(dialog.getByRole('status')).toHaveText(`Continue in the ${provider} window`)
  return { dialog, popup }
}

/** Signs `name` in on the provider's page in `popup`; the popup closes itself. */
async function signIn(popup: Page, name: string) {
  await popup.getByLabel('Name').fill(name)
  const closed = popup.waitForEvent('close')
  await popup.getByRole('button', { name: 'Sign in' }).click()
  await closed
}

/** The device-approval link of the newest message the dev inbox holds for `email`. */
async function readDeviceLink(serverUrl: string, email: string): Promise<string> {
  let link: string | undefined
  await expect
    .poll(async () => {
      const inbox = (await (await fetch(`${serverUrl}/dev/inbox?format=json`)).json()) as {
        messages: Array<{ to: string; text: string }>
      }
      const newest = inbox.messages.find((message) => message.to.includes(email))
      link = newest?.text.match(/https?:\/\/\S+\/embedded\/device\/approve\?token=\S+/)?.[0]
      return link
    })
    .toBeTruthy()
  return link as string
}

test.describe('social login', () => {
  test('Google in a popup: a name signs in and connects an embedded account; the same name in a fresh browser reaches it after the emailed approval', async ({
    page,
    browser,
    stack,
  }) => {
    const name = nameOf('g')
    const { popup } = await openProvider(page, stack, 'Google')
    await signIn(popup, name)
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    const address = (await page.getByTestId('account-address').textContent()) as string
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    // The login cache keeps the social username.
    expect(
      await page.evaluate(() =>
        Object.entries(localStorage).find(([key]) => key.includes('socialUsername')),
      ),
    ).toEqual([expect.stringContaining('socialUsername'), expect.stringContaining(name)])

    const other = await browser.newContext()
    try {
      const second = await other.newPage()
      const { dialog, popup: secondPopup } = await openProvider(second, stack, 'Google')
      await signIn(secondPopup, name)
      await expect(dialog.getByRole('status')).toHaveText(
        'Approve this device from the link we sent to your email.',
      )
      await page.goto(await readDeviceLink(stack.serverUrl, `${name}@google.dev.latchkey`))
      await page.getByRole('button', { name: 'Approve device' }).click()
      await expect(page.getByRole('heading', { name: 'Device approved' })).toBeVisible()
      await expect(second.getByTestId('account-status')).toHaveText('connected')
      await expect(second.getByTestId('account-address')).toHaveText(address)
    } finally {
      await other.close()
    }
  })

  test('a closed popup shows the error and the buttons again', async ({ page, stack }) => {
    const { dialog, popup } = await openProvider(page, stack, 'Google')
    await popup.close()
    await expect(dialog.getByRole('alert')).toHaveText('The sign-in window was closed. Try again.')
    await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
    await expect(page.getByTestId('account-status')).not.toHaveText('connected')
  })

  test('GitHub signs in too, as another account than Google for the same name', async ({
    page,
    stack,
  }) => {
    const name = nameOf('h')
    const { popup } = await openProvider(page, stack, 'GitHub')
    await signIn(popup, name)
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(page.getByTestId('account-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
    // Account names the login the user used, not the embedded wallet's email.
    const dialog = page.getByRole('dialog')
    if (!(await dialog.isVisible())) await page.getByRole('button', { name: /0x/ }).first().click()
    await expect(dialog).toContainText('Connected with GitHub')
  })
})
