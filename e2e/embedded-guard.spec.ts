import { createServer } from 'node:net'
import { waitForReceipt } from '@latchkey/devchain'
import type { Page } from '@playwright/test'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { emailOf, login, readCode, startLogin, walletFrame } from './embeddedLogin.js'
import { expect, test } from './fixtures.js'
import type { ServerOverrides, StackInfo } from './globalSetup.js'
import { signInWithSIWX } from './signInWithSIWX.js'

// The embedded wallet's guards end to end: the real frame on its own origin, the real server
// (codes over SMTP to its in-process catcher, read from the dev inbox) and the local anvil
// chains. What the dapp asks goes through the widget's provider (`window.latchkeyRequest`, the
// demo's `?email=on` hook), as a dapp's own code would.

type RequestError = { message: string; code?: number }

type Answer = { result?: unknown; error?: RequestError }

/** Starts a request through the widget's provider; resolves to its result or its error. */
function request(page: Page, method: string, params?: unknown): Promise<Answer> {
  return page.evaluate(
    ({ method, params }) =>
      (
        window as unknown as {
          latchkeyRequest(args: { method: string; params?: unknown }): Promise<unknown>
        }
      )
        .latchkeyRequest({ method, params })
        .then(
          (result) => ({ result }),
          (error: RequestError) => ({ error: { message: error.message, code: error.code } }),
        ),
    { method, params },
  )
}

/** Restarts the stack's server with `overrides` (or its own configuration again). */
async function restartServer(stack: StackInfo, overrides?: ServerOverrides) {
  expect((await fetch(`${stack.controlUrl}/server/stop`, { method: 'POST' })).status).toBe(204)
  const started = await fetch(`${stack.controlUrl}/server/start`, {
    method: 'POST',
    body: overrides ? JSON.stringify(overrides) : '',
  })
  expect(started.status).toBe(204)
}

/** A loopback port nothing listens on (it was free a moment ago and is closed again). */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

