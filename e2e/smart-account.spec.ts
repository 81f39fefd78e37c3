import { accountAbstractionAddresses, waitForReceipt } from '@latchkey/devchain'
import type { Page } from '@playwright/test'
import { type Address, createPublicClient, http, parseAbi, parseEther } from 'viem'
import { emailOf, login, walletFrame } from './embeddedLogin.js'
import { expect, test } from './fixtures.js'
import { signInWithSIWX } from './signInWithSIWX.js'

// The embedded wallet's smart account end to end (issue 32, item 2): the real frame, the real
// server with its ERC-4337 bundler, the EntryPoint v0.7 and SimpleAccountFactory on the dev chain.

const factory = accountAbstractionAddresses.simpleAccountFactory
const factoryAbi = parseAbi([
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

/** Opens the modal on Account (the connected account's button). */
async function openAccount(page: Page) {
  await page.getByRole('button', { name: /0x/ }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  return dialog
}

test.describe('embedded wallet: smart account', () => {
  test('email login gives the counterfactual smart account; the first Send deploys it; Account switches to the EOA and back', async ({
    page,
    stack,
  }) => {
    const network = stack.networks[0]!
    const chain = createPublicClient({ transport: http(network.rpcUrl) })
    const smart = (await login(page, stack, emailOf('smart'))) as Address
    // Counterfactual: the address the dapp sees has no code yet.
    expect(await chain.getCode({ address: smart })).toBeUndefined()
    let dialog = await openAccount(page)
    await expect(dialog.getByTestId('account-type')).toHaveText(
      'Smart account · deployed with its first transaction',
    )
    await dialog.getByRole('button', { name: /close/i }).click()

    // The smart account pays its own gas (no paymaster): fund it, then send from it.
    await chain.request({
      method: 'anvil_setBalance' as never,
      params: [smart, `0x${parseEther('10').toString(16)}`] as never,
    })
    const refreshed = await fetch(
      `${stack.serverUrl}/v1/account/${smart}/balance?currency=usd&forceUpdate=true`,
    )
    expect(refreshed.ok).toBe(true)
    await page.reload()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(page.getByTestId('account-address')).toHaveText(smart)
    await page.getByRole('combobox', { name: 'Token' }).selectOption('native')
    await page.getByRole('button', { name: 'Send without the modal' }).click()
    const frame = walletFrame(page)
    await expect(frame.getByRole('heading', { name: 'Approve transaction' })).toBeVisible()
    await expect(frame.getByText(smart)).toBeVisible()
    await frame.getByRole('button', { name: 'Approve' }).click()
    const hash = (await page.getByTestId('send-tokens-hash').textContent()) as `0x${string}`
    const receipt = await waitForReceipt(chain, { hash })
    expect(receipt.status).toBe('success')
    // A user operation: the bundle went to the EntryPoint, not from the account itself.
    expect(receipt.to?.toLowerCase()).toBe('0x0000000071727de22e5e9d8baf0edac6f37da032')
    expect(receipt.from.toLowerCase()).not.toBe(smart.toLowerCase())
    // Deployed: code at the address, and Account says so.
    expect(await chain.getCode({ address: smart })).toMatch(/^0x[0-9a-f]{10,}/)
    dialog = await openAccount(page)
    await expect(dialog.getByTestId('account-type')).toHaveText('Smart account · deployed')

    // The EOA under the same key: the factory's owner of the smart account.
    await dialog.getByRole('button', { name: 'Switch to standard account' }).click()
    await expect(dialog.getByTestId('account-type')).toHaveText('Standard account (EOA)')
    await expect(page.getByTestId('account-address')).not.toHaveText(smart)
    const eoa = (await page.getByTestId('account-address').textContent()) as Address
    expect(
      await chain.readContract({
        address: factory,
        abi: factoryAbi,
        functionName: 'getAddress',
        args: [eoa, 0n],
      }),
    ).toBe(smart)
    expect(await chain.getCode({ address: eoa })).toBeUndefined()

    await dialog.getByRole('button', { name: 'Switch to smart account' }).click()
    await expect(dialog.getByTestId('account-type')).toHaveText('Smart account · deployed')
    await expect(page.getByTestId('account-address')).toHaveText(smart)
  })

  test('sign in with the counterfactual smart account (SIWX): the server checks the owner behind the ERC-6492 wrapper', async ({
    page,
    stack,
  }) => {
    const chain = createPublicClient({ transport: http(stack.networks[0]!.rpcUrl) })
    const smart = (await login(page, stack, emailOf('smart-siwx'), '&siwx=optional')) as Address
    expect(await chain.getCode({ address: smart })).toBeUndefined()
    await signInWithSIWX(page, smart)
    // Still counterfactual: signing in deployed nothing.
    expect(await chain.getCode({ address: smart })).toBeUndefined()
  })
})
