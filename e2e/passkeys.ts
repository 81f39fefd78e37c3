import type { CDPSession, Page } from '@playwright/test'
import { walletFrame } from './embeddedLogin.js'
import { expect } from './fixtures.js'

// Passkeys in the browser tests: Chromium's virtual authenticator (CDP WebAuthn domain) on a tab,
// and the demo's steps that add one from Account and sign in with it.

export type Authenticator = { cdp: CDPSession; authenticatorId: string }

/** A virtual platform authenticator (user verification on, presence simulated) for `page`'s tab. */
export async function addAuthenticator(page: Page): Promise<Authenticator> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return { cdp, authenticatorId }
}

/** A virtual authenticator's credential (CDP WebAuthn.Credential: the fields the tests read or copy). */
export type VirtualCredential = {
  credentialId: string
  isResidentCredential: boolean
  rpId?: string
  privateKey: string
  userHandle?: string
  signCount: number
}

/** The credentials `authenticator` holds now (a copy: each one as CDP gives it, whole). */
export const credentialsOf = async ({
  cdp,
  authenticatorId,
}: Authenticator): Promise<VirtualCredential[]> =>
  (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials

/** Opens the modal on Account (the connected account's button). */
async function openAccount(page: Page) {
  await page.getByRole('button', { name: /0x/ }).first().click()
  return page.getByRole('dialog')
}

/** Adds a passkey from Account through the frame's own screen. */
export async function addPasskey(page: Page) {
  const dialog = await openAccount(page)
  await dialog.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(dialog.getByRole('heading', { name: 'Passkey' })).toBeVisible()
  const frame = walletFrame(page)
  await expect(frame.getByRole('heading', { name: 'Add a passkey' })).toBeVisible()
  await frame.getByRole('button', { name: 'Create passkey' }).click()
  // Back in Account once the server kept it.
  await expect(dialog.getByRole('button', { name: 'Add a passkey' })).toBeVisible()
  return dialog
}

/** Connect → "Sign in with a passkey" → the frame's "Use passkey"; waits for the connection. */
export async function signInWithPasskey(page: Page, demoUrl: string) {
  await page.goto(`${demoUrl}/?email=on`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Sign in with a passkey' }).click()
  const frame = walletFrame(page)
  await expect(frame.getByRole('heading', { name: 'Sign in with a passkey' })).toBeVisible()
  await frame.getByRole('button', { name: 'Use passkey' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  return (await page.getByTestId('account-address').textContent()) as `0x${string}`
}
