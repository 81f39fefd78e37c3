import { waitForReceipt } from '@latchkey/devchain'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { expect, test } from './fixtures.js'

test('the demo page loads and shows the configured networks', async ({ page, stack }) => {
  await page.goto(stack.demoUrl)
  await expect(page.getByRole('heading', { name: 'Latchkey demo' })).toBeVisible()
  for (const network of stack.networks)
    await expect(page.getByText(network.name, { exact: false }).first()).toBeVisible()
})

test('the injected test wallet is discovered through EIP-6963 by a listener on the page', async ({
  page,
  stack,
  installWallet,
}) => {
  await installWallet()
  await page.goto(stack.demoUrl)
  const announced = await page.evaluate(
    () =>
      new Promise<{ name: string; rdns: string; uuid: string; icon: string; hasRequest: boolean }>(
        (resolve) => {
          window.addEventListener('eip6963:announceProvider', (event) => {
            const { info, provider } = (event as CustomEvent).detail
            resolve({ ...info, hasRequest: typeof provider.request === 'function' })
          })
          window.dispatchEvent(new Event('eip6963:requestProvider'))
        },
      ),
  )
  expect(announced.name).toBe('Latchkey Dev Wallet')
  expect(announced.rdns).toBe('dev.latchkey.wallet')
  expect(announced.uuid).toMatch(/^[0-9a-f-]{36}$/)
  expect(announced.icon).toMatch(/^data:image\/svg\+xml/)
  expect(announced.hasRequest).toBe(true)
  await expect(page.getByRole('list', { name: 'Announced wallets' })).toContainText(
    'Latchkey Dev Wallet',
  )
})

test('the wallet signs a message that viem verifies, and sends a real transfer', async ({
  page,
  stack,
  installWallet,
}) => {
  const [sender, recipient] = stack.accounts
  const network = stack.networks[0]!
  await installWallet()
  await page.goto(stack.demoUrl)
  await page.getByRole('button', { name: 'Connect Latchkey Dev Wallet' }).click()
  await expect(page.getByTestId('playground-address')).toHaveText(sender!.address)

  await page.getByLabel('Message').fill('Sign in to the Latchkey demo')
  await page.getByRole('button', { name: 'Sign message' }).click()
  const signature = (await page.getByTestId('playground-signature').textContent()) as `0x${string}`
  expect(
    await verifyMessage({
      address: sender!.address,
      message: 'Sign in to the Latchkey demo',
      signature,
    }),
  ).toBe(true)
  expect(
    await verifyMessage({ address: sender!.address, message: 'Another message', signature }),
  ).toBe(false)

  const client = createPublicClient({ transport: http(network.rpcUrl) })
  const before = await client.getBalance({ address: recipient!.address })
  await page.getByLabel('To').fill(recipient!.address)
  await page.getByLabel(/Amount/).fill('0.25')
  await page.getByRole('button', { name: 'Send' }).click()
  const hash = (await page.getByTestId('playground-tx').textContent()) as `0x${string}`
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  const receipt = await waitForReceipt(client, { hash })
  expect(receipt.status).toBe('success')
  expect(await client.getBalance({ address: recipient!.address })).toBe(before + parseEther('0.25'))
})

test('the demo dev-wallet switch installs the wallet for a person without an extension', async ({
  page,
  stack,
}) => {
  await page.goto(stack.demoUrl)
  await expect(page.getByTestId('no-wallets')).toBeVisible()
  await page.getByRole('switch', { name: 'Dev wallet' }).check()
  await expect(page.getByRole('list', { name: 'Announced wallets' })).toContainText(
    'Latchkey Dev Wallet',
  )
  await page.reload()
  await expect(page.getByRole('switch', { name: 'Dev wallet' })).toBeChecked()
  await expect(page.getByRole('list', { name: 'Announced wallets' })).toContainText(
    'Latchkey Dev Wallet',
  )
})

test('a newcomer meets email login without a query switch; ?email=off turns it off', async ({
  page,
  stack,
}) => {
  await page.goto(stack.demoUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeVisible()
  // The page says where the code goes, and how to turn it off.
  await expect(page.getByRole('link', { name: 'dev inbox' })).toHaveAttribute(
    'href',
    `${stack.serverUrl}/dev/inbox`,
  )
  await page.keyboard.press('Escape')
  await page.getByRole('link', { name: 'Turn email login off' }).click()
  await expect(page).toHaveURL(/\?email=off$/)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(dialog.getByRole('heading').first()).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveCount(0)
})

test('the sign-in switch on the page turns sign-in with the wallet on, keeping the other switches', async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.demoUrl}/?email=off`)
  await page
    .getByRole('navigation', { name: 'Sign-in mode' })
    .getByRole('link', { name: 'required' })
    .click()
  await expect(page).toHaveURL(/\?email=off&siwx=required$/)
  await expect(page.getByTestId('siwx-status')).not.toHaveText('disabled')
  await expect(
    page.getByRole('navigation', { name: 'Sign-in mode' }).getByRole('link', { name: 'required' }),
  ).toHaveAttribute('aria-current', 'page')
})
