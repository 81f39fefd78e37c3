import type { Page } from '@playwright/test'
import { expect } from './fixtures.js'
import type { StackInfo } from './globalSetup.js'

// Email login in the demo (?email=on) through the real frame and the server's dev inbox, shared
// by the embedded wallet's browser tests.

type Inbox = { messages: Array<{ to: string; subject: string }> }

/** The newest code the dev inbox holds for `email`. */
export async function readCode(serverUrl: string, email: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(async () => {
      const inbox = (await (await fetch(`${serverUrl}/dev/inbox?format=json`)).json()) as Inbox
      code = inbox.messages
        .find((message) => message.to.includes(email))
        ?.subject.match(/\d{6}/)?.[0]
      return code
    })
    .toBeTruthy()
  return code as string
}

/** An email of this test's own (the server keeps one wallet per email). */
export const emailOf = (name: string) =>
  `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`

/** Opens the demo with email login (and `query`, e.g. `&siwx=optional`) and sends a code to `email`; returns the dialog. */
export async function startLogin(page: Page, stack: StackInfo, email: string, query = '') {
  await page.goto(`${stack.demoUrl}/?email=on${query}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByRole('heading', { name: 'Confirm email' })).toBeVisible()
  await expect(dialog).toContainText(`Enter the 6-digit code we sent to ${email}`)
  return dialog
}

/**
 * Like `startLogin` for an email that got a code less than 30 s ago: Continue is refused
 * ('Please try again after {n} seconds') until the server's cool-down ends.
 */
export async function startLoginAfterCooldown(page: Page, stack: StackInfo, email: string) {
  await page.goto(`${stack.demoUrl}/?email=on`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await expect(async () => {
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await expect(dialog.getByRole('heading', { name: 'Confirm email' })).toBeVisible({
      timeout: 2_000,
    })
  }).toPass({ timeout: 45_000 })
  return dialog
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
