import { waitForReceipt } from '@latchkey/devchain'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import {
  approveNewDevice,
  emailOf,
  login,
  readCode,
  startLogin,
  walletFrame,
} from './embeddedLogin.js'
import { expect, test } from './fixtures.js'
import type { StackInfo } from './globalSetup.js'

// The embedded wallet end to end: the demo (?email=on) with the real wallet frame on its own
// origin, the real server (its one-time codes travel over SMTP to the in-process catcher, read
// here from the dev inbox) and the local anvil chain. Nothing is stood in for.

test.describe('embedded wallet', () => {
  test('log in by email, connect, reload and stay connected', async ({ page, stack }) => {
    const email = emailOf('login')
    const address = await login(page, stack, email)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await expect(page.getByTestId('modal-state')).toHaveText('closed')
    await page.getByRole('button', { name: /0x/ }).first().click()
    await expect(page.getByRole('dialog')).toContainText(`Signed in as ${email}`)

    await page.reload()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(page.getByTestId('account-address')).toHaveText(address)
  })

  test('sign a message viem verifies; decline one', async ({ page, stack }) => {
    const address = await login(page, stack, emailOf('sign'), '&account=eoa')
    await page.getByRole('button', { name: 'Sign a message' }).click()
    const frame = walletFrame(page)
    await expect(frame.getByRole('heading', { name: 'Sign message' })).toBeVisible()
    await expect(frame.getByLabel('Message', { exact: true })).toHaveText(
      'Hello from the Latchkey demo',
    )
    await frame.getByRole('button', { name: 'Approve' }).click()
    const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`
    expect(
      await verifyMessage({ address, message: 'Hello from the Latchkey demo', signature }),
    ).toBe(true)
    await expect(page.getByTestId('modal-state')).toHaveText('closed')

    await page.getByRole('button', { name: 'Sign a message' }).click()
    await frame.getByRole('button', { name: 'Decline' }).click()
    await expect(page.getByRole('alert').filter({ hasText: /rejected/i })).toBeVisible()
    await expect(page.getByTestId('modal-state')).toHaveText('closed')
  })

  test('closing the modal aborts a signature request', async ({ page, stack }) => {
    await login(page, stack, emailOf('abort'))
    await page.getByRole('button', { name: 'Sign a message' }).click()
    await expect(walletFrame(page).getByRole('heading', { name: 'Sign message' })).toBeVisible()
    await page.getByRole('dialog').getByRole('button', { name: /close/i }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Request was aborted' })).toBeVisible()
    await expect(walletFrame(page).getByRole('heading', { name: 'Sign message' })).toBeHidden()
  })

  test('send a transaction through ApproveTransaction and see it on chain', async ({
    page,
    stack,
  }) => {
    const address = await login(page, stack, emailOf('send'), '&account=eoa')
    const network = stack.networks[0]!
    const client = createPublicClient({ transport: http(network.rpcUrl) })
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [address, `0x${parseEther('10').toString(16)}`] as never,
    })
    // The data API keeps the empty balance it read at connection for 30 s: read it again, and
    // reload the page so the widget takes the funded balance.
    const refreshed = await fetch(
      `${stack.serverUrl}/v1/account/${address}/balance?currency=usd&forceUpdate=true`,
    )
    expect(refreshed.ok).toBe(true)
    await page.reload()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await page.getByRole('combobox', { name: 'Token' }).selectOption('native')
    await page.getByRole('button', { name: 'Send without the modal' }).click()
    const frame = walletFrame(page)
    await expect(frame.getByRole('heading', { name: 'Approve transaction' })).toBeVisible()
    await expect(frame.getByText('Network fee')).toBeVisible()
    await frame.getByRole('button', { name: 'Approve' }).click()
    const hash = (await page.getByTestId('send-tokens-hash').textContent()) as `0x${string}`
    const receipt = await waitForReceipt(client, { hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
  })

  test('a foreign origin posting forged frame events gets nothing and changes nothing', async ({
    page,
    stack,
  }) => {
    const address = await login(page, stack, emailOf('forged'))
    const dropped = page.waitForEvent('console', (message) =>
      message.text().includes('dropped a message (from'),
    )
    // A page of another origin inside the dapp: it forges frame events to the dapp and app
    // events to the wallet frame, and listens for anything coming back.
    await page.evaluate((url) => {
      const foreign = document.createElement('iframe')
      foreign.src = url
      foreign.name = 'foreign'
      document.body.append(foreign)
      return new Promise((resolve) => foreign.addEventListener('load', resolve))
    }, stack.walletConnectWalletUrl)
    const foreign = page.frame({ name: 'foreign' })!
    await foreign.evaluate(() => {
      const received: unknown[] = []
      ;(window as unknown as { received: unknown[] }).received = received
      window.addEventListener('message', (event) => received.push(event.data))
      const wallet = window.parent.frames[0]!
      wallet.postMessage({ id: 'forged', type: '@app/GET_USER', payload: {} }, '*')
      window.parent.postMessage({ type: '@frame/CHAIN_CHANGED', payload: { chainId: 1 } }, '*')
      window.parent.postMessage({ type: '@frame/APPROVAL', payload: { open: true } }, '*')
    })
    await dropped
    // The wallet still answers its dapp, and nothing the forger sent took effect.
    await page.getByRole('button', { name: 'Sign a message' }).click()
    await walletFrame(page).getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByTestId('signature')).toHaveText(/^0x/)
    expect(
      await foreign.evaluate(() => (window as unknown as { received: unknown[] }).received),
    ).toEqual([])
    await expect(page.getByTestId('account-address')).toHaveText(address)
    await expect(page.getByTestId('network-id')).toHaveText(`eip155:${stack.networks[0]!.chainId}`)
  })
})

test.describe('embedded wallet: login rules', () => {
  /** Calls the server's embedded routes as the frame does (its origin). */
  const post = (stack: StackInfo, path: string, body: unknown, origin = stack.embeddedWalletUrl) =>
    fetch(`${stack.serverUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(origin).origin },
      body: JSON.stringify(body),
    })

  test('the same email in a fresh browser reaches the same address after device approval', async ({
    page,
    browser,
    stack,
  }) => {
    const email = emailOf('device')
    const address = await login(page, stack, email)
    const other = await browser.newContext()
    try {
      const second = await other.newPage()
      // Before the link is opened, the server gives this device no code and no share.
      const dialog = await approveNewDevice(second, page, stack, email)
      await dialog
        .getByRole('textbox', { name: 'Code' })
        .fill(await readCode(stack.serverUrl, email))
      await expect(second.getByTestId('account-status')).toHaveText('connected')
      await expect(second.getByTestId('account-address')).toHaveText(address)
    } finally {
      await other.close()
    }
  })

  test('a second code within 30 s is refused, in the widget and in the server', async ({
    page,
    stack,
  }) => {
    const email = emailOf('throttle')
    await startLogin(page, stack, email)
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('button', { name: /Resend code in \d+s/ })).toBeDisabled()
    await dialog.getByRole('button', { name: /back/i }).click()
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(dialog.getByRole('alert')).toHaveText(/^Please try again after \d+ seconds$/)

    const answer = await post(stack, '/v1/embedded/email', { email })
    expect(answer.status).toBe(429)
    expect(((await answer.json()) as { error: { message: string } }).error.message).toMatch(
      /^Please try again after \d+ seconds$/,
    )
  })

  test('5 wrong codes: the right one no longer works; other origins are refused', async ({
    stack,
  }) => {
    const email = emailOf('wrong')
    expect((await post(stack, '/v1/embedded/email', { email })).status).toBe(200)
    const code = await readCode(stack.serverUrl, email)
    const wrong = code === '000000' ? '111111' : '000000'
    const messages: string[] = []
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await post(stack, '/v1/embedded/email/verify', { email, otp: wrong })
      messages.push(((await answer.json()) as { error: { message: string } }).error.message)
    }
    expect(messages).toEqual([
      ...Array(4).fill('Invalid code'),
      'Too many wrong codes: ask for a new one',
    ])
    const right = await post(stack, '/v1/embedded/email/verify', { email, otp: code })
    expect(right.status).toBe(400)

    const foreign = await post(stack, '/v1/embedded/email', { email }, stack.demoUrl)
    expect(foreign.status).toBe(403)
  })

  test('the server restarts: the user and the shares survive', async ({ page, stack }) => {
    const address = await login(page, stack, emailOf('restart'))
    await fetch(`${stack.controlUrl}/server/stop`, { method: 'POST' })
    await fetch(`${stack.controlUrl}/server/start`, { method: 'POST' })
    await page.reload()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(page.getByTestId('account-address')).toHaveText(address)
  })
})