test.describe('embedded wallet guards', () => {
  test('a method in neither list opens the modal and shows the error', async ({ page, stack }) => {
    await login(page, stack, emailOf('guard'))
    await expect(page.getByTestId('modal-state')).toHaveText('closed')
    const answer = await request(page, 'eth_sign', ['0x00', '0x00'])
    expect(answer).toEqual({ error: { message: 'Action not allowed', code: 4200 } })
    await expect(page.getByTestId('modal-state')).toHaveText('open')
    await expect(page.getByRole('dialog')).toBeVisible()
    // The modal's toast (a polite live region) says why, 300 ms after it opened.
    await expect(
      page.getByRole('status').filter({ hasText: 'Requested RPC call is not allowed' }),
    ).toBeVisible()
  })

  test('an approval opened over Account pops back to it, and the balance refreshes', async ({
    page,
    stack,
  }) => {
    const address = await login(page, stack, emailOf('guard'), '&account=eoa')
    const network = stack.networks[0]!
    const chain = createPublicClient({ transport: http(network.rpcUrl) })
    await chain.request({
      method: 'anvil_setBalance' as never,
      params: [address, `0x${parseEther('10').toString(16)}`] as never,
    })
    const accountButton = page.getByRole('button', { name: /0x/ }).first()
    await accountButton.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText('Signed in as')

    // Declined: the approval pops, Account shows again and the modal stays open.
    const declined = request(page, 'personal_sign', ['0x6869', address])
    const frame = walletFrame(page)
    await expect(frame.getByRole('heading', { name: 'Sign message' })).toBeVisible()
    await frame.getByRole('button', { name: 'Decline' }).click()
    expect((await declined).error?.code).toBe(4001)
    await expect(dialog).toContainText('Signed in as')
    await expect(page.getByTestId('modal-state')).toHaveText('open')

    // Approved: a transfer; Account shows again with the balance read after it.
    const sent = request(page, 'eth_sendTransaction', [
      { from: address, to: stack.accounts[1]!.address, value: `0x${parseEther('1').toString(16)}` },
    ])
    await expect(frame.getByRole('heading', { name: 'Approve transaction' })).toBeVisible()
    await frame.getByRole('button', { name: 'Approve' }).click()
    const hash = (await sent).result as `0x${string}`
    expect((await waitForReceipt(chain, { hash })).status).toBe('success')
    await expect(dialog).toContainText('Signed in as')
    await expect(page.getByTestId('modal-state')).toHaveText('open')
    // 10 ETH less 1 and the fee: the cached balance (0, read at connection) is gone.
    await expect(dialog).toContainText(/8\.99\d/)
  })

  test('switch between the dev chains; a chain outside the list is refused', async ({
    page,
    stack,
  }) => {
    const [first, second] = stack.networks
    await login(page, stack, emailOf('guard'))
    await expect(page.getByTestId('network-id')).toHaveText(`eip155:${first!.chainId}`)
    const hex = (id: number) => `0x${id.toString(16)}`

    expect(
      await request(page, 'wallet_switchEthereumChain', [{ chainId: hex(second!.chainId) }]),
    ).toEqual({ result: null })
    await expect(page.getByTestId('network-id')).toHaveText(`eip155:${second!.chainId}`)
    expect(await request(page, 'eth_chainId')).toEqual({ result: hex(second!.chainId) })

    // A chain the wallet already serves: adding it switches to it.
    const added = await request(page, 'wallet_addEthereumChain', [
      {
        chainId: hex(first!.chainId),
        chainName: first!.name,
        rpcUrls: [first!.rpcUrl],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ])
    expect(added).toEqual({ result: null })
    await expect(page.getByTestId('network-id')).toHaveText(`eip155:${first!.chainId}`)

    // Chain 5 is in neither the spec's list nor the operator's: refused, nothing changes.
    const refused = await request(page, 'wallet_addEthereumChain', [
      {
        chainId: '0x5',
        chainName: 'Goerli',
        rpcUrls: [first!.rpcUrl],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ])
    expect(refused).toEqual({ error: { message: 'Chain is not supported', code: 4902 } })
    const unknown = await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x5' }])
    expect(unknown.error?.code).toBe(4902)
    await expect(page.getByTestId('network-id')).toHaveText(`eip155:${first!.chainId}`)
    expect(await request(page, 'eth_chainId')).toEqual({ result: hex(first!.chainId) })
  })

  test('sign in with the embedded wallet (SIWX): the server verifies the signature', async ({
    page,
    stack,
  }) => {
    const address = await login(page, stack, emailOf('siwx'), '&siwx=optional&account=eoa')
    const message = await signInWithSIWX(page, address)

    const session = await page.evaluate(async (serverUrl) => {
      const raw = localStorage.getItem('latchkey.siwxSessions')
      const token = raw
        ? (JSON.parse(raw) as { value: Array<{ token: string }> }).value[0]?.token
        : undefined
      const response = await fetch(`${serverUrl}/v1/siwx/session`, {
        headers: { authorization: `Bearer ${token}` },
      })
      return { status: response.status, body: await response.json() }
    }, stack.serverUrl)
    expect(session.status).toBe(200)
    expect(session.body).toMatchObject({ address })
    // The server kept the message and signature it checked; viem agrees.
    const kept = session.body as { message: string; signature?: `0x${string}` }
    expect(kept.message).toBe(message)
    if (kept.signature)
      expect(await verifyMessage({ address, message, signature: kept.signature })).toBe(true)
  })

  test('a frame that cannot load shows "Unable to load email login dependency"', async ({
    page,
    stack,
  }) => {
    const port = await closedPort()
    // The demo's configuration arrives in an inline script: point its frame at the closed port.
    await page.addInitScript((frameUrl) => {
      let config: unknown
      Object.defineProperty(window, '__LATCHKEY_DEMO__', {
        configurable: true,
        get: () => config,
        set: (value: Record<string, unknown>) => {
          config = { ...value, embeddedWalletUrl: frameUrl }
        },
      })
    }, `http://127.0.0.1:${port}/`)
    await page.goto(`${stack.demoUrl}/?email=on`)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'Unable to load email login dependency' }),
    ).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Email' }).fill(emailOf('down'))
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'Unable to load email login dependency' }),
    ).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Confirm email' })).toHaveCount(0)
  })
})

test.describe('embedded wallet guards: server settings', () => {
  // Each test restarts the server twice (its settings, then the stack's again), and a restart
  // starts a fresh database: on a loaded machine that alone nears the default 60 s.
  test.describe.configure({ timeout: 150_000 })
  test.afterEach(async ({ stack }) => restartServer(stack))

  test('an expired code is refused (a code lifetime of 1 ms)', async ({ page, stack }) => {
    await restartServer(stack, { embedded: { codeLifetimeMs: 1 } })
    const email = emailOf('expired')
    const dialog = await startLogin(page, stack, email)
    await dialog.getByRole('textbox', { name: 'Code' }).fill(await readCode(stack.serverUrl, email))
    await expect(dialog.getByRole('alert')).toHaveText('The code has expired: ask for a new one')
    await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  })

  test('the frame refuses a dapp origin not allowed: the dapp shows the error', async ({
    page,
    stack,
  }) => {
    // Only the frame's own origin and another site: the demo's origin is not allowed.
    await restartServer(stack, {
      corsOrigins: [new URL(stack.embeddedWalletUrl).origin, 'https://elsewhere.example'],
    })
    await page.goto(`${stack.demoUrl}/?email=on`)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    const alert = dialog
      .getByRole('alert')
      .filter({ hasText: 'A problem occurred while trying initialize authentication' })
    await expect(alert).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Email' }).fill(emailOf('refused'))
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(alert).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Confirm email' })).toHaveCount(0)
  })
})
