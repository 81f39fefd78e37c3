import { accountAbstractionAddresses } from '@latchkey/devchain'
import type { BrowserContext } from '@playwright/test'
import { createPublicClient, http, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { emailOf, login, walletFrame } from './embeddedLogin.js'
import { expect, test } from './fixtures.js'
import { addAuthenticator, addPasskey, credentialsOf, signInWithPasskey } from './passkeys.js'

// Passkeys (issue 31 item 5) end to end: the demo's Connect and Account, the real wallet frame
// running WebAuthn on its own origin with @simplewebauthn/browser, the real server checking the
// passkey with @simplewebauthn/server. The authenticator is Chromium's virtual authenticator (CDP
// WebAuthn domain) on the page's tab: it holds real P-256 keys and signs real assertions; the
// user's touch is simulated. A synced passkey is the same credential copied to a second browser
// context's authenticator, as a password manager would carry it.
//
// WebAuthn refuses an IP address as the relying party, and the stack serves the frame on
// 127.0.0.1: for these tests the same frame server is reached as localhost (the demo's
// configuration is rewritten in flight, and the server restarts with that wallet origin). The
// frame is then on another site than the demo, as in a real deployment, and a Playwright context
// blocks third-party site data as an incognito window does: the frame keeps its login and device
// in memory (see packages/wallet/src/frameStorage.ts), so a reload forgets them.

type Stack = { controlUrl: string; embeddedWalletUrl: string; demoUrl: string }

/** The frame's address on a host name (same server, `localhost` for `127.0.0.1`). */
const frameOnLocalhost = (stack: Stack) => stack.embeddedWalletUrl.replace('127.0.0.1', 'localhost')

/** Restarts the stack's server with `embedded` settings (none: its own again). */
async function restartServer(stack: Stack, embedded?: { walletOrigin: string }) {
  await fetch(`${stack.controlUrl}/server/stop`, { method: 'POST' })
  const started = await fetch(`${stack.controlUrl}/server/start`, {
    method: 'POST',
    body: embedded ? JSON.stringify({ embedded }) : undefined,
  })
  if (started.status !== 204) throw new Error(`server/start: ${started.status}`)
}

/** The demo's pages in `context` load the frame from its localhost address. */
async function useFrameOnLocalhost(context: BrowserContext, stack: Stack) {
  // The demo's server writes its configuration into the page as `__LATCHKEY_DEMO__`: the setter
  // takes it with the frame's address on localhost.
  await context.addInitScript(
    ([from, to]) => {
      let config: unknown
      Object.defineProperty(window, '__LATCHKEY_DEMO__', {
        configurable: true,
        get: () => config,
        set: (next: { embeddedWalletUrl?: string } | undefined) => {
          config = next?.embeddedWalletUrl === from ? { ...next, embeddedWalletUrl: to } : next
        },
      })
    },
    [stack.embeddedWalletUrl, frameOnLocalhost(stack)] as const,
  )
}

test.describe('passkeys', () => {
  test.beforeEach(async ({ page, stack }) => {
    await restartServer(stack, { walletOrigin: frameOnLocalhost(stack) })
    await useFrameOnLocalhost(page.context(), stack)
  })
  test.afterEach(async ({ stack }) => {
    await restartServer(stack)
  })

  test('a passkey added after an email login alone signs in again, here and on a device it synced to: the same address', async ({
    page,
    stack,
    browser,
  }) => {
    const authenticator = await addAuthenticator(page)
    const address = await login(page, stack, emailOf('passkey'))
    const dialog = await addPasskey(page)
    const [credential, ...others] = await credentialsOf(authenticator)
    expect(others).toHaveLength(0)
    expect(credential?.isResidentCredential).toBe(true)
    expect(credential?.rpId).toBe('localhost')

    await dialog.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
    expect(await signInWithPasskey(page, stack.demoUrl)).toBe(address)

    // Another device (a fresh browser profile) where the passkey synced: no email, no code, no
    // approval link; the server approves the device and releases its recovery share.
    let other: BrowserContext | undefined
    try {
      other = await browser.newContext()
      await useFrameOnLocalhost(other, stack)
      const otherPage = await other.newPage()
      const synced = await addAuthenticator(otherPage)
      // Synced as it is now: its signature counter moved on with the sign-in above, and the
      // server refuses a counter that goes back (a cloned authenticator).
      const [now] = await credentialsOf(authenticator)
      if (now)
        await synced.cdp.send('WebAuthn.addCredential', {
          authenticatorId: synced.authenticatorId,
          credential: now,
        })
      expect(await signInWithPasskey(otherPage, stack.demoUrl)).toBe(address)
    } finally {
      await other?.close()
    }
  })

  test('the key export takes the passkey instead of an emailed code; the key is the account’s', async ({
    page,
    stack,
  }) => {
    await addAuthenticator(page)
    const email = emailOf('passkey-export')
    const address = await login(page, stack, email)
    const dialog = await addPasskey(page)
    await dialog.getByRole('button', { name: 'Export private key' }).click()
    const frame = walletFrame(page)
    await expect(frame.getByRole('heading', { name: 'Before you export your key' })).toBeVisible()
    await frame.getByRole('button', { name: 'Use a passkey instead' }).click()
    const key = frame.getByLabel('Private key', { exact: true })
    await expect(key).toHaveText(/^0x[0-9a-f]{64}$/)
    const privateKey = (await key.textContent()) as `0x${string}`
    // The account is the smart account this key owns: the factory gives it for the key's address.
    const chain = createPublicClient({ transport: http(stack.networks[0]!.rpcUrl) })
    expect(
      await chain.readContract({
        address: accountAbstractionAddresses.simpleAccountFactory,
        abi: parseAbi(['function getAddress(address owner, uint256 salt) view returns (address)']),
        functionName: 'getAddress',
        args: [privateKeyToAccount(privateKey).address, 0n],
      }),
    ).toBe(address)
    // No code was mailed for this export: the passkey was the factor.
    const inbox = (await (await fetch(`${stack.serverUrl}/dev/inbox?format=json`)).json()) as {
      messages: Array<{ to: string; subject: string }>
    }
    expect(
      inbox.messages.filter((message) => message.to === email && /export/.test(message.subject)),
    ).toHaveLength(0)
    expect(await page.content()).not.toContain(privateKey.slice(2))
  })
})
