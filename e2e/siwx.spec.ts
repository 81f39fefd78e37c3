import { createWalletConnectTestWallet, type WalletConnectTestWallet } from '@latchkey/devchain'
import type { Page } from '@playwright/test'
import { findSeriousViolations } from './axe.js'
import { expect, test } from './fixtures.js'
import { serverSession, storedToken } from './siwxSession.js'

// Sign in with the wallet (SIWX) in the demo, with the real injected test wallet signing with a
// dev key, against the real server: its nonces, its signature checks and its session store.
// The demo turns sign-in on with ?siwx=optional or ?siwx=required.

const walletName = /Latchkey Dev Wallet/

type DevWallet = { latchkeyDevWallet: { rejectNextRequest(method?: string): void } }

/** Opens the demo in `mode`, connects the dev wallet and waits for the sign-in view. */
async function connectToSignIn(page: Page, demoUrl: string, mode: 'optional' | 'required') {
  await page.goto(`${demoUrl}/?siwx=${mode}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: walletName }).click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await expect(dialog).toContainText('Latchkey demo needs to connect to your wallet')
  return dialog
}

test.describe('sign in with the injected wallet', () => {
  test('connect, sign, the server keeps the session; a reload keeps it', async ({
    page,
    stack,
    installWallet,
  }) => {
    const account = stack.accounts[0]!
    await installWallet()
    const dialog = await connectToSignIn(page, stack.demoUrl, 'optional')
    await expect(dialog.getByRole('img', { name: 'Latchkey demo' })).toBeVisible()
    await expect(dialog.getByRole('img', { name: walletName })).toBeVisible()
    expect(await findSeriousViolations(page)).toEqual([])

    await dialog.getByRole('button', { name: 'Sign' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('siwx-status')).toHaveText('authenticated')
    await expect(page.getByTestId('siwx-address')).toHaveText(account.address)

    const token = await storedToken(page)
    expect(token).toBeTruthy()
    const session = await serverSession(page, stack.serverUrl, token!)
    expect(session.status).toBe(200)
    expect(session.body).toMatchObject({
      address: account.address,
      caipNetworkId: 'eip155:31337',
    })
    expect(session.body.message).toContain(
      `${new URL(stack.demoUrl).host} wants you to sign in with your Ethereum account:\n${account.address}`,
    )

    await page.reload()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(page.getByTestId('siwx-status')).toHaveText('authenticated')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(await storedToken(page)).toBe(token)
    expect((await serverSession(page, stack.serverUrl, token!)).status).toBe(200)
  })

  test('required: the sign-in view cannot be dismissed', async ({ page, stack, installWallet }) => {
    await installWallet()
    const dialog = await connectToSignIn(page, stack.demoUrl, 'required')
    await expect(dialog).toContainText('Canceling will disconnect you.')
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()
    // A click on the backdrop, outside the card.
    await page.mouse.click(4, 4)
    await expect(dialog).toBeVisible()
    await expect(page.getByTestId('modal-state')).toHaveText('open')
    expect(await findSeriousViolations(page)).toEqual([])

    await dialog.getByRole('button', { name: 'Sign' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('siwx-status')).toHaveText('authenticated')
  })

  test('required: Cancel disconnects and closes; the next open shows Connect', async ({
    page,
    stack,
    installWallet,
  }) => {
    await installWallet()
    const dialog = await connectToSignIn(page, stack.demoUrl, 'required')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
    // Cancel ends the visit (issue 29): the modal closes rather than staying on Connect.
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(dialog.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
    // Nothing to sign any more: the modal closes again.
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('a declined signature shows "Signature declined" and the view stays', async ({
    page,
    stack,
    installWallet,
  }) => {
    await installWallet()
    const dialog = await connectToSignIn(page, stack.demoUrl, 'optional')
    await page.evaluate(() =>
      (window as unknown as DevWallet).latchkeyDevWallet.rejectNextRequest('personal_sign'),
    )
    await dialog.getByRole('button', { name: 'Sign' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Signature declined')
    await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Sign' })).toBeEnabled()
    await expect(page.getByTestId('siwx-status')).toHaveText('unauthenticated')
    expect(await storedToken(page)).toBeUndefined()
    expect(await findSeriousViolations(page)).toEqual([])

    await dialog.getByRole('button', { name: 'Sign' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('siwx-status')).toHaveText('authenticated')
  })

  test('disconnect signs out: the server forgets the session', async ({
    page,
    stack,
    installWallet,
  }) => {
    await installWallet()
    const dialog = await connectToSignIn(page, stack.demoUrl, 'optional')
    await dialog.getByRole('button', { name: 'Sign' }).click()
    await expect(page.getByTestId('siwx-status')).toHaveText('authenticated')
    const token = (await storedToken(page))!
    expect((await serverSession(page, stack.serverUrl, token)).status).toBe(200)

    await page.locator('[data-latchkey-button="connect"]').click()
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
    await expect(page.getByTestId('siwx-status')).toHaveText('idle')
    await expect.poll(() => storedToken(page)).toBeUndefined()
    await expect
      .poll(async () => (await serverSession(page, stack.serverUrl, token)).body.error?.code)
      .toBe('SIWX_SESSION_NOT_FOUND')
  })
})

test.describe('sign in with the WalletConnect test wallet', () => {
  const wallets: WalletConnectTestWallet[] = []
  test.afterEach(async () => {
    for (const wallet of wallets.splice(0)) await wallet.close()
  })

  test('connect through the relay, a declined signature, sign, reload, sign out', async ({
    page,
    stack,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: stack.demoUrl,
    })
    await page.goto(`${stack.demoUrl}/?siwx=optional`)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'WalletConnect' }).click()
    await dialog.getByRole('button', { name: 'Copy link' }).click()
    const uri = await page.evaluate(() => navigator.clipboard.readText())
    const wallet = await createWalletConnectTestWallet({
      relayUrl: stack.relayUrl,
      privateKey: stack.accounts[3]!.privateKey,
      chains: stack.networks.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    })
    wallets.push(wallet)
    await wallet.pair(uri)
    await wallet.approveNext()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()

    // The wallet declines: the error shows and the view stays for another try.
    wallet.rejectNextRequest('personal_sign')
    await dialog.getByRole('button', { name: 'Sign' }).click()
    await expect(dialog).toContainText('Signature declined')
    await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()

    await dialog.getByRole('button', { name: 'Sign' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('siwx-status')).toHaveText('authenticated')
    await expect(page.getByTestId('siwx-address')).toHaveText(wallet.address)
    const token = await storedToken(page)
    expect((await serverSession(page, stack.serverUrl, token!)).status).toBe(200)

    await page.reload()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(page.getByTestId('siwx-status')).toHaveText('authenticated')

    await page.locator('[data-latchkey-button="connect"]').click()
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
    await expect
      .poll(async () => (await serverSession(page, stack.serverUrl, token!)).body.error?.code)
      .toBe('SIWX_SESSION_NOT_FOUND')
  })
})
