import { createRequire } from 'node:module'
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
  formatEther,
  getAddress,
  http,
  parseEther,
  publicActions,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { findSeriousViolations } from './axe.js'
import { expect, test } from './fixtures.js'
import type { StackInfo } from './globalSetup.js'
import { openAccount } from './openAccount.js'

// Send and Receive end to end: the demo in Chromium, the real dev chain (anvil), the stack's
// server (names and balances through the data API) and real wallets signing with real keys: the
// injected dev wallet and devchain's WalletConnect test wallet (Reown WalletKit) on the stack's
// relay. Dev accounts 4 (injected) and 8 (WalletConnect) send; dev account 9 is the dev stack's
// 'bob.latchkey.eth'; other receivers are fresh addresses. No other browser test uses these.

const injectedIndex = 4
const walletConnectIndex = 8
const bobIndex = 9
const bobName = 'bob.latchkey.eth'

/** Reads the first dev chain: native and token balances, nonces; switches automining. */
function chainOf(stack: StackInfo) {
  const network = stack.networks[0]!
  const client = createTestClient({ mode: 'anvil', transport: http(network.rpcUrl) }).extend(
    publicActions,
  )
  const token = network.token!.address
  return {
    network,
    balance: (address: `0x${string}`) => client.getBalance({ address }),
    tokenBalance: (address: `0x${string}`) =>
      client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
    nonce: (address: `0x${string}`) => client.getTransactionCount({ address }),
    setAutomine: (enabled: boolean) => client.setAutomine(enabled),
    mine: () => client.mine({ blocks: 1 }),
  }
}

const freshAddress = () => privateKeyToAddress(generatePrivateKey())

/** Opens Send from the Account view and waits for the form to know the balance. */
async function openSend(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog.getByRole('heading', { name: 'Send' })).toBeVisible()
  await expect(dialog.getByText(/^Balance /)).toBeVisible()
}

/** Fills the form; `token` picks one by its symbol in WalletSendSelectToken. */
async function fillSend(
  dialog: Locator,
  parameters: { amount: string; to: string; token?: string },
) {
  if (parameters.token) {
    await dialog.getByRole('button', { name: /^Token: / }).click()
    await dialog.getByRole('searchbox', { name: 'Search tokens' }).fill(parameters.token)
    await dialog.getByRole('list', { name: 'Select Token' }).getByRole('button').first().click()
    await expect(
      dialog.getByRole('button', { name: `Token: ${parameters.token}, change` }),
    ).toBeVisible()
  }
  await dialog.getByLabel('Amount').fill(parameters.amount)
  await dialog.getByLabel('To', { exact: true }).fill(parameters.to)
}

