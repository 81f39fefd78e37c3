import type { Page } from '@playwright/test'
import { expect } from './fixtures.js'
import type { StackInfo } from './globalSetup.js'

// The social logins' shared steps: the demo's social buttons (?email=on&socials=on), the stack's
// dev identity provider's page in the popup, and the dev inbox's device-approval link.

/** The providers the dev identity provider stands in for, as their buttons name them. */
export const socialProviderNames = [
  'Google',
  'GitHub',
  'Apple',
  'Facebook',
  'X',
  'Discord',
] as const

/** A social provider, as its button names it. */
export type SocialProviderName = (typeof socialProviderNames)[number]

/** A name of the test's own: the provider's subject (and email) follows from it. */
export const nameOf = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

/** The demo's address with the email and social logins shown. */
export const socialDemoUrl = (stack: StackInfo) => `${stack.demoUrl}/?email=on&socials=on`

/** Opens the modal on the page as it is and clicks Continue with `provider`; returns the dialog. */
export async function continueWith(page: Page, provider: SocialProviderName) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  const button = dialog.getByRole('button', { name: `Continue with ${provider}` })
  const more = dialog.getByRole('button', { name: 'More' })
  // Past the row's first icons (Farcaster among them), a provider is behind More.
  await expect(button.or(more).first()).toBeVisible()
  if (!(await button.isVisible())) await more.click()
  await button.click()
  return dialog
}

/**
 * Clicks Continue with `provider` on the page as it is; returns the dialog and the popup, once
 * the popup shows the provider's dev page and the dialog says where to continue.
 */
export async function choosePopupProvider(page: Page, provider: SocialProviderName) {
  const popupOpened = page.waitForEvent('popup')
  const dialog = await continueWith(page, provider)
  const popup = await popupOpened
  await expect(
    popup.getByRole('heading', { name: `Sign in to ${provider} (development)` }),
  ).toBeVisible()
  await expect(dialog.getByRole('status')).toHaveText(`Continue in the ${provider} window`)
  return { dialog, popup }
}

/** Opens the demo and clicks Continue with `provider`; returns the dialog and the popup. */
export async function openProvider(page: Page, stack: StackInfo, provider: SocialProviderName) {
  await page.goto(socialDemoUrl(stack))
  return choosePopupProvider(page, provider)
}

/** Signs `name` in on the provider's page in `popup`; the popup closes itself. */
export async function signIn(popup: Page, name: string) {
  await expect(popup.getByRole('heading', { name: /Sign in to / })).toBeVisible()
  await popup.getByLabel('Name').fill(name)
  const closed = popup.waitForEvent('close')
  await popup.getByRole('button', { name: 'Sign in' }).click()
  await closed
}

/** The connected account's address, once the demo says it is connected. */
export async function connectedAddress(page: Page): Promise<string> {
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  const address = page.getByTestId('account-address')
  await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  return (await address.textContent()) as string
}

/** The modal of the connected demo page, opened on Account if it was closed. */
export async function showAccount(page: Page) {
  const dialog = page.getByRole('dialog')
  if (!(await dialog.isVisible())) await page.locator('[data-latchkey-button="connect"]').click()
  return dialog
}

/** Signs out from Account; the demo says it is disconnected. */
export async function signOut(page: Page) {
  await (await showAccount(page)).getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
}

/** The device-approval link of the newest message the dev inbox holds for `email`. */
export async function readDeviceLink(stack: StackInfo, email: string): Promise<string> {
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
