import { formatNameRegistrationMessage, getEvmCoinType } from '@latchkey/core/protocol'
import { createWalletConnectTestWallet } from '@latchkey/devchain'
import type { Locator, Page } from '@playwright/test'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { findSeriousViolations } from './axe.js'
import { emailOf, login, walletFrame } from './embeddedLogin.js'
import { expect, test } from './fixtures.js'
import type { StackInfo } from './globalSetup.js'
import { openAccount } from './openAccount.js'

// Registering a name in the widget through the whole stack: the demo, the server's name service
// (its suggestions, reverse and registration routes, the signature checked by viem) and real
// wallets signing with real keys (the injected dev wallet, the embedded wallet's frame). Each test
// registers from a fresh key under a label of its own, so no two runs or workers meet.

const suffix = 'latchkey.eth'

/** A label no other test or run uses: letters, digits and hyphens. */
const freshLabel = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** From Account: Choose a name, type `label`, wait until it is free, register; returns the dialog. */
async function register(
  dialog: Locator,
  label: string,
  sign: () => Promise<void> = async () => {},
) {
  await dialog.getByRole('button', { name: /Choose a name/ }).click()
  await expect(dialog.getByRole('heading', { name: 'Choose a name' })).toBeVisible()
  const input = dialog.getByLabel('Name', { exact: true })
  await expect(dialog.getByText(`.${suffix}`, { exact: true })).toBeVisible()
  const submit = dialog.getByRole('button', { name: 'Register name' })
  await input.fill(label.slice(0, 3))
  await expect(dialog.getByTestId('name-status')).toHaveText('Use at least 4 characters')
  await expect(submit).toBeDisabled()
  await input.fill(label)
  await expect(dialog.getByTestId('name-status')).toHaveText(`${label}.${suffix} is available`)
  await submit.click()
  await sign()
  await expect(dialog.getByTestId('registered-name')).toHaveText(`${label}.${suffix}`)
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
}

