import type { BrowserContext, Page } from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import { answerInWalletPage, connectWalletPage } from './connectWalletPage.js'
import { expect, test } from './fixtures.js'

// The README says everything runs locally: the main flows (the demo with the dev wallet, and the
// demo paired with the stack's WalletConnect wallet page, each signing a message) run here with
// every request to a host other than loopback aborted, and any attempt fails the test. Nothing is
// stood in: the stack, the wallets and the relay are the real ones.

const message = 'Hello from the Latchkey demo'
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** Aborts every HTTP(S) and WebSocket request of `context` to a non-loopback host; returns them. */
async function blockTheOutside(context: BrowserContext): Promise<string[]> {
  const attempts: string[] = []
  const isOutside = (url: string) => {
    const { protocol, hostname } = new URL(url)
    return /^(https?|wss?):$/.test(protocol) && !loopbackHosts.has(hostname)
  }
  await context.route('**/*', async (route) => {
    const url = route.request().url()
    if (!isOutside(url)) return route.fallback()
    attempts.push(url)
    await route.abort('internetdisconnected')
  })
  await context.routeWebSocket(/.*/, (socket) => {
    if (!isOutside(socket.url())) return socket.connectToServer()
    attempts.push(socket.url())
    socket.close({ code: 1011, reason: 'Offline test: non-loopback host' })
  })
  // Also what routing would not see (a request the browser makes past the page's handlers).
  context.on('request', (request) => {
    const url = request.url()
    if (isOutside(url) && !attempts.includes(url)) attempts.push(url)
  })
  return attempts
}

async function expectVerifiedSignature(page: Page, address: `0x${string}`) {
  const signature = page.getByTestId('signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 30_000 })
  const text = (await signature.textContent()) as Hex
  expect(await verifyMessage({ address, message, signature: text })).toBe(true)
}

test.describe('offline: no request leaves loopback', () => {
  test('the dev wallet connects through the modal and signs', async ({ page, context, stack }) => {
    const attempts = await blockTheOutside(context)
    const account = stack.accounts[0]!
    await page.goto(stack.demoUrl)
    // The dev wallet as a newcomer turns it on: the stack serves its script.
    await page.getByRole('switch', { name: 'Dev wallet' }).check()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Latchkey Dev Wallet/ })
      .click()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(page.getByTestId('account-address')).toHaveText(account.address)

    await page.getByRole('button', { name: 'Sign a message' }).click()
    await expectVerifiedSignature(page, account.address)
    expect(attempts).toEqual([])
  })

  test("WalletConnect pairs with the stack's wallet page, which approves a signature", async ({
    page,
    context,
    stack,
  }) => {
    const attempts = await blockTheOutside(context)
    const walletPage = await connectWalletPage(page, stack)
    await page.getByRole('button', { name: 'Sign a message' }).click()
    await answerInWalletPage(walletPage, 'personal_sign', 'Approve')
    await expectVerifiedSignature(page, stack.accounts[1]!.address)
    // The wallet page's SDK flushes what it queued (telemetry, for one) on a timer and on close.
    await walletPage.close({ runBeforeUnload: true })
    expect(attempts).toEqual([])
  })
})
