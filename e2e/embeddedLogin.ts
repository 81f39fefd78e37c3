import type { Page } from '@playwright/test'
import { expect } from './fixtures.js'
import type { StackInfo } from './globalSetup.js'

// Email login through the demo (?email=on) and the server's dev inbox, shared by the embedded
// wallet's browser tests.

type Inbox = { messages: Array<{ to: string; subject: string; text: string }> }

const readInbox = async (serverUrl: string) =>
  (await (await fetch(`${serverUrl}/dev/inbox?format=json`)).json()) as Inbox

/** What `pick` finds in the newest message the dev inbox holds for `email`, once it finds it. */
async function readNewest(
  serverUrl: string,
  email: string,
  pick: (message: Inbox['messages'][number]) => string | undefined,
): Promise<string> {
  let found: string | undefined
  await expect
    .poll(async () => {
      const newest = (await readInbox(serverUrl)).messages.find((message) =>
        message.to.includes(email),
      )
      found = newest && pick(newest)
      return found
    })
    .toBeTruthy()
  return found as string
}

/** The code of the newest message the dev inbox holds for `email`, once it holds one. */
export const readCode = (serverUrl: string, email: string) =>
  readNewest(serverUrl, email, (message) => message.subject.match(/\d{6}/)?.[0])

/** The device-approval link of the newest message for `email`, once it is one. */
const readDeviceLink = (serverUrl: string, email: string) =>
  readNewest(
    serverUrl,
    email,
    (message) => message.text.match(/https?:\/\/\S+\/embedded\/device\/approve\?token=\S+/)?.[0],
  )

/** An email of this test's own (the server keeps one wallet per email). */
export const emailOf = (name: string) =>
  `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`

/** Opens the demo with email login (and `query`), types `email` and presses Continue; returns the dialog. */
async function continueWithEmail(page: Page, stack: StackInfo, email: string, query: string) {
  await page.goto(`${stack.demoUrl}/?email=on${query}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  return dialog
}

/** Opens the demo with email login (and `query`, e.g. `&siwx=optional`) and sends a code to `email`; returns the dialog. */
export async function startLogin(page: Page, stack: StackInfo, email: string, query = '') {
  const dialog = await continueWithEmail(page, stack, email, query)
  await expect(dialog.getByRole('heading', { name: 'Confirm email' })).toBeVisible()
  await expect(dialog).toContainText(`Enter the 6-digit code we sent to ${email}`)
  return dialog
}

/**
 * Dates `email`'s emails one cool-down back on the stack's server, as if 30 s had passed: for a
 * test that sends the same address a second email right away (the wait is tested on its own).
 */
export async function passCooldown(stack: StackInfo, email: string) {
  const answer = await fetch(`${stack.controlUrl}/embedded/cooldown-passed`, {
    method: 'POST',
    body: JSON.stringify({ email }),
  })
  if (answer.status !== 204)
    throw new Error(`cooldown-passed: ${answer.status} ${await answer.text()}`)
}

/** Logs in by email through the dev inbox and waits for the connection; returns the address. */
export async function login(page: Page, stack: StackInfo, email: string, query = '') {
  const dialog = await startLogin(page, stack, email, query)
  await dialog.getByRole('textbox', { name: 'Code' }).fill(await readCode(stack.serverUrl, email))
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  return (await page.getByTestId('account-address').textContent()) as `0x${string}`
}

/** The wallet frame on its own origin (its approval screen). */
export const walletFrame = (page: Page) => page.frameLocator('iframe[data-latchkey-wallet]')

/**
 * On a device the account has not approved: Continue shows EmailVerifyDevice; the emailed link,
 * opened in `linkPage` (any browser), approves it and the dialog moves on to the code by itself.
 */
export async function approveNewDevice(
  page: Page,
  linkPage: Page,
  stack: StackInfo,
  email: string,
  query = '',
) {
  const dialog = await continueWithEmail(page, stack, email, query)
  await expect(dialog.getByRole('heading', { name: 'Register this device' })).toBeVisible()
  await expect(dialog).toContainText(`We sent an approval link to ${email}`)
  await expect(dialog.getByRole('status')).toHaveText('Waiting for approval…')
  // Once approved, the device asks for a login code. The first device's code went out moments
  // ago, so the server refuses it (the 30 s cool-down) and the device keeps asking.
  const refused = page.waitForResponse(
    (response) => response.url().endsWith('/v1/embedded/email') && response.status() === 429,
  )
  await linkPage.goto(await readDeviceLink(stack.serverUrl, email))
  await expect(linkPage.getByRole('heading', { name: 'Approve your new device' })).toBeVisible()
  await linkPage.getByRole('button', { name: 'Approve device' }).click()
  await expect(linkPage.getByRole('heading', { name: 'Device approved' })).toBeVisible()
  await refused
  await expect(dialog.getByRole('heading', { name: 'Register this device' })).toBeVisible()
  // The cool-down over, the next ask gets the code.
  await passCooldown(stack, email)
  await expect(dialog.getByRole('heading', { name: 'Confirm email' })).toBeVisible()
  await expect(dialog).toContainText(`Enter the 6-digit code we sent to ${email}`)
  return dialog
}
