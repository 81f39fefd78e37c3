import type { Page } from '@playwright/test'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { emailOf, readCode } from './embeddedLogin.js'
import { expect, test } from './fixtures.js'
import type { StackInfo } from './globalSetup.js'

// The embedded wallet on @latchkey/wagmi: the demo's wagmi page (?email=on) with the real wallet
// frame on its own origin, the real server (codes read from its dev inbox) and the anvil chain.
// Logging in by email is wagmi's connection: wagmi's hooks sign and send through the frame's
// approval screens.

const walletFrame = (page: Page) => page.frameLocator('iframe[data-latchkey-wallet]')
const accountButton = (page: Page) => page.locator('[data-latchkey-button="connect"]')

/** Logs in by email in the modal; resolves with the address wagmi shows. */
async function loginOnWagmi(page: Page, stack: StackInfo, email: string) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  await dialog.getByRole('textbox', { name: 'Code' }).fill(await readCode(stack.serverUrl, email))
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  const address = (await page.getByTestId('wagmi-address').textContent()) as `0x${string}`
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect(accountButton(page)).toContainText(address.slice(0, 6))
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  return address
}

// On both builds of the wagmi page: wagmi 2 (the root's) and wagmi 3 (compat/wagmi3's).
for (const { major, path } of [
  { major: '2', path: '/wagmi.html' },
  { major: '3', path: '/wagmi3/wagmi.html' },
])
  test.describe(`the embedded wallet on wagmi ${major}`, () => {
    test('an email login is wagmi’s connection: useSignMessage and useSendTransaction go through the frame’s approval; reload restores both; wagmi’s disconnect ends it', async ({
      page,
      stack,
    }) => {
      const network = stack.networks[0]!
      await page.goto(`${stack.demoUrl}${path}?email=on&account=eoa`)
      await expect(page.getByTestId('wagmi-version')).toHaveText(new RegExp(`^${major}\\.`))
      await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
      const address = await loginOnWagmi(page, stack, emailOf('wagmi'))
      await expect(page.getByTestId('wagmi-connector')).toHaveText('Latchkey')
      await expect(page.getByTestId('wagmi-chain')).toHaveText(String(network.chainId))

      // useSignMessage: the frame asks, the user approves, viem verifies the signature.
      await page.getByRole('button', { name: 'wagmi: sign message' }).click()
      const frame = walletFrame(page)
      await expect(frame.getByRole('heading', { name: 'Sign message' })).toBeVisible()
      await expect(frame.getByLabel('Message', { exact: true })).toHaveText('Hello from wagmi')
      await frame.getByRole('button', { name: 'Approve' }).click()
      await expect(page.getByTestId('wagmi-signature')).toHaveText(/^0x[0-9a-f]+$/)
      const signature = (await page.getByTestId('wagmi-signature').textContent()) as `0x${string}`
      expect(await verifyMessage({ address, message: 'Hello from wagmi', signature })).toBe(true)

      // useSendTransaction: the frame's Approve transaction, then the value is on chain.
      const client = createPublicClient({ transport: http(network.rpcUrl) })
      await client.request({
        method: 'anvil_setBalance' as never,
        params: [address, `0x${parseEther('10').toString(16)}`] as never,
      })
      const recipient = privateKeyToAddress(generatePrivateKey())
      await page.getByLabel('Recipient').fill(recipient)
      await page.getByLabel('Amount').fill('0.5')
      await page.getByRole('button', { name: 'wagmi: send ETH' }).click()
      await expect(frame.getByRole('heading', { name: 'Approve transaction' })).toBeVisible()
      await frame.getByRole('button', { name: 'Approve' }).click()
      await expect(page.getByTestId('wagmi-sent')).toContainText('Confirmed 0x')
      expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.5'))

      await page.reload()
      await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
      await expect(page.getByTestId('wagmi-address')).toHaveText(address)
      await expect(accountButton(page)).toContainText(address.slice(0, 6))

      // wagmi's useDisconnect ends the embedded session too: the widget and a reload agree.
      await page.getByRole('button', { name: 'wagmi: disconnect' }).click()
      await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
      await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
      await page.reload()
      await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
      await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
    })

    test('signing out in the widget disconnects wagmi', async ({ page, stack }) => {
      await page.goto(`${stack.demoUrl}${path}?email=on&account=eoa`)
      await loginOnWagmi(page, stack, emailOf('wagmi-widget'))
      await accountButton(page).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click()
      await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
      await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
      await page.reload()
      await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
      await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    })
  })
