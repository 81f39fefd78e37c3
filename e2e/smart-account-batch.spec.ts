import { waitForReceipt } from '@latchkey/devchain'
import type { Locator, Page } from '@playwright/test'
import {
  type Address,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseAbiItem,
  parseEther,
  publicActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { emailOf, login, walletFrame } from './embeddedLogin.js'
import { expect, test } from './fixtures.js'
import type { StackInfo } from './globalSetup.js'

// The embedded smart account's batched calls and sponsored gas end to end (issue 32, items 3 and
// 4): the real frame, the real server with its bundler and paymaster (the dev chains' `*` policy
// sponsors calls to the dev market's router, WETH and tokens), the EntryPoint v0.7, the reference
// SimpleAccount and VerifyingPaymaster on the dev chain. Each test logs in with a fresh email.

const entryPoint = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
const burn = '0x000000000000000000000000000000000000dEaD'
const userOperationEvent = parseAbiItem(
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
)
type Token = { symbol: string; address: Address; decimals: number }
const native = `0x${'e'.repeat(40)}`

function chainOf(stack: StackInfo) {
  const network = stack.networks[0]!
  const client = createTestClient({ mode: 'anvil', transport: http(network.rpcUrl) }).extend(
    publicActions,
  )
  return {
    client,
    network,
    /** The EntryPoint's UserOperationEvents of `sender` since `fromBlock`. */
    operations: (sender: Address, fromBlock: bigint) =>
      client.getLogs({
        address: entryPoint,
        event: userOperationEvent,
        args: { sender },
        fromBlock,
      }),
    tokenBalance: (token: Address, owner: Address) =>
      client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      }),
    async marketTokens(): Promise<Token[]> {
      const answer = await fetch(
        `${stack.serverUrl}/v1/convert/tokens?chainId=eip155:${network.chainId}`,
      )
      const { tokens } = (await answer.json()) as { tokens: Token[] }
      return tokens
        .map((token) => ({ ...token, address: token.address.split(':')[2] as Address }))
        .filter((token) => token.address !== native)
    },
    /** Sends `amount` of `token` from dev account 0 to `to` (a real transfer). */
    async fundToken(token: Address, to: Address, amount: bigint) {
      const wallet = createWalletClient({
        account: privateKeyToAccount(stack.accounts[0]!.privateKey),
        transport: http(network.rpcUrl),
      })
      const hash = await wallet.writeContract({
        chain: null,
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, amount],
      })
      await waitForReceipt(client, { hash })
    },
  }
}

