import { expect, test } from './fixtures.js'
import {
  choosePopupProvider,
  connectedAddress,
  nameOf,
  openProvider,
  readDeviceLink,
  showAccount,
  signIn,
  signOut,
  socialDemoUrl,
  socialProviderNames,
} from './social.js'

// Social login end to end: the demo (?email=on) with its social buttons, the real wallet frame,
// the real server as the OAuth client, and the stack's dev identity provider (oidc-provider)
// standing in for each provider in the popup. Nothing is stood in for.

test.describe('social login', () => {
  test('Google in a popup: a name signs in and connects an embedded account; the same name in a fresh browser reaches it after the emailed approval', async ({
    page,
    browser,
    stack,
  }) => {
    const name = nameOf('g')
    const { popup } = await openProvider(page, stack, 'Google')
    await signIn(popup, name)
    const address = await connectedAddress(page)
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
      await page.goto(await readDeviceLink(stack, `${name}@google.dev.latchkey`))
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

  test('each of the six providers signs in in a popup, each as an account of its own for the same name', async ({
    page,
    stack,
  }) => {
    const name = nameOf('six')
    const addresses = new Map<string, string>()
    await page.goto(socialDemoUrl(stack))
    for (const provider of socialProviderNames) {
      const { popup } = await choosePopupProvider(page, provider)
      await signIn(popup, name)
      addresses.set(provider, await connectedAddress(page))
      // Account names the login the user used, not the embedded wallet's email.
      await expect(await showAccount(page)).toContainText(`Connected with ${provider}`)
      await signOut(page)
    }
    // The identity is per provider: six names alike, six accounts.
    expect(new Set(addresses.values()).size).toBe(socialProviderNames.length)
  })
})