/** Registers `label` for a fresh key through the server's route, as any client would. */
async function registerByApi(stack: StackInfo, label: string) {
  const account = privateKeyToAccount(generatePrivateKey())
  const chainId = stack.networks[0]!.chainId
  const message = formatNameRegistrationMessage({
    name: `${label}.${suffix}`,
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
  })
  const answer = await fetch(`${stack.serverUrl}/v1/profile/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: getEvmCoinType(chainId),
      address: account.address,
      message,
      signature: await account.signMessage({ message }),
    }),
  })
  expect(answer.status, await answer.clone().text()).toBe(200)
  return account.address
}

/** Opens Account for the connected account from the account button. */
async function reopenAccount(page: Page) {
  await page.locator('[data-latchkey-button="connect"]').click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  return dialog
}

test.describe('name registration', () => {
  test('register with the injected wallet: suggestions for a taken name, then Account and the account button show the name', async ({
    page,
    stack,
    installWallet,
  }) => {
    const privateKey = generatePrivateKey()
    const address = privateKeyToAccount(privateKey).address
    const taken = freshLabel('taken')
    await registerByApi(stack, taken)
    await installWallet({ privateKey })
    const dialog = await openAccount(page, stack)

    // A taken name says so and offers free ones; one picked fills the field.
    await dialog.getByRole('button', { name: /Choose a name/ }).click()
    const input = dialog.getByLabel('Name', { exact: true })
    await input.fill(taken)
    await expect(dialog.getByTestId('name-status')).toHaveText(`${taken}.${suffix} is taken`)
    await expect(dialog.getByRole('button', { name: 'Register name' })).toBeDisabled()
    const suggestions = dialog.getByRole('region', { name: 'Available names' }).getByRole('button')
    await expect(suggestions.first()).toBeVisible()
    const picked = (await suggestions.first().textContent()) as string
    expect(picked.endsWith(`.${suffix}`)).toBe(true)
    await suggestions.first().click()
    await expect(input).toHaveValue(picked.slice(0, -suffix.length - 1))
    await expect(dialog.getByTestId('name-status')).toHaveText(`${picked} is available`)
    // The form with its suggestions, checked with a real layout (contrast, target sizes).
    expect(await findSeriousViolations(page)).toEqual([])
    // Back in Account and in again, the form is as it was left.
    await dialog.getByRole('button', { name: 'Back' }).click()
    await dialog.getByRole('button', { name: /Choose a name/ }).click()
    await expect(input).toHaveValue(picked.slice(0, -suffix.length - 1))
    await dialog.getByRole('button', { name: 'Back' }).click()

    const label = freshLabel('inj')
    await register(dialog, label)
    const name = `${label}.${suffix}`
    await expect(dialog.getByTitle(address).first()).toHaveText(name)
    await expect(dialog.getByRole('button', { name: /Choose a name/ })).toBeHidden()
    await page.keyboard.press('Escape')
    await expect(page.locator('[data-latchkey-button="connect"]')).toContainText(name)

    // The server now answers the name for the address, after a reload too.
    const reverse = await (await fetch(`${stack.serverUrl}/v1/profile/reverse/${address}`)).json()
    expect(reverse.map((entry: { name: string }) => entry.name)).toEqual([name])
    const identity = await (await fetch(`${stack.serverUrl}/v1/identity/${address}`)).json()
    expect(identity).toMatchObject({ name })
    await page.reload()
    await expect(page.locator('[data-latchkey-button="connect"]')).toContainText(name)
  })

  test('register with an email login: the wallet frame approves the signature', async ({
    page,
    stack,
  }) => {
    const address = await login(page, stack, emailOf('names'), '&account=eoa')
    const dialog = await reopenAccount(page)
    const label = freshLabel('mail')
    await register(dialog, label, async () => {
      const frame = walletFrame(page)
      await expect(frame.getByRole('heading', { name: 'Sign message' })).toBeVisible()
      await frame.getByRole('button', { name: 'Approve' }).click()
    })
    await expect(dialog.getByTitle(address).first()).toHaveText(`${label}.${suffix}`)
  })

  test('register with a WalletConnect wallet: it signs through the relay', async ({
    page,
    stack,
  }) => {
    const wallet = await createWalletConnectTestWallet({
      relayUrl: stack.relayUrl,
      privateKey: generatePrivateKey(),
      chains: stack.networks.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    })
    try {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: stack.demoUrl,
      })
      await page.goto(stack.demoUrl)
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: 'WalletConnect' }).click()
      await dialog.getByRole('button', { name: 'Copy link' }).click({ timeout: 20_000 })
      await wallet.pair(await page.evaluate(() => navigator.clipboard.readText()))
      await wallet.approveNext()
      await expect(page.getByTestId('account-status')).toHaveText('connected')
      const account = await reopenAccount(page)
      const label = freshLabel('wc')
      await register(account, label)
      expect(wallet.requests.map((request) => request.method)).toEqual(['personal_sign'])
      await expect(account.getByTitle(wallet.address).first()).toHaveText(`${label}.${suffix}`)
    } finally {
      await wallet.close()
    }
  })

  test('Send to a registered name resolves its address', async ({ page, stack, installWallet }) => {
    const label = freshLabel('to')
    const owner = await registerByApi(stack, label)
    await installWallet({ privateKey: generatePrivateKey() })
    const dialog = await openAccount(page, stack)
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await dialog.getByLabel('To', { exact: true }).fill(`${label}.${suffix}`)
    await expect(dialog.getByTestId('send-receiver')).toHaveText(
      new RegExp(
        `^${label}\\.${suffix.replace('.', '\\.')} · ${owner.slice(0, 6)}…${owner.slice(-6)}$`,
        'i',
      ),
    )
  })

  test("the fallbacks when the server fails: 'Error fetching names for address', 'Error fetching name suggestions'", async ({
    page,
    stack,
    installWallet,
  }) => {
    await page.route('**/v1/profile/reverse/**', (route) => route.fulfill({ status: 500 }))
    await page.route('**/v1/profile/suggestions/**', (route) =>
      route.fulfill({ status: 500, json: { error: { message: 'down' } } }),
    )
    await installWallet({ privateKey: generatePrivateKey() })
    const dialog = await openAccount(page, stack)
    const row = dialog.getByRole('button', { name: /Choose a name/ })
    await expect(row).toContainText('Error fetching names for address')
    await row.click()
    await dialog.getByLabel('Name', { exact: true }).fill(freshLabel('down'))
    await expect(dialog.getByTestId('name-status')).toHaveText('Error fetching name suggestions')
    await expect(dialog.getByRole('button', { name: 'Register name' })).toBeDisabled()
  })
})