/** Opens the modal on Account (the connected account's button). */
async function openAccount(page: Page) {
  await page.getByRole('button', { name: /0x/ }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  return dialog
}

/** The frame's fee line of the approval screen. */
const feeOf = (frame: ReturnType<typeof walletFrame>) =>
  frame.locator('dt', { hasText: 'Network fee' }).locator('xpath=following-sibling::dd[1]')

async function swapTokens(dialog: Locator, from: Token, to: Token, amount: string) {
  await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(dialog.getByRole('heading', { name: 'Swap' })).toBeVisible()
  const pick = async (side: 'You pay' | 'You receive', symbol: string) => {
    await dialog.getByRole('button', { name: new RegExp(`^${side}: `) }).click()
    await dialog.getByRole('searchbox', { name: 'Search tokens' }).fill(symbol)
    await dialog.getByRole('list', { name: 'Tokens' }).getByRole('button').first().click()
    await expect(dialog.getByRole('button', { name: `${side}: ${symbol}, change` })).toBeVisible()
  }
  await pick('You pay', from.symbol)
  await pick('You receive', to.symbol)
  await dialog.getByRole('textbox', { name: 'You pay' }).fill(amount)
  await expect(dialog.getByRole('button', { name: 'Review swap' })).toBeEnabled()
  await dialog.getByRole('button', { name: 'Review swap' }).click()
  await expect(dialog.getByRole('heading', { name: 'Review Swap' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Approve and swap' }).click()
}

test.describe('embedded smart account: batched calls and sponsored gas', () => {
  test('a dapp’s wallet_sendCalls shows each call, lands as one user operation the account pays, and getCallsStatus says 200', async ({
    page,
    stack,
  }) => {
    const chain = chainOf(stack)
    const token = chain.network.token!.address
    const smart = (await login(page, stack, emailOf('batch'))) as Address
    // The batch calls 0x…dEaD, outside the sponsor's policy: the account pays its gas.
    await chain.client.setBalance({ address: smart, value: parseEther('10') })
    const fromBlock = await chain.client.getBlockNumber()

    await page.getByRole('button', { name: 'Send a batch' }).click()
    const frame = walletFrame(page)
    await expect(frame.getByRole('heading', { name: 'Approve 2 calls' })).toBeVisible()
    const first = frame.getByRole('region', { name: 'Call 1 of 2' })
    await expect(first.getByText(token)).toBeVisible()
    await expect(first.getByText('approve', { exact: true })).toBeVisible()
    await expect(frame.getByRole('region', { name: 'Call 2 of 2' }).getByText(burn)).toBeVisible()
    await expect(feeOf(frame)).toHaveText(/^\d+(\.\d+)? ETH$/)
    await frame.getByRole('button', { name: 'Approve' }).click()

    await expect(page.getByTestId('batch-id')).toHaveText(/^0x[0-9a-f]{64}$/)
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Check the batch' }).click()
        return page
          .getByTestId('batch-status')
          .textContent({ timeout: 5_000 })
          .catch(() => '')
      })
      .toBe('200')
    // One user operation, successful, without a paymaster; both calls took effect.
    const operations = await chain.operations(smart, fromBlock)
    expect(operations).toHaveLength(1)
    expect(operations[0]!.args.success).toBe(true)
    expect(operations[0]!.args.paymaster).toBe('0x0000000000000000000000000000000000000000')
    expect(
      await chain.client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [smart, burn],
      }),
    ).toBe(1n)
    expect(await chain.client.getBalance({ address: smart })).toBeLessThan(parseEther('10'))
  })

  test('a single token transfer from the smart account names its function on the approval screen and is sponsored', async ({
    page,
    stack,
  }) => {
    const chain = chainOf(stack)
    const token = chain.network.token!.address
    const smart = (await login(page, stack, emailOf('single-call'))) as Address
    const fromBlock = await chain.client.getBlockNumber()
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [burn, 0n] })
    const sent = page.evaluate(
      (transaction) =>
        (window as unknown as { latchkeyRequest(args: unknown): Promise<string> }).latchkeyRequest({
          method: 'eth_sendTransaction',
          params: [transaction],
        }),
      { from: smart, to: token, data },
    )
    const frame = walletFrame(page)
    await expect(frame.getByRole('heading', { name: 'Approve transaction' })).toBeVisible()
    const functionRow = frame.locator('dt', { hasText: 'Function' })
    await expect(functionRow.locator('xpath=following-sibling::dd[1]')).toHaveText('transfer')
    await expect(feeOf(frame)).toHaveText('Sponsored by Latchkey')
    await frame.getByRole('button', { name: 'Approve' }).click()
    const hash = (await sent) as `0x${string}`
    expect((await waitForReceipt(chain.client, { hash })).status).toBe('success')
    // One user operation, paid by the paymaster; the account held no coin at all.
    const operations = await chain.operations(smart, fromBlock)
    expect(operations).toHaveLength(1)
    expect(operations[0]!.args.success).toBe(true)
    expect(operations[0]!.args.paymaster).not.toBe('0x0000000000000000000000000000000000000000')
    expect(await chain.client.getBalance({ address: smart })).toBe(0n)
  })

  test('Swap with the smart account sends approve + swap as one sponsored user operation: the approval screen says so, the account pays nothing', async ({
    page,
    stack,
  }) => {
    const chain = chainOf(stack)
    const [from, to] = await chain.marketTokens()
    const smart = (await login(page, stack, emailOf('batch-swap'))) as Address
    await chain.fundToken(from!.address, smart, parseEther('100'))
    // Some coin, so the form's gas check passes; the sponsored swap must leave it untouched.
    await chain.client.setBalance({ address: smart, value: parseEther('1') })
    await page.reload()
    await expect(page.getByTestId('account-address')).toHaveText(smart)
    const coinBefore = await chain.client.getBalance({ address: smart })
    const fromBlock = await chain.client.getBlockNumber()

    const dialog = await openAccount(page)
    await swapTokens(dialog, from!, to!, '10')
    const frame = walletFrame(page)
    await expect(frame.getByRole('heading', { name: 'Approve 2 calls' })).toBeVisible()
    await expect(frame.getByRole('region', { name: 'Call 1 of 2' })).toContainText('approve')
    await expect(frame.getByRole('region', { name: 'Call 2 of 2' })).toContainText(
      'swapExactTokensForTokens',
    )
    await expect(feeOf(frame)).toHaveText('Sponsored by Latchkey')
    await frame.getByRole('button', { name: 'Approve' }).click()
    await expect(page.getByText(new RegExp(`^Swapped 10 ${from!.symbol} for `))).toBeVisible({
      timeout: 60_000,
    })

    const operations = await chain.operations(smart, fromBlock)
    expect(operations).toHaveLength(1)
    expect(operations[0]!.args.success).toBe(true)
    expect(operations[0]!.args.paymaster).not.toBe('0x0000000000000000000000000000000000000000')
    expect(await chain.tokenBalance(from!.address, smart)).toBe(parseEther('90'))
    expect(await chain.tokenBalance(to!.address, smart)).toBeGreaterThan(0n)
    // Sponsored: the account's coin did not move.
    expect(await chain.client.getBalance({ address: smart })).toBe(coinBefore)
  })
})
