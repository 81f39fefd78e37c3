import { waitForReceipt } from '@latchkey/devchain'
import { createWalletClient, defineChain, http, numberToHex, parseEther, publicActions } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from './fixtures.js'
import { openAccount } from './openAccount.js'

// ENS names from the dev chains through the whole stack: the stack names dev account 8
// alice.eth (forward and reverse, with an avatar record pointing at an image the demo's page
// server serves); the server's identity and names routes read it through the chain's
// UniversalResolver; the widget shows the name and the image. Dev account 8 only reads here.

const aliceIndex = 8

test.describe('names', () => {
  test('Account and the account button show alice.eth and her avatar', async ({
    page,
    stack,
    installWallet,
  }) => {
    await installWallet({ accountIndex: aliceIndex })
    const dialog = await openAccount(page, stack)
    const address = stack.accounts[aliceIndex]!.address
    const avatarUrl = `${stack.demoUrl}/dev/avatars/alice.eth.svg`
    await expect(dialog.getByTitle(address).first()).toHaveText('alice.eth')
    const image = dialog.locator('img.lk-profile-image')
    await expect(image).toHaveAttribute('src', avatarUrl)
    // The image itself arrived (not a broken one).
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    const button = page.locator('[data-latchkey-button="connect"]')
    await expect(button).toContainText('alice.eth')
    await expect(button.locator('svg image')).toHaveAttribute('href', avatarUrl)
  })

  test('Send to alice.eth resolves her address', async ({ page, stack, installWallet }) => {
    await installWallet({ accountIndex: aliceIndex })
    const dialog = await openAccount(page, stack)
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(dialog.getByRole('heading', { name: 'Send' })).toBeVisible()
    await dialog.getByLabel('To', { exact: true }).fill('alice.eth')
    const address = stack.accounts[aliceIndex]!.address
    // The address as ENS answers it (checksummed), or lower case: either spelling is hers.
    await expect(dialog.getByTestId('send-receiver')).toHaveText(
      new RegExp(`^alice\\.eth · ${address.slice(0, 6)}…${address.slice(-6)}$`, 'i'),
    )
    // Her avatar is the receiver's picture.
    await expect(
      dialog.locator(`img[src="${stack.demoUrl}/dev/avatars/alice.eth.svg"]`).first(),
    ).toBeVisible()
  })

  test("Activity shows a counterparty by alice.eth's name and avatar", async ({
    page,
    stack,
    installWallet,
  }) => {
    // A fresh account of this test's own (funded with anvil's cheat) pays alice.eth.
    const network = stack.networks[0]!
    const privateKey = generatePrivateKey()
    const account = privateKeyToAccount(privateKey)
    const wallet = createWalletClient({
      account,
      chain: defineChain({
        id: network.chainId,
        name: network.name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [network.rpcUrl] } },
      }),
      transport: http(network.rpcUrl),
    }).extend(publicActions)
    await wallet.request({
      method: 'anvil_setBalance' as never,
      params: [account.address, numberToHex(parseEther('1'))] as never,
    })
    const hash = await wallet.sendTransaction({
      to: stack.accounts[aliceIndex]!.address,
      value: parseEther('0.01'),
    })
    await waitForReceipt(wallet, { hash })
    // The server's indexer follows the chain each second.
    await expect
      .poll(
        async () => {
          const response = await fetch(
            `${stack.serverUrl}/v1/account/${account.address}/history?chainId=eip155:${network.chainId}`,
          )
          const body = (await response.json()) as { data: Array<{ metadata: { hash: string } }> }
          return body.data.some((entry) => entry.metadata.hash === hash)
        },
        { timeout: 15_000 },
      )
      .toBe(true)

    await installWallet({ privateKey })
    const dialog = await openAccount(page, stack)
    await dialog.getByRole('tab', { name: 'Activity' }).click()
    const row = dialog.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'alice.eth' })
    await expect(row).toContainText('To alice.eth')
    await expect(row.locator('svg image')).toHaveAttribute(
      'href',
      `${stack.demoUrl}/dev/avatars/alice.eth.svg`,
    )
  })
})
