import { createWalletConnectTestWallet, type WalletConnectTestWallet } from '@latchkey/devchain'
import type { Page } from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import { findSeriousViolations } from './axe.js'
import { expect, test } from './fixtures.js'
import type { StackInfo } from './globalSetup.js'

// WalletConnect end to end, nothing stood in: the demo in Chromium (core's WalletConnect on the
// real SDK), the stack's relay (our server), and a real WalletConnect wallet on the other side:
// devchain's test wallet (Reown WalletKit in Node, signing with a dev key) or the stack's wallet
// page (WalletKit in the browser). Only the vendor's verify service is left out: not ours.

const message = 'Hello from the Latchkey demo'
const wallets: WalletConnectTestWallet[] = []

test.afterEach(async () => {
  for (const wallet of wallets.splice(0)) await wallet.close()
})

/** A person's WalletConnect wallet, on the stack's relay and chains, with dev account 2. */
async function createWallet(stack: StackInfo) {
  const wallet = await createWalletConnectTestWallet({
    relayUrl: stack.relayUrl,
    privateKey: stack.accounts[2]!.privateKey,
    chains: stack.networks.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
  })
  wallets.push(wallet)
  return wallet
}

/** Opens the modal, picks WalletConnect and reads the pairing URI the copy-link button copies. */
async function readPairingUri(page: Page, stack: StackInfo): Promise<string> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: stack.demoUrl,
  })
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'WalletConnect' }).click()
  // The QR code waits for the WalletConnect chunk and a pairing with the relay: on a machine
  // running a second worker's stack that can take more than the default 10 s.
  await expect(
    dialog.getByRole('img', { name: 'QR code to connect with WalletConnect' }),
  ).toBeVisible({ timeout: 20_000 })
  await dialog.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByText('Link copied')).toBeVisible()
  const uri = await page.evaluate(() => navigator.clipboard.readText())
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri
}

/** Pairs the test wallet with the page's URI and approves, as a person scanning the QR code. */
async function connect(page: Page, stack: StackInfo, search = '') {
  await page.goto(`${stack.demoUrl}${search}`)
  const uri = await readPairingUri(page, stack)
  const wallet = await createWallet(stack)
  await wallet.pair(uri)
  await wallet.approveNext()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-address')).toHaveText(wallet.address)
  return wallet
}

/** Signs the demo's message through the widget's provider and checks the signature with viem. */
async function signAndVerify(page: Page, address: `0x${string}`) {
  const signature = page.getByTestId('signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 30_000 })
  expect(
    await verifyMessage({ address, message, signature: (await signature.textContent()) as Hex }),
  ).toBe(true)
}

test.describe('WalletConnect', () => {
  test('pairs through the copied link, signs personal_sign, and the wallet ending the session disconnects', async ({
    page,
    stack,
  }) => {
    await page.goto(stack.demoUrl)
    await readPairingUri(page, stack)
    // The QR code view, checked with a real layout (contrast, target sizes).
    expect(await findSeriousViolations(page)).toEqual([])
    await page.getByRole('dialog').getByRole('button', { name: 'Back' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()

    const wallet = await connect(page, stack)
    await expect(page.getByTestId('network-id')).toHaveText('eip155:31337')
    await expect(page.getByRole('dialog')).toBeHidden()

    await page.getByRole('button', { name: 'Sign a message' }).click()
    await signAndVerify(page, wallet.address)
    expect(wallet.requests.map((request) => request.method)).toEqual(['personal_sign'])

    await wallet.disconnect()
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
    await expect(page.locator('[data-latchkey-button="connect"]')).toContainText('Connect Wallet')
  })

  test('a request the wallet never answers offers Resend, then Cancel, which rejects it with 4001', async ({
    page,
    stack,
  }) => {
    // The demo gives the wallet 1.5 s instead of the widget's 30 s before offering a way out.
    const wallet = await connect(page, stack, '?requestTimeout=1500')
    // The wallet goes away (its app closed): the request waits on the relay for nobody.
    await wallet.close()
    await page.getByRole('button', { name: 'Sign a message' }).click()
    const notice = page.getByRole('region', { name: 'Your wallet has not answered' })
    await expect(notice).toBeVisible()
    await expect(notice).toContainText('Open your wallet to continue, or send the request again.')
    expect(await findSeriousViolations(page)).toEqual([])

    // Resend sends it again and waits afresh; still nobody answers, so the offer comes back.
    await notice.getByRole('button', { name: 'Resend' }).click()
    await expect(notice).toBeHidden()
    await expect(notice).toBeVisible()

    await notice.getByRole('button', { name: 'Cancel' }).click()
    await expect(notice).toBeHidden()
    const signCard = page.getByRole('region', { name: 'Sign a message' })
    await expect(signCard.getByRole('alert')).toContainText('(code 4001)')
    await expect(page.getByTestId('signature')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Sign a message' })).toBeEnabled()
  })

  test('the session is restored after a reload, and survives a relay restart with a request in flight', async ({
    page,
    stack,
  }) => {
    const wallet = await connect(page, stack)
    await page.reload()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(page.getByTestId('account-address')).toHaveText(wallet.address)

    // The relay goes down; the dapp sends a request meanwhile; the relay comes back.
    const control = (path: string) => fetch(`${stack.controlUrl}${path}`, { method: 'POST' })
    expect((await control('/server/stop')).status).toBe(204)
    try {
      await page.getByRole('button', { name: 'Sign a message' }).click()
      await page.waitForTimeout(500)
      // Nothing can answer while the relay is down.
      await expect(page.getByTestId('signature')).toHaveCount(0)
    } finally {
      expect((await control('/server/start')).status).toBe(204)
    }
    await signAndVerify(page, wallet.address)
  })

  test("the stack's wallet page pairs from a pasted URI, approves the session and a signature", async ({
    page,
    stack,
  }) => {
    await page.goto(stack.demoUrl)
    const uri = await readPairingUri(page, stack)

    const walletPage = await page.context().newPage()
    await walletPage.goto(stack.walletConnectWalletUrl)
    const address = stack.accounts[1]!.address
    await expect(walletPage.getByTestId('wallet-address')).toHaveText(address)
    await walletPage.getByLabel('Pairing URI').fill(uri)
    await walletPage.getByRole('button', { name: 'Pair' }).click()
    const proposal = walletPage.getByRole('region', {
      name: 'Connection request from Latchkey demo',
    })
    await expect(proposal).toContainText('eip155:31337')
    await proposal.getByRole('button', { name: 'Approve' }).click()

    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(page.getByTestId('account-address')).toHaveText(address)
    await expect(walletPage.getByText('Latchkey demo (')).toBeVisible()

    await page.getByRole('button', { name: 'Sign a message' }).click()
    const request = walletPage.getByRole('region', { name: 'personal_sign request' })
    await expect(request.getByTestId('request-message')).toHaveText(message)
    await request.getByRole('button', { name: 'Approve' }).click()
    await signAndVerify(page, address)
  })
})
