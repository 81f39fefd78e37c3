import { waitForReceipt } from '@latchkey/devchain'
import {
  createWalletClient,
  defineChain,
  erc20Abi,
  http,
  parseEther,
  publicActions,
  type TransactionReceipt,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { findSeriousViolations } from './axe.js'
import { expect, test } from './fixtures.js'
import type { StackInfo } from './globalSetup.js'
import { openAccount } from './openAccount.js'

// The Account view's tokens and activity with the real injected test wallet, the real dev chain
// and the stack's server: transfers sent here are indexed by the server and read back by the
// widget through the data API. Dev accounts 6 (the wallet) and 7 (the sender) are used by no
// other browser test, so their balances and history are only what happens here.

const walletIndex = 6
const senderIndex = 7

/** Sends 1.5 ETH and 25 LKD from the sender to the wallet's account on the first dev chain. */
async function sendTransfers(stack: StackInfo): Promise<TransactionReceipt[]> {
  const network = stack.networks[0]!
  const wallet = createWalletClient({
    account: privateKeyToAccount(stack.accounts[senderIndex]!.privateKey),
    chain: defineChain({
      id: network.chainId,
      name: network.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [network.rpcUrl] } },
    }),
    transport: http(network.rpcUrl),
  }).extend(publicActions)
  const to = stack.accounts[walletIndex]!.address
  const native = await wallet.sendTransaction({ to, value: parseEther('1.5') })
  const token = await wallet.writeContract({
    address: network.token!.address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, parseEther('25')],
  })
  return Promise.all([native, token].map((hash) => waitForReceipt(wallet, { hash })))
}

test.describe('account data', () => {
  test('after real transfers the Account view shows the tokens and the activity', async ({
    page,
    stack,
    installWallet,
  }) => {
    const receipts = await sendTransfers(stack)
    const address = stack.accounts[walletIndex]!.address
    // The server's indexer follows the chain each second: wait until it has both transfers.
    await expect
      .poll(
        async () => {
          const response = await fetch(
            `${stack.serverUrl}/v1/account/${address}/history?chainId=eip155:${stack.networks[0]!.chainId}`,
          )
          const body = (await response.json()) as { data: Array<{ metadata: { hash: string } }> }
          const hashes = body.data.map((entry) => entry.metadata.hash)
          return receipts.every((receipt) => hashes.includes(receipt.transactionHash))
        },
        { timeout: 15_000 },
      )
      .toBe(true)

    await installWallet({ accountIndex: walletIndex })
    const dialog = await openAccount(page, stack)
    const panel = dialog.getByRole('tabpanel')
    // 10,000 ETH from anvil plus 1.5; 100,000 LKD from the token's funding plus 25.
    const ether = panel.getByRole('listitem').filter({ hasText: 'Ether' })
    await expect(ether).toContainText('10,001.5 ETH')
    await expect(ether).toContainText('$30,004,500.00')
    const dollar = panel.getByRole('listitem').filter({ hasText: 'Latchkey Dollar' })
    await expect(dollar).toContainText('100,025 LKD')
    await expect(dollar).toContainText('$100,025.00')
    await expect(dollar.locator('img')).toHaveJSProperty('complete', true)
    // The total value of the tokens, in the data API's currency.
    await expect(dialog.locator('.lk-total')).toHaveText('Total balance $30,104,525.00')
    expect(await findSeriousViolations(page)).toEqual([])

    await dialog.getByRole('tab', { name: 'Activity' }).click()
    const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(
      new Date(),
    )
    const group = panel.getByRole('region', { name: month })
    await expect(group).toBeVisible()
    const rows = group.getByRole('listitem')
    // Each with the other side: the sender's address, not the token contract's.
    const sender = stack.accounts[senderIndex]!.address.toLowerCase()
    const from = `From ${sender.slice(0, 6)}…${sender.slice(-6)}`
    await expect(rows.nth(0)).toContainText('Received')
    await expect(rows.nth(0)).toContainText(from)
    await expect(rows.nth(0)).toContainText('+25 LKD')
    await expect(rows.nth(1)).toContainText(from)
    await expect(rows.nth(1)).toContainText('+1.5 ETH')
    // The dev token's funding of the account, before these two.
    await expect(rows.nth(2)).toContainText('+100,000 LKD')
    // The stack's dev chains have no block explorer: no link to one.
    await expect(rows.nth(0).getByRole('link')).toHaveCount(0)
    expect(await findSeriousViolations(page)).toEqual([])
  })

  test("a failing balance call says 'Token Balance Unavailable', with a retry held for 30 s", async ({
    page,
    stack,
    installWallet,
  }) => {
    // A stand-in for a failing remote data API: the real server's balance route answers 500.
    let balanceRequests = 0
    let failing = true
    await page.route('**/v1/account/*/balance*', (route) => {
      balanceRequests++
      if (!failing) return route.continue()
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'INTERNAL_ERROR', message: 'Internal Server Error' },
        }),
      })
    })
    await installWallet({ accountIndex: walletIndex })
    // The page's clock, so the test can move past the 30 s without waiting for them.
    await page.clock.install()
    const dialog = await openAccount(page, stack)
    const panel = dialog.getByRole('tabpanel')
    await expect(panel).toContainText('Token Balance Unavailable')
    await expect(panel).not.toContainText('No tokens on this network yet')
    const retry = panel.getByRole('button', { name: /^Try again in \d+ s$/ })
    await expect(retry).toBeDisabled()
    expect(balanceRequests).toBe(1)
    expect(await findSeriousViolations(page)).toEqual([])

    // Closing and opening the view again, and going back and forth between the tabs, asks again
    // only once 30 s have passed since the failure.
    await dialog.getByRole('button', { name: 'Close' }).click()
    await page.locator('[data-latchkey-button="connect"]').click()
    await dialog.getByRole('tab', { name: 'Activity' }).click()
    await dialog.getByRole('tab', { name: 'Tokens' }).click()
    // The page clock also runs in real time, so keep a margin below 30 s for a loaded machine.
    await page.clock.runFor(25_000)
    await expect(panel.getByRole('button', { name: /^Try again in [1-5] s$/ })).toBeDisabled()
    expect(balanceRequests).toBe(1)

    // 30 s after the failure the retry is offered, and asks the (now answering) server.
    failing = false
    await page.clock.runFor(6_000)
    await panel.getByRole('button', { name: 'Try again' }).click()
    await expect(panel.getByRole('listitem').filter({ hasText: 'Latchkey Dollar' })).toBeVisible()
    expect(balanceRequests).toBe(2)
  })

  test("a failing history call says 'Failed to fetch transactions', and its retry loads them", async ({
    page,
    stack,
    installWallet,
  }) => {
    // A stand-in for a failing remote data API: the real server's history route answers 500.
    let failing = true
    await page.route('**/v1/account/*/history*', (route) =>
      failing
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
        : route.continue(),
    )
    await installWallet({ accountIndex: walletIndex })
    const dialog = await openAccount(page, stack)
    await dialog.getByRole('tab', { name: 'Activity' }).click()
    const panel = dialog.getByRole('tabpanel')
    await expect(panel).toContainText('Failed to fetch transactions')
    await expect(panel).not.toContainText('No activity yet')
    expect(await findSeriousViolations(page)).toEqual([])
    failing = false
    await panel.getByRole('button', { name: 'Try again' }).click()
    await expect(panel.getByRole('listitem').first()).toContainText('Received')
  })
})
