import {
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
  waitForReceipt,
} from '@latchkey/devchain'
import type { Locator, Page } from '@playwright/test'
import {
  createTestClient,
  createWalletClient,
  erc20Abi,
  http,
  parseEther,
  publicActions,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { findSeriousViolations } from './axe.js'
import { expect, test } from './fixtures.js'
import type { StackInfo } from './globalSetup.js'

// Swap end to end: the demo in Chromium, the dev chain's Uniswap V2 market (anvil), the stack's
// server (the convert routes quote with the router's getAmountsOut and build its swap calls) and
// real wallets signing with real keys: the injected dev wallet and devchain's WalletConnect test
// wallet on the stack's relay. Each test swaps from a fresh account funded at its start, so the
// balances it checks move only by its own swaps.

type Token = { symbol: string; address: string; decimals: number }
const native = `0x${'e'.repeat(40)}`

/** The first dev chain: balances, funding, the market's tokens (from the server's convert route). */
function chainOf(stack: StackInfo) {
  const network = stack.networks[0]!
  const client = createTestClient({ mode: 'anvil', transport: http(network.rpcUrl) }).extend(
    publicActions,
  )
  const caip = (address: string) => `eip155:${network.chainId}:${address}`
  return {
    network,
    caip,
    balance: (address: `0x${string}`) => client.getBalance({ address }),
    tokenBalance: (token: Token, address: `0x${string}`) =>
      client.readContract({
        address: token.address as `0x${string}`,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
    async tokens(): Promise<Token[]> {
      const answer = await fetch(
        `${stack.serverUrl}/v1/convert/tokens?chainId=eip155:${network.chainId}`,
      )
      const { tokens } = (await answer.json()) as { tokens: Token[] }
      return tokens.map((token) => ({ ...token, address: token.address.split(':')[2]! }))
    },
    /** What the market gives now for `amount` of `from` (the server's quote, from the router). */
    async quote(from: string, to: string, amount: bigint, user: `0x${string}`) {
      const query = new URLSearchParams({
        amount: String(amount),
        from: caip(from),
        to: caip(to),
        userAddress: caip(user),
      })
      const answer = await fetch(`${stack.serverUrl}/v1/convert/quotes?${query}`)
      const { quotes } = (await answer.json()) as { quotes: Array<{ toAmount: string }> }
      return BigInt(quotes[0]!.toAmount)
    },
    /** A fresh account with 10 ETH and, when asked, tokens from dev account 0 (a real transfer). */
    async freshAccount(fund?: { token: Token; amount: bigint }) {
      const privateKey = generatePrivateKey()
      const { address } = privateKeyToAccount(privateKey)
      await client.setBalance({ address, value: parseEther('10') })
      if (fund) {
        const wallet = createWalletClient({
          account: privateKeyToAccount(stack.accounts[0]!.privateKey),
          transport: http(network.rpcUrl),
        })
        const hash = await wallet.writeContract({
          chain: null,
          address: fund.token.address as `0x${string}`,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [address, fund.amount],
        })
        await waitForReceipt(client, { hash })
      }
      return { privateKey, address }
    },
  }
}

/** Opens Account in the demo with the injected dev wallet already installed. */
async function openAccount(page: Page, stack: StackInfo) {
  await page.goto(stack.demoUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: /Latchkey Dev Wallet/ }).click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  if (!(await dialog.isVisible())) await page.locator('[data-latchkey-button="connect"]').click()
  await expect(dialog.getByRole('tablist', { name: 'Tokens and activity' })).toBeVisible()
  return dialog
}

/** Opens Swap and picks the tokens (by symbol) and the amount; waits for the quote. */
async function fillSwap(
  dialog: Locator,
  parameters: { pay?: string; receive: string; amount: string },
) {
  await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(dialog.getByRole('heading', { name: 'Swap' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: /^You pay: .+, change$/ })).toBeVisible()
  const pick = async (side: 'You pay' | 'You receive', symbol: string) => {
    await dialog.getByRole('button', { name: new RegExp(`^${side}: `) }).click()
    await dialog.getByRole('searchbox', { name: 'Search tokens' }).fill(symbol)
    await dialog.getByRole('list', { name: 'Tokens' }).getByRole('button').first().click()
    await expect(dialog.getByRole('button', { name: `${side}: ${symbol}, change` })).toBeVisible()
  }
  if (parameters.pay) await pick('You pay', parameters.pay)
  await pick('You receive', parameters.receive)
  await dialog.getByRole('textbox', { name: 'You pay' }).fill(parameters.amount)
  await expect(dialog.getByRole('button', { name: 'Review swap' })).toBeEnabled()
  await expect(dialog.getByTestId('swap-quote')).toHaveText(/[1-9]/)
}

async function review(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Review swap' }).click()
  await expect(dialog.getByRole('heading', { name: 'Review Swap' })).toBeVisible()
}

/** After the wallet accepted: back on Account, the toast once mined, Activity's newest row. */
async function expectSwapped(page: Page, dialog: Locator, toast: RegExp) {
  await expect(dialog.getByRole('tablist', { name: 'Tokens and activity' })).toBeVisible()
  await expect(page.getByText(toast)).toBeVisible()
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  const row = dialog.getByRole('tabpanel').getByRole('listitem').first()
  await expect(row).toContainText('Swapped')
  return row
}

const rejectNext = (page: Page) =>
  page.evaluate(() =>
    (
      window as unknown as { latchkeyDevWallet: { rejectNextRequest(method: string): void } }
    ).latchkeyDevWallet.rejectNextRequest('eth_sendTransaction'),
  )

test.describe('swap with the injected wallet', () => {
  test('native coin to a token: the balances move as the quote said, within the slippage', async ({
    page,
    stack,
    installWallet,
  }) => {
    const chain = chainOf(stack)
    const tokens = await chain.tokens()
    const lkd = tokens.find((token) => token.symbol === chain.network.token!.symbol)!
    const { privateKey, address } = await chain.freshAccount()
    await installWallet({ privateKey })
    const dialog = await openAccount(page, stack)
    await fillSwap(dialog, { receive: lkd.symbol, amount: '1' })
    expect(await findSeriousViolations(page)).toEqual([])
    const quoted = await chain.quote(native, lkd.address, parseEther('1'), address)
    await review(dialog)
    // One wallet request: no one-step list of steps.
    await expect(dialog.getByRole('list', { name: 'Steps' })).toHaveCount(0)
    expect(await findSeriousViolations(page)).toEqual([])
    const nativeBefore = await chain.balance(address)
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    await expectSwapped(page, dialog, new RegExp(`^Swapped 1 ETH for .* ${lkd.symbol}$`))
    const received = await chain.tokenBalance(lkd, address)
    expect(received).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
    expect(received).toBeLessThanOrEqual(quoted)
    const spent = nativeBefore - (await chain.balance(address))
    expect(spent).toBeGreaterThan(parseEther('1'))
    expect(spent - parseEther('1')).toBeLessThan(parseEther('0.01'))
  })

  test('token to token: approve first, then swap (two wallet requests)', async ({
    page,
    stack,
    installWallet,
  }) => {
    const chain = chainOf(stack)
    const tokens = await chain.tokens()
    const [from, to] = tokens.filter((token) => token.address !== native)
    const funded = parseEther('100')
    const { privateKey, address } = await chain.freshAccount({ token: from!, amount: funded })
    await installWallet({ privateKey })
    const dialog = await openAccount(page, stack)
    await fillSwap(dialog, { pay: from!.symbol, receive: to!.symbol, amount: '10' })
    const quoted = await chain.quote(from!.address, to!.address, parseEther('10'), address)
    await review(dialog)
    await expect(dialog.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveText([
      `Approve ${from!.symbol}`,
      'Swap',
    ])
    await dialog.getByRole('button', { name: 'Approve and swap' }).click()
    await expectSwapped(page, dialog, new RegExp(`^Swapped 10 ${from!.symbol} for `))
    await expect.poll(() => chain.tokenBalance(from!, address)).toBe(funded - parseEther('10'))
    const received = await chain.tokenBalance(to!, address)
    expect(received).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
    expect(received).toBeLessThanOrEqual(quoted)
  })

  test('token to the native coin: one figure everywhere, and Activity shows the trade', async ({
    page,
    stack,
    installWallet,
  }) => {
    test.setTimeout(90_000)
    const chain = chainOf(stack)
    const tokens = await chain.tokens()
    const lkd = tokens.find((token) => token.symbol === chain.network.token!.symbol)!
    const { privateKey } = await chain.freshAccount({ token: lkd, amount: parseEther('50') })
    await installWallet({ privateKey })
    const dialog = await openAccount(page, stack)
    await fillSwap(dialog, { pay: lkd.symbol, receive: 'ETH', amount: '5' })

    // The switch button covers nothing of the You-pay card's balance line.
    const switchBox = (await dialog.getByRole('button', { name: 'Switch tokens' }).boundingBox())!
    const balanceBox = (await dialog
      .getByText(/^Balance /)
      .first()
      .boundingBox())!
    expect(switchBox.y).toBeGreaterThanOrEqual(balanceBox.y + balanceBox.height)

    // The slippage label sits on its input's line.
    const slippage = (await dialog.getByRole('spinbutton').boundingBox())!
    const slippageLabel = (await dialog.getByText('Max. slippage').boundingBox())!
    expect(
      Math.abs(slippageLabel.y + slippageLabel.height / 2 - (slippage.y + slippage.height / 2)),
    ).toBeLessThanOrEqual(1)

    // About 0.00166 ETH: three decimals would say 0.001 here and 0.002 in the toast.
    const quoted = (await dialog.getByTestId('swap-quote').textContent())!
    expect(quoted).toMatch(/^0\.00\d{3}$/)
    await review(dialog)
    await expect(dialog.getByTestId('swap-preview-received')).toContainText(`${quoted} ETH`)
    await expect(dialog.getByTestId('swap-minimum')).toHaveText(/^0\.00\d{3} ETH$/)
    // Cancel and Approve and swap are as wide as each other.
    const cancel = (await dialog.getByRole('button', { name: 'Cancel' }).boundingBox())!
    const confirm = (await dialog.getByRole('button', { name: 'Approve and swap' }).boundingBox())!
    expect(Math.abs(cancel.width - confirm.width)).toBeLessThan(1)
    await dialog.getByRole('button', { name: 'Approve and swap' }).click()
    const row = await expectSwapped(
      page,
      dialog,
      new RegExp(`^Swapped 5 ${lkd.symbol} for ${quoted.replace('.', '\\.')} ETH$`),
    )
    // The router's ETH comes back in an inner call: the history route sees it (call tracer).
    const legs = row.getByTestId('activity-amount')
    await expect(legs).toHaveText([`-5 ${lkd.symbol}`, `+${quoted} ETH`])
    for (const leg of await legs.all())
      expect(await leg.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
  })

  test('declined approval and declined swap: said so, nothing moved', async ({
    page,
    stack,
    installWallet,
  }) => {
    const chain = chainOf(stack)
    const tokens = await chain.tokens()
    const [from, to] = tokens.filter((token) => token.address !== native)
    const { privateKey, address } = await chain.freshAccount({
      token: from!,
      amount: parseEther('50'),
    })
    await installWallet({ privateKey })
    const dialog = await openAccount(page, stack)
    await fillSwap(dialog, { pay: from!.symbol, receive: to!.symbol, amount: '5' })
    await review(dialog)
    await rejectNext(page)
    await dialog.getByRole('button', { name: 'Approve and swap' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Approval declined in the wallet')
    expect(await chain.tokenBalance(from!, address)).toBe(parseEther('50'))
    expect(await chain.tokenBalance(to!, address)).toBe(0n)

    // Paying with the native coin needs no approval: the one request is the swap.
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await dialog.getByRole('button', { name: 'Back' }).click()
    await fillSwap(dialog, { pay: 'ETH', receive: to!.symbol, amount: '0.5' })
    await review(dialog)
    const before = await chain.balance(address)
    await rejectNext(page)
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Swap declined in the wallet')
    expect(await chain.balance(address)).toBe(before)
    expect(await chain.tokenBalance(to!, address)).toBe(0n)
  })
})

test.describe('swap with WalletConnect', () => {
  const wallets: WalletConnectTestWallet[] = []
  test.afterEach(async () => {
    for (const wallet of wallets.splice(0)) await wallet.close()
  })

  test('native coin to a token, then token to token with its approval', async ({ page, stack }) => {
    test.setTimeout(120_000)
    const chain = chainOf(stack)
    const tokens = await chain.tokens()
    const lkd = tokens.find((token) => token.symbol === chain.network.token!.symbol)!
    const other = tokens.find((token) => token.address !== native && token !== lkd)!
    const { privateKey, address } = await chain.freshAccount()
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: stack.demoUrl,
    })
    await page.goto(stack.demoUrl)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'WalletConnect' }).click()
    await dialog.getByRole('button', { name: 'Copy link' }).click()
    const uri = await page.evaluate(() => navigator.clipboard.readText())
    const wallet = await createWalletConnectTestWallet({
      relayUrl: stack.relayUrl,
      privateKey,
      chains: stack.networks.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    })
    wallets.push(wallet)
    await wallet.pair(uri)
    await wallet.approveNext()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    if (!(await dialog.isVisible())) await page.locator('[data-latchkey-button="connect"]').click()
    await expect(dialog.getByRole('tablist', { name: 'Tokens and activity' })).toBeVisible()

    await fillSwap(dialog, { receive: lkd.symbol, amount: '0.5' })
    const quoted = await chain.quote(native, lkd.address, parseEther('0.5'), address)
    await review(dialog)
    await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
    await expectSwapped(page, dialog, new RegExp(`^Swapped 0.5 ETH for .* ${lkd.symbol}$`))
    const bought = await chain.tokenBalance(lkd, address)
    expect(bought).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
    expect(bought).toBeLessThanOrEqual(quoted)

    await dialog.getByRole('tab', { name: 'Tokens' }).click()
    await fillSwap(dialog, { pay: lkd.symbol, receive: other.symbol, amount: '100' })
    await review(dialog)
    await dialog.getByRole('button', { name: 'Approve and swap' }).click()
    await expectSwapped(page, dialog, new RegExp(`^Swapped 100 ${lkd.symbol} for `))
    await expect.poll(() => chain.tokenBalance(lkd, address)).toBe(bought - parseEther('100'))
    expect(await chain.tokenBalance(other, address)).toBeGreaterThan(0n)
    expect(
      wallet.requests.filter((request) => request.method === 'eth_sendTransaction'),
    ).toHaveLength(3)
  })
})