/** Preview, then Send: the wallet is asked. */
async function previewAndSend(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await expect(dialog.getByRole('heading', { name: 'Review Send' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
}

/** After the wallet accepted: the toast, the Account view, and the Activity tab's newest row. */
async function expectSent(page: Page, dialog: Locator) {
  await expect(page.getByText('Transaction started')).toBeVisible()
  await expect(dialog.getByRole('tablist', { name: 'Tokens and activity' })).toBeVisible()
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  return dialog.getByRole('tabpanel').getByRole('listitem').first()
}

test.describe('send with the injected wallet', () => {
  test('native coin to an address: pending in Activity, then confirmed; the receiver gets exactly the amount', async ({
    page,
    stack,
    installWallet,
  }) => {
    const chain = chainOf(stack)
    const receiver = freshAddress()
    await installWallet({ accountIndex: injectedIndex })
    const dialog = await openAccount(page, stack)
    await openSend(dialog)
    await fillSend(dialog, { amount: '0.25', to: receiver })
    await expect(dialog.getByTestId('send-receiver')).toContainText(
      `${receiver.slice(0, 6)}…${receiver.slice(-6)}`,
    )
    expect(await findSeriousViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Preview send' }).click()
    await expect(dialog.getByTestId('send-preview-amount')).toHaveText('0.25 ETH')
    await expect(dialog.getByTestId('send-preview-to')).toContainText(receiver.slice(-6))
    expect(await findSeriousViolations(page)).toEqual([])

    // Blocks are mined on demand while the transfer is pending, so its pending state is seen.
    await chain.setAutomine(false)
    try {
      await dialog.getByRole('button', { name: 'Send', exact: true }).click()
      const row = await expectSent(page, dialog)
      await expect(row).toContainText('Sent')
      await expect(row).toContainText('Pending')
      await expect(row).toContainText('0.25 ETH')
      expect(await chain.balance(receiver)).toBe(0n)
      await chain.mine()
    } finally {
      await chain.setAutomine(true)
    }
    const row = dialog.getByRole('tabpanel').getByRole('listitem').first()
    await expect(row).not.toContainText('Pending', { timeout: 15_000 })
    await expect(row).toContainText('0.25 ETH')
    expect(await chain.balance(receiver)).toBe(parseEther('0.25'))
  })

  test('token to a name: the name resolves through the data API, the receiver gets exactly the amount', async ({
    page,
    stack,
    installWallet,
  }) => {
    const chain = chainOf(stack)
    const bob = stack.accounts[bobIndex]!.address
    const before = await chain.tokenBalance(bob)
    await installWallet({ accountIndex: injectedIndex })
    const dialog = await openAccount(page, stack)
    await openSend(dialog)
    await fillSend(dialog, { amount: '3.5', to: bobName, token: 'LKD' })
    // The names table keeps addresses in lower case.
    await expect(dialog.getByTestId('send-receiver')).toHaveText(
      `${bobName} · ${bob.slice(0, 6)}…${bob.slice(-6)}`.toLowerCase(),
    )
    // One network fee: the form shows the transfer's estimate, and the review the same.
    const formFee = dialog.getByTestId('send-network-fee')
    await expect(formFee).not.toHaveAttribute('aria-busy', 'true')
    await expect(formFee).toHaveText(/^(<)?\$\d/)
    const fee = (await formFee.textContent())!
    await dialog.getByRole('button', { name: 'Preview send' }).click()
    await expect(dialog.getByRole('heading', { name: 'Review Send' })).toBeVisible()
    await expect(dialog.getByTestId('send-preview-fee')).toHaveText(fee)
    // Each label sits on its value's line (the avatars make the values taller).
    for (const row of await dialog.locator('.lk-detail').all()) {
      const [label, value] = [
        (await row.locator('> :first-child').boundingBox())!,
        (await row.locator('> :last-child').boundingBox())!,
      ]
      expect(
        Math.abs(label.y + label.height / 2 - (value.y + value.height / 2)),
      ).toBeLessThanOrEqual(1)
    }
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    const row = await expectSent(page, dialog)
    await expect(row).toContainText('3.5 LKD')
    await expect.poll(() => chain.tokenBalance(bob)).toBe(before + parseEther('3.5'))
    await expect(row).not.toContainText('Pending')
    // Activity names the other side by its name, as the identity route gives it.
    await expect(row).toContainText(`To ${bobName}`)
  })

  test('the form says what is wrong and sends nothing: bad amounts and receivers, insufficient funds, insufficient gas', async ({
    page,
    stack,
    installWallet,
  }) => {
    const chain = chainOf(stack)
    // An account holding tokens and no coin to pay gas with.
    const key = generatePrivateKey()
    const empty = privateKeyToAddress(key)
    const funder = createWalletClient({
      account: privateKeyToAccount(stack.accounts[injectedIndex]!.privateKey),
      transport: http(chain.network.rpcUrl),
    }).extend(publicActions)
    const hash = await funder.writeContract({
      chain: null,
      address: chain.network.token!.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [empty, parseEther('10')],
    })
    await waitForReceipt(funder, { hash })

    await installWallet({ privateKey: key })
    const dialog = await openAccount(page, stack)
    await openSend(dialog)
    const button = dialog.locator('form button[type="submit"]')
    await expect(button).toHaveText('Enter amount')
    await expect(button).toBeDisabled()
    const receiver = getAddress(freshAddress())
    // The native coin: the account has none.
    await fillSend(dialog, { amount: '1', to: receiver })
    await expect(button).toHaveText('Insufficient funds')
    // The token: 10 of it, so the receiver and the gas are what is checked next.
    await fillSend(dialog, { amount: '1', to: receiver, token: 'LKD' })
    await expect(button).toHaveText('Insufficient gas funds')
    await expect(button).toBeDisabled()
    const cases: Array<[string, string, string]> = [
      ['1e3', receiver, 'Invalid amount'],
      ['-1', receiver, 'Invalid amount'],
      ['0', receiver, 'Enter an amount above 0'],
      ['0.0000000000000000001', receiver, 'Too many decimals'],
      ['1', '', 'Add address'],
      // One letter's case changed: the checksum fails.
      ['1', receiver.replace(/[a-f]/, (letter) => letter.toUpperCase()), 'Invalid address'],
      ['1', 'nobody.latchkey.eth', 'Name not found'],
    ]
    for (const [amount, to, message] of cases) {
      await fillSend(dialog, { amount, to })
      await expect(button).toHaveText(message)
      await expect(button).toBeDisabled()
      // A receiver that is wrong says so on its field too.
      if (message === 'Invalid address' || message === 'Name not found')
        await expect(dialog.getByTestId('send-receiver-error')).toHaveText(message)
    }
    // A large amount: its value and the balance are both shown whole (wrapping if need be).
    await fillSend(dialog, { amount: '123456789012345678', to: receiver })
    for (const text of [/^Balance /, /^\$/]) {
      const note = dialog.getByText(text).first()
      if ((await note.count()) === 0) continue
      expect(await note.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
        true,
      )
    }
    await fillSend(dialog, { amount: '11', to: receiver })
    await expect(button).toHaveText('Insufficient funds')
    expect(await findSeriousViolations(page)).toEqual([])
    expect(await chain.nonce(empty)).toBe(0)
    expect(await chain.tokenBalance(receiver)).toBe(0n)
  })

  test('declined in the wallet: said so, the form kept, nothing sent', async ({
    page,
    stack,
    installWallet,
  }) => {
    const chain = chainOf(stack)
    const sender = stack.accounts[injectedIndex]!.address
    const receiver = freshAddress()
    await installWallet({ accountIndex: injectedIndex })
    const dialog = await openAccount(page, stack)
    await openSend(dialog)
    await fillSend(dialog, { amount: '0.5', to: receiver })
    const nonce = await chain.nonce(sender)
    await page.evaluate(() =>
      (
        window as unknown as { latchkeyDevWallet: { rejectNextRequest(method: string): void } }
      ).latchkeyDevWallet.rejectNextRequest('eth_sendTransaction'),
    )
    await previewAndSend(dialog)
    await expect(dialog.getByRole('alert')).toHaveText('Transaction declined in the wallet')
    await expect(dialog.getByRole('heading', { name: 'Review Send' })).toBeVisible()
    await expect(page.getByText('Transaction started')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog.getByLabel('Amount')).toHaveValue('0.5')
    await expect(dialog.getByLabel('To', { exact: true })).toHaveValue(receiver)
    expect(await chain.nonce(sender)).toBe(nonce)
    expect(await chain.balance(receiver)).toBe(0n)
  })

  test("the node's error is shown mapped, with 'Something went wrong'", async ({
    page,
    stack,
    installWallet,
  }) => {
    const chain = chainOf(stack)
    const sender = stack.accounts[injectedIndex]!.address
    const receiver = freshAddress()
    await installWallet({ accountIndex: injectedIndex })
    const dialog = await openAccount(page, stack)
    await openSend(dialog)
    // The whole balance passes the form (spec section 5 checks the amount and the gas price
    // apart), but leaves nothing for the gas: the node refuses it.
    const balance = await chain.balance(sender)
    await fillSend(dialog, { amount: formatEther(balance), to: receiver })
    await previewAndSend(dialog)
    await expect(dialog.getByRole('alert')).toHaveText(
      'Insufficient funds to pay for the gas and the amount sent.',
    )
    await expect(page.getByText('Something went wrong')).toBeVisible()
    expect(await chain.balance(receiver)).toBe(0n)
  })

  test("open({ view: 'WalletSend', arguments }) opens the form prefilled; Max leaves the gas", async ({
    page,
    stack,
    installWallet,
  }) => {
    const chain = chainOf(stack)
    const bob = stack.accounts[bobIndex]!.address
    await installWallet({ accountIndex: injectedIndex })
    const dialog = await openAccount(page, stack)
    await dialog.getByRole('button', { name: 'Close' }).click()
    // The demo's Send tokens card calls open({ view: 'WalletSend', arguments: { to, amount, token } }).
    const card = page.getByRole('region', { name: 'Send tokens' })
    await card.getByLabel('Amount').fill('2')
    await card.getByRole('button', { name: 'Open Send prefilled' }).click()
    await expect(dialog.getByRole('button', { name: 'Token: LKD, change' })).toBeVisible()
    await expect(dialog.getByLabel('Amount')).toHaveValue('2')
    await expect(dialog.getByTestId('send-receiver')).toContainText(bob.slice(-6))
    await expect(dialog.getByRole('button', { name: 'Preview send' })).toBeEnabled()

    await dialog.getByRole('button', { name: 'Token: LKD, change' }).click()
    await dialog.getByRole('list', { name: 'Select Token' }).getByRole('button').first().click()
    await dialog.getByRole('button', { name: 'Max' }).click()
    const max = parseEther(await dialog.getByLabel('Amount').inputValue())
    const balance = await chain.balance(stack.accounts[injectedIndex]!.address)
    expect(max).toBeLessThan(balance)
    expect(balance - max).toBeLessThan(parseEther('0.01'))
  })
})

test.describe('sendTokens without the modal', () => {
  test('resolves with the hash; the name resolves; the receiver gets exactly the amount', async ({
    page,
    stack,
    installWallet,
  }) => {
    const chain = chainOf(stack)
    const bob = stack.accounts[bobIndex]!.address
    const before = await chain.tokenBalance(bob)
    await installWallet({ accountIndex: injectedIndex })
    const dialog = await openAccount(page, stack)
    await dialog.getByRole('button', { name: 'Close' }).click()
    const card = page.getByRole('region', { name: 'Send tokens' })
    await card.getByLabel('Amount').fill('1.25')
    await card.getByRole('button', { name: 'Send without the modal' }).click()
    await expect(card.getByTestId('send-tokens-hash')).toHaveText(/^0x[0-9a-f]{64}$/)
    await expect(dialog).toBeHidden()
    await expect.poll(() => chain.tokenBalance(bob)).toBe(before + parseEther('1.25'))
    // A name that points nowhere: refused before the wallet is asked.
    await card.getByLabel('To', { exact: true }).fill('nobody.latchkey.eth')
    await card.getByRole('button', { name: 'Send without the modal' }).click()
    await expect(card.getByRole('alert')).toContainText('nameNotFound')
  })
})

test.describe('send with WalletConnect', () => {
  const wallets: WalletConnectTestWallet[] = []
  test.afterEach(async () => {
    for (const wallet of wallets.splice(0)) await wallet.close()
  })

  /** Pairs devchain's WalletConnect wallet (dev account 8) with the demo and opens Account. */
  async function connect(page: Page, stack: StackInfo) {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: stack.demoUrl,
    })
    await page.goto(stack.demoUrl)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'WalletConnect' }).click()
    await dialog.getByRole('button', { name: 'Copy link' }).click()
    await expect(page.getByText('Link copied')).toBeVisible()
    const uri = await page.evaluate(() => navigator.clipboard.readText())
    const wallet = await createWalletConnectTestWallet({
      relayUrl: stack.relayUrl,
      privateKey: stack.accounts[walletConnectIndex]!.privateKey,
      chains: stack.networks.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    })
    wallets.push(wallet)
    await wallet.pair(uri)
    await wallet.approveNext()
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    if (!(await dialog.isVisible())) await page.locator('[data-latchkey-button="connect"]').click()
    await expect(dialog.getByRole('tablist', { name: 'Tokens and activity' })).toBeVisible()
    return { dialog, wallet }
  }

  test('native coin to a name and a token to an address; a decline sends nothing', async ({
    page,
    stack,
  }) => {
    test.setTimeout(90_000)
    const chain = chainOf(stack)
    const bob = stack.accounts[bobIndex]!.address
    const bobBefore = await chain.balance(bob)
    const { dialog, wallet } = await connect(page, stack)

    await openSend(dialog)
    await fillSend(dialog, { amount: '0.125', to: bobName })
    await expect(dialog.getByTestId('send-receiver')).toContainText(bobName)
    await previewAndSend(dialog)
    let row = await expectSent(page, dialog)
    await expect(row).toContainText('0.125 ETH')
    await expect.poll(() => chain.balance(bob)).toBe(bobBefore + parseEther('0.125'))
    expect(
      wallet.requests.filter((request) => request.method === 'eth_sendTransaction'),
    ).toHaveLength(1)

    const receiver = freshAddress()
    await dialog.getByRole('tab', { name: 'Tokens' }).click()
    await openSend(dialog)
    await fillSend(dialog, { amount: '7', to: receiver, token: 'LKD' })
    wallet.rejectNextRequest('eth_sendTransaction')
    await previewAndSend(dialog)
    await expect(dialog.getByRole('alert')).toHaveText('Transaction declined in the wallet')
    expect(await chain.tokenBalance(receiver)).toBe(0n)

    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    row = await expectSent(page, dialog)
    await expect(row).toContainText('7 LKD')
    await expect.poll(() => chain.tokenBalance(receiver)).toBe(parseEther('7'))
  })
})

