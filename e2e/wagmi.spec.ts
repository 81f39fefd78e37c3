import type { Page } from '@playwright/test'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { expect, test } from './fixtures.js'

// The demo's wagmi page (apps/demo/wagmi.html): Latchkey's buttons beside a panel of wagmi hooks,
// both on @latchkey/wagmi's config, with the real injected dev wallet (announced over EIP-6963 and
// found by wagmi's own discovery) and the stack's WalletConnect wallet page, on the anvil chains.

const walletName = /Latchkey Dev Wallet/

/** The wagmi page's two builds: on wagmi 2 (the root's) and on wagmi 3 (compat/wagmi3's). */
const wagmiBuilds = [
  { major: '2', path: '/wagmi.html' },
  { major: '3', path: '/wagmi3/wagmi.html' },
]

async function connectInModal(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').getByRole('button', { name: walletName }).click()
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
}

for (const { major, path } of wagmiBuilds)
  test.describe(`Latchkey on wagmi ${major}`, () => {
    const wagmiPage = (demoUrl: string) => new URL(path, demoUrl).href

    test('a new visitor turns on the Dev wallet on the wagmi page itself and connects with it', async ({
      page,
      stack,
    }) => {
      // No wallet installed, nothing remembered from the main demo: the page's own switch is enough.
      await page.goto(wagmiPage(stack.demoUrl))
      const devWallet = page.getByRole('switch', { name: 'Dev wallet' })
      await expect(devWallet).not.toBeChecked()
      await devWallet.check()
      await expect(page.getByTestId('wagmi-version')).toHaveText(new RegExp(`^${major}\\.`))
      await connectInModal(page)
      await expect(page.getByTestId('wagmi-address')).toHaveText(stack.accounts[0]!.address)
      await expect(page.getByTestId('wagmi-connector')).toHaveText('Latchkey Dev Wallet')
    })

    test('a connection made in the modal is wagmi’s; useWriteContract moves a dev token; a reload restores both', async ({
      page,
      stack,
      installWallet,
    }) => {
      const account = stack.accounts[0]!
      const network = stack.networks[0]!
      const token = network.token!
      await installWallet()
      await page.goto(wagmiPage(stack.demoUrl))
      await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
      await connectInModal(page)
      await expect(page.getByTestId('wagmi-address')).toHaveText(account.address)
      await expect(page.getByTestId('wagmi-chain')).toHaveText(String(network.chainId))
      await expect(page.getByTestId('wagmi-connector')).toHaveText('Latchkey Dev Wallet')
      await expect(page.getByTestId('wagmi-balance')).toContainText('ETH')
      await expect(page.locator('[data-latchkey-button="connect"]')).toContainText(
        account.address.slice(0, 6),
      )

      // A token transfer through wagmi's useWriteContract, signed by the wallet Latchkey connected.
      const recipient = privateKeyToAddress(generatePrivateKey())
      const client = createPublicClient({ transport: http(network.rpcUrl) })
      const balanceOf = () =>
        client.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [recipient],
        })
      expect(await balanceOf()).toBe(0n)
      await page.getByLabel('Recipient').fill(recipient)
      await page.getByLabel('Amount').fill('2.5')
      await page.getByRole('button', { name: 'Transfer' }).click()
      await expect(page.getByTestId('wagmi-transfer')).toContainText('Confirmed 0x')
      expect(await balanceOf()).toBe(parseUnits('2.5', token.decimals))

      await page.reload()
      await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
      await expect(page.getByTestId('wagmi-address')).toHaveText(account.address)
      await expect(page.locator('[data-latchkey-button="connect"]')).toContainText(
        account.address.slice(0, 6),
      )
    })

    test('switching chain through wagmi moves the widget; disconnecting in the widget disconnects wagmi', async ({
      page,
      stack,
      installWallet,
    }) => {
      const second = stack.networks[1]!
      await installWallet()
      await page.goto(wagmiPage(stack.demoUrl))
      await connectInModal(page)
      await page.getByRole('button', { name: `wagmi: switch to ${second.name}` }).click()
      await expect(page.getByTestId('wagmi-chain')).toHaveText(String(second.chainId))
      await expect(page.locator('[data-latchkey-button="network"]')).toContainText(second.name)

      await page.locator('[data-latchkey-button="connect"]').click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: 'Disconnect' }).click()
      await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
      await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()

      // And the other way: wagmi's useDisconnect shows in the widget.
      await connectInModal(page)
      await page.getByRole('button', { name: 'wagmi: disconnect' }).click()
      await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
      await page.reload()
      await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
      await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    })

    test('a connection the dapp makes through wagmi’s useConnect shows in the widget; the widget’s Account view and Disconnect work on it', async ({
      page,
      stack,
      installWallet,
    }) => {
      const account = stack.accounts[0]!
      const accountButton = page.locator('[data-latchkey-button="connect"]')
      // The wallet also sets `window.ethereum`, the provider of the dapp's own `injected()`.
      await installWallet({ injectWindowEthereum: true })
      await page.goto(wagmiPage(stack.demoUrl))
      await page.getByRole('button', { name: 'wagmi: connect injected()', exact: true }).click()
      await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
      await expect(page.getByTestId('wagmi-connector')).toHaveText('Injected')
      await expect(accountButton).toContainText(account.address.slice(0, 6))

      // The widget's Account view: the address and the wallet behind it (the announced one).
      await accountButton.click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toContainText(account.address.slice(0, 6))
      await expect(dialog).toContainText('ETH')
      await dialog.getByRole('button', { name: 'Disconnect' }).click()
      await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
      await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()

      // One of the config's connectors, through useConnect: the widget follows, a reload restores both.
      await page
        .getByRole('button', { name: 'wagmi: connect Latchkey Dev Wallet', exact: true })
        .click()
      await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
      await expect(accountButton).toContainText(account.address.slice(0, 6))
      await page.reload()
      await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
      await expect(accountButton).toContainText(account.address.slice(0, 6))
      await accountButton.click()
      await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
      await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
      await page.reload()
      await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
      await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    })

    test('a WalletConnect session made in the modal is wagmi’s connection through the latchkey connector; wagmi’s disconnect ends it', async ({
      page,
      stack,
    }) => {
      const context = page.context()
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: stack.demoUrl,
      })
      await page.goto(wagmiPage(stack.demoUrl))
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: 'WalletConnect' }).click()
      await dialog.getByRole('button', { name: 'Copy link' }).click()
      const uri = await page.evaluate(() => navigator.clipboard.readText())
      const walletPage = await context.newPage()
      await walletPage.goto(stack.walletConnectWalletUrl)
      await walletPage.getByLabel('Pairing URI').fill(uri)
      await walletPage.getByRole('button', { name: 'Pair' }).click()
      await walletPage
        .getByRole('region', { name: 'Connection request from Latchkey on wagmi' })
        .getByRole('button', { name: 'Approve' })
        .click()
      await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
      await expect(page.getByTestId('wagmi-address')).toHaveText(stack.accounts[1]!.address)
      await expect(page.getByTestId('wagmi-connector')).toHaveText('Latchkey')

      const sessions = walletPage.getByRole('region', { name: 'Sessions' })
      await expect(
        sessions.getByRole('button', { name: 'Disconnect Latchkey on wagmi' }),
      ).toBeVisible()

      // wagmi's useDisconnect ends the WalletConnect session: the wallet learns it through the
      // relay, the widget follows, and a reload restores nothing.
      await page.getByRole('button', { name: 'wagmi: disconnect' }).click()
      await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
      await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
      await expect(sessions).toContainText('No dapp is connected.')
      await page.reload()
      await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
      await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
    })
  })