test.describe('receive', () => {
  test('the QR code decodes to the address; the networks it can receive on are listed', async ({
    page,
    stack,
    installWallet,
  }) => {
    const address = stack.accounts[injectedIndex]!.address
    await installWallet({ accountIndex: injectedIndex })
    const dialog = await openAccount(page, stack)
    await dialog.getByRole('button', { name: 'Receive' }).click()
    await expect(dialog.getByRole('heading', { name: 'Receive', exact: true })).toBeVisible()
    await expect(dialog.getByTestId('receive-address')).toHaveText(address)
    // The address breaks evenly: lines (groups of 4) within one group's width of each other.
    const lines = await dialog
      .getByTestId('receive-address')
      .evaluate((element) =>
        [...element.children].map((line) => line.getBoundingClientRect().width),
      )
    expect(lines.length).toBeGreaterThan(1)
    const group = (await dialog
      .getByTestId('receive-address')
      .locator('span span')
      .first()
      .boundingBox())!
    expect(Math.max(...lines) - Math.min(...lines)).toBeLessThanOrEqual(group.width)
    await expect(
      dialog
        .getByRole('list', { name: 'Networks this address can receive on' })
        .getByRole('listitem'),
    ).toHaveText(stack.networks.map((network) => network.name))
    expect(await findSeriousViolations(page)).toEqual([])

    // A real decoder (jsQR) reads the code as the browser drew it.
    const require = createRequire(import.meta.url)
    await page.addScriptTag({ path: require.resolve('jsqr/dist/jsQR.js') })
    const decoded = await dialog
      .getByRole('img', { name: 'QR code of your address' })
      .evaluate(async (svg) => {
        const image = new Image()
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`
        await image.decode()
        const canvas = document.createElement('canvas')
        canvas.width = 400
        canvas.height = 400
        const context = canvas.getContext('2d') as CanvasRenderingContext2D
        context.drawImage(image, 0, 0, 400, 400)
        const { data } = context.getImageData(0, 0, 400, 400)
        const jsQR = (
          window as unknown as {
            jsQR(data: Uint8ClampedArray, width: number, height: number): { data: string } | null
          }
        ).jsQR
        return jsQR(data, 400, 400)?.data
      })
    expect(decoded).toBe(address)
  })
})
