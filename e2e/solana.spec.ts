// Solana in the browser: the demo against the stack's Solana dev chain (litesvm behind its JSON-RPC
// server) with devchain's Wallet Standard test wallet (a real ed25519 key) injected by an init
// script, beside the EVM dev wallet of the same name where a test wants a wallet on both.
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from '@latchkey/devchain'
import { ed25519 } from '@noble/curves/ed25519'
import type { Locator, Page } from '@playwright/test'
import { address, createSolanaRpc, generateKeyPairSigner, getBase58Encoder } from '@solana/kit'
import { answerInWalletPage, connectWalletPage } from './connectWalletPage.js'
import { expect, test } from './fixtures.js'
import type { StackInfo } from './globalSetup.js'

const walletName = 'Latchkey Dev Wallet'

async function solBalance(stack: StackInfo, owner: string) {
  return (await createSolanaRpc(stack.solana.rpcUrl).getBalance(address(owner)).send()).value
}
async function tokenBalance(stack: StackInfo, owner: string) {
  const { value } = await createSolanaRpc(stack.solana.rpcUrl)
    .getTokenAccountsByOwner(
      address(owner),
      { mint: address(stack.solana.token.address) },
      { encoding: 'jsonParsed' },
    )
    .send()
  return value.reduce(
    (sum, entry) => sum + BigInt(entry.account.data.parsed.info.tokenAmount.amount),
    0n,
  )
}

async function connectFromModal(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('button', { name: walletName })).toHaveCount(1)
  await dialog.getByRole('button', { name: walletName }).click()
}

/** A new Solana address: no account on the runtime until a transfer makes one. */
const freshAddress = async () => (await generateKeyPairSigner()).address

/** An amount and symbol as the widget writes it in en-US (at most 3 decimals). */
const shown = (amount: number, symbol: string) =>
  `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }).format(amount)} ${symbol}`

/** Opens the Account view, then Send, and waits for the form to know the balance. */
async function openSend(page: Page) {
  const dialog = page.getByRole('dialog')
  if (!(await dialog.isVisible())) await page.locator('[data-latchkey-button="connect"]').click()
  await expect(dialog.getByRole('tablist', { name: 'Tokens and activity' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog.getByRole('heading', { name: 'Send' })).toBeVisible()
  await expect(dialog.getByText(/^Balance /)).toBeVisible()
  return dialog
}

/** Fills Send's form: the token by its symbol (WalletSendSelectToken), the amount, the receiver. */
async function fillSend(
  dialog: Locator,
  parameters: { amount: string; to: string; token: string },
) {
  await dialog.getByRole('button', { name: /^Token: / }).click()
  await dialog.getByRole('searchbox', { name: 'Search tokens' }).fill(parameters.token)
  await dialog.getByRole('list', { name: 'Select Token' }).getByRole('button').first().click()
  await expect(
    dialog.getByRole('button', { name: `Token: ${parameters.token}, change` }),
  ).toBeVisible()
  await dialog.getByLabel('Amount').fill(parameters.amount)
  await dialog.getByLabel('To', { exact: true }).fill(parameters.to)
}

const requestsOf = (page: Page, feature: string) =>
  page.evaluate(
    (name) =>
      (
        window as unknown as {
          latchkeySolanaDevWallet: { controls: { requests: { feature: string }[] } }
        }
      ).latchkeySolanaDevWallet.controls.requests.filter((request) => request.feature === name)
        .length,
    feature,
  )

test('a Solana wallet connects; SOL and token balances show; it signs, sends SOL and a token, and can decline', async ({
  page,
  stack,
  installSolanaWallet,
}) => {
  const [, sender, , recipient] = stack.solana.accounts
  await installSolanaWallet({ accountIndex: 1 })
  await page.goto(stack.demoUrl)
  await connectFromModal(page)
  await expect(page.getByTestId('solana-status')).toHaveText('connected')
  await expect(page.getByTestId('solana-address')).toHaveText(sender!.address)
  await expect(page.getByTestId('network-id')).toHaveText(stack.solana.caipNetworkId)
  const lamports = await solBalance(stack, sender!.address)
  await expect(page.getByTestId('solana-balance')).toHaveText((Number(lamports) / 1e9).toString())
  const tokens = await tokenBalance(stack, sender!.address)
  await expect(page.getByTestId('solana-token-balance')).toHaveText(
    (Number(tokens) / 10 ** stack.solana.token.decimals).toString(),
  )

  await page.getByLabel('Solana message').fill('Sign in to the Latchkey demo')
  await page.getByRole('button', { name: 'Sign with Solana' }).click()
  const signature = await page.getByTestId('solana-signature').textContent()
  const publicKey = new Uint8Array(getBase58Encoder().encode(sender!.address))
  const signatureBytes = new Uint8Array(getBase58Encoder().encode(signature ?? ''))
  const message = new TextEncoder().encode('Sign in to the Latchkey demo')
  expect(ed25519.verify(signatureBytes, message, publicKey)).toBe(true)
  expect(ed25519.verify(signatureBytes, new TextEncoder().encode('Other'), publicKey)).toBe(false)

  const solBefore = await solBalance(stack, recipient!.address)
  await page.getByLabel('Solana receiver').fill(recipient!.address)
  await page.getByLabel('Solana amount').fill('0.5')
  await page.getByRole('button', { name: 'Send on Solana' }).click()
  await expect(page.getByTestId('solana-tx')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  expect(await solBalance(stack, recipient!.address)).toBe(solBefore + 500_000_000n)

  const tokensBefore = await tokenBalance(stack, recipient!.address)
  await page.getByLabel('Asset').selectOption('token')
  await page.getByLabel('Solana amount').fill('2.5')
  await page.getByRole('button', { name: 'Send on Solana' }).click()
  await expect(page.getByTestId('solana-tx')).toBeVisible()
  expect(await tokenBalance(stack, recipient!.address)).toBe(tokensBefore + 2_500_000n)
  await expect(page.getByTestId('solana-token-balance')).toHaveText(
    (Number(tokens - 2_500_000n) / 10 ** stack.solana.token.decimals).toString(),
  )

  // The person says no in the wallet: the dapp gets EIP-1193's 4001 and nothing is sent.
  await page.evaluate(() =>
    (
      window as unknown as {
        latchkeySolanaDevWallet: { controls: { rejectNextRequest(feature?: string): void } }
      }
    ).latchkeySolanaDevWallet.controls.rejectNextRequest(),
  )
  const beforeDeclined = await tokenBalance(stack, recipient!.address)
  await page.getByRole('button', { name: 'Send on Solana' }).click()
  await expect(page.getByTestId('solana-error')).toContainText('(code 4001)')
  expect(await tokenBalance(stack, recipient!.address)).toBe(beforeDeclined)
})

test('a declined Solana connection leaves the namespace disconnected and says so', async ({
  page,
  stack,
  installSolanaWallet,
}) => {
  await installSolanaWallet()
  await page.addInitScript(() => {
    // The wallet registers asynchronously (its key is imported first): say no as soon as it is there.
    const timer = setInterval(() => {
      const wallet = (
        window as unknown as {
          latchkeySolanaDevWallet?: { controls: { rejectNextRequest(): void } }
        }
      ).latchkeySolanaDevWallet
      if (!wallet) return
      clearInterval(timer)
      wallet.controls.rejectNextRequest()
    }, 5)
  })
  await page.goto(stack.demoUrl)
  await connectFromModal(page)
  await expect(page.getByRole('dialog').getByText('Connection declined')).toBeVisible()
  await expect(page.getByTestId('solana-status')).toHaveText('disconnected')
})

test('a wallet on both namespaces is one entry, connects both, switches namespace, and a reload restores both', async ({
  page,
  stack,
  installWallet,
  installSolanaWallet,
}) => {
  await installWallet()
  await installSolanaWallet()
  await page.goto(stack.demoUrl)
  await connectFromModal(page)
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-address')).toHaveText(stack.accounts[0]!.address)
  await expect(page.getByTestId('solana-status')).toHaveText('connected')
  await expect(page.getByTestId('solana-address')).toHaveText(stack.solana.accounts[0]!.address)
  // The dapp's first network is eip155: that namespace stays active.
  await expect(page.getByTestId('network-id')).toHaveText(`eip155:${stack.networks[0]!.chainId}`)

  // The Networks view lists both namespaces; switching to Solana needs no new connection.
  await page
    .getByRole('button', { name: /Latchkey Devnet/ })
    .first()
    .click()
  const networks = page.getByRole('dialog').getByRole('list', { name: 'Networks' })
  for (const network of stack.networks)
    await expect(networks.getByRole('button', { name: network.name, exact: true })).toBeVisible()
  await networks.getByRole('button', { name: stack.solana.name }).click()
  await expect(page.getByTestId('network-id')).toHaveText(stack.solana.caipNetworkId)
  await expect(page.getByTestId('account-address')).toHaveText(stack.solana.accounts[0]!.address)
  expect(await requestsOf(page, 'standard:connect')).toBe(1)
  // Account on Solana: SOL and the dev token from the data API, priced.
  await page.getByRole('button', { name: /oeYf/ }).first().click()
  const tokens = page.getByRole('dialog').getByRole('tabpanel')
  await expect(tokens.getByText(stack.solana.token.symbol, { exact: false }).first()).toBeVisible()
  await expect(tokens.getByText(/SOL/).first()).toBeVisible()
  await expect(page.getByText('Token Balance Unavailable')).toHaveCount(0)
  await page.keyboard.press('Escape')

  await page.reload()
  await expect(page.getByTestId('solana-status')).toHaveText('connected')
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('network-id')).toHaveText(stack.solana.caipNetworkId)
  // Restored silently: the reloaded wallet was not asked to connect again.
  expect(await requestsOf(page, 'standard:connect')).toBe(0)
})

test('sign in with a Solana wallet: a CAIP-122 message signed with solana:signMessage, verified by the server (ed25519)', async ({
  page,
  stack,
  installSolanaWallet,
}) => {
  const account = stack.solana.accounts[2]!
  await installSolanaWallet({ accountIndex: 2 })
  await page.goto(`${stack.demoUrl}/?siwx=optional`)
  await connectFromModal(page)
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Sign' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('siwx-status')).toHaveText('authenticated')
  await expect(page.getByTestId('siwx-address')).toHaveText(account.address)
  expect(await requestsOf(page, 'solana:signMessage')).toBe(1)

  const session = await page.evaluate(async (serverUrl) => {
    const raw = localStorage.getItem('latchkey.siwxSessions')
    const token = raw
      ? (JSON.parse(raw) as { value: Array<{ token: string }> }).value[0]?.token
      : ''
    const response = await fetch(`${serverUrl}/v1/siwx/session`, {
      headers: { authorization: `Bearer ${token}` },
    })
    return { status: response.status, body: await response.json() }
  }, stack.serverUrl)
  expect(session.status).toBe(200)
  expect(session.body).toMatchObject({
    address: account.address,
    caipNetworkId: stack.solana.caipNetworkId,
  })
  expect(session.body.message).toContain(
    `${new URL(stack.demoUrl).host} wants you to sign in with your Solana account:\n${account.address}`,
  )
  // The server checked the signature; check it here too, independently.
  const signature = new Uint8Array(getBase58Encoder().encode(session.body.signature))
  const publicKey = new Uint8Array(getBase58Encoder().encode(account.address))
  expect(ed25519.verify(signature, new TextEncoder().encode(session.body.message), publicKey)).toBe(
    true,
  )
})

test.describe('WalletConnect with both namespaces', () => {
  const wallets: WalletConnectTestWallet[] = []
  test.afterEach(async () => {
    for (const wallet of wallets.splice(0)) await wallet.close()
  })

  test('one session holds eip155 and solana; both connect; the Solana account signs and sends over it', async ({
    page,
    stack,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: stack.demoUrl,
    })
    await page.goto(stack.demoUrl)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'WalletConnect' }).click()
    await dialog.getByRole('button', { name: 'Copy link' }).click()
    const uri = await page.evaluate(() => navigator.clipboard.readText())
    const solanaAccount = stack.solana.accounts[3]!
    const wallet = await createWalletConnectTestWallet({
      relayUrl: stack.relayUrl,
      privateKey: stack.accounts[3]!.privateKey,
      chains: stack.networks.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
      solana: {
        secretKey: solanaAccount.secretKey,
        chains: [{ ids: [stack.solana.caipNetworkId], rpcUrl: stack.solana.rpcUrl }],
      },
    })
    wallets.push(wallet)
    await wallet.pair(uri)
    const session = await wallet.approveNext()
    expect(Object.keys(session.namespaces).sort()).toEqual(['eip155', 'solana'])
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(page.getByTestId('account-address')).toHaveText(wallet.address)
    await expect(page.getByTestId('solana-status')).toHaveText('connected')
    await expect(page.getByTestId('solana-address')).toHaveText(solanaAccount.address)

    await page.getByLabel('Solana message').fill('Over WalletConnect')
    await page.getByRole('button', { name: 'Sign with Solana' }).click()
    const signature = await page.getByTestId('solana-signature').textContent()
    expect(
      ed25519.verify(
        new Uint8Array(getBase58Encoder().encode(signature ?? '')),
        new TextEncoder().encode('Over WalletConnect'),
        new Uint8Array(getBase58Encoder().encode(solanaAccount.address)),
      ),
    ).toBe(true)
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'solana_signMessage',
      chainId: stack.solana.caipNetworkId,
    })

    const recipient = stack.solana.accounts[0]!.address
    const before = await solBalance(stack, recipient)
    await page.getByLabel('Solana receiver').fill(recipient)
    await page.getByLabel('Solana amount').fill('0.25')
    await page.getByRole('button', { name: 'Send on Solana' }).click()
    await expect(page.getByTestId('solana-tx')).toBeVisible()
    expect(await solBalance(stack, recipient)).toBe(before + 250_000_000n)

    wallet.rejectNextRequest('solana_signMessage')
    await page.getByRole('button', { name: 'Sign with Solana' }).click()
    await expect(page.getByTestId('solana-error')).toContainText('(code 4001)')
  })
})

test.describe('Receive on Solana', () => {
  test('tokens show their own icons and whole names; Receive on one network names it alone', async ({
    page,
    stack,
    installSolanaWallet,
  }) => {
    await installSolanaWallet({ accountIndex: 1 })
    await page.goto(stack.demoUrl)
    await connectFromModal(page)
    await expect(page.getByTestId('solana-status')).toHaveText('connected')
    const dialog = page.getByRole('dialog')
    if (!(await dialog.isVisible())) await page.locator('[data-latchkey-button="connect"]').click()
    // SOL and LKSD: the server draws their icons (no 404, no monogram), and names are not cut.
    const rows = dialog.getByRole('tabpanel').getByRole('listitem')
    await expect(rows).toHaveCount(2)
    for (const row of await rows.all()) {
      const image = row.locator('img')
      await expect(image).toHaveCount(1)
      await expect
        .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0)
      const name = row.locator('.lk-token-name')
      expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
        true,
      )
    }
    await dialog.getByRole('button', { name: 'Receive' }).click()
    await expect(dialog.getByRole('heading', { name: 'Receive', exact: true })).toBeVisible()
    await expect(dialog.getByText(/^Send only assets on .+ to this address\.$/)).toBeVisible()
    await expect(dialog.getByText(/networks below/)).toHaveCount(0)
    await expect(
      dialog.getByRole('list', { name: 'Networks this address can receive on' }),
    ).toHaveCount(0)
  })
})

test.describe('Send on Solana', () => {
  test('SOL and an SPL token through the Send view: the receivers get exactly the amounts on the runtime, balances refresh; Activity says it is not available', async ({
    page,
    stack,
    installSolanaWallet,
  }) => {
    const sender = stack.solana.accounts[1]!.address
    const { token } = stack.solana
    await installSolanaWallet({ accountIndex: 1 })
    await page.goto(stack.demoUrl)
    await connectFromModal(page)
    await expect(page.getByTestId('solana-status')).toHaveText('connected')

    const dialog = await openSend(page)
    // The picker lists SOL and the SPL token the data API reads for the account.
    await dialog.getByRole('button', { name: /^Token: / }).click()
    const picker = dialog.getByRole('list', { name: 'Select Token' })
    await expect(picker.getByRole('button', { name: /SOL/ }).first()).toBeVisible()
    await expect(picker.getByRole('button', { name: new RegExp(token.symbol) })).toBeVisible()
    await dialog.getByRole('button', { name: 'Back' }).click()

    const solReceiver = await freshAddress()
    await fillSend(dialog, { token: 'SOL', amount: '0.5', to: solReceiver })
    await expect(dialog.getByTestId('send-receiver')).toContainText(solReceiver.slice(-6))
    await dialog.getByRole('button', { name: 'Preview send' }).click()
    await expect(dialog.getByRole('heading', { name: 'Review Send' })).toBeVisible()
    await expect(dialog.getByTestId('send-preview-amount')).toHaveText('0.5 SOL')
    await expect(dialog.getByTestId('send-preview-to')).toContainText(solReceiver.slice(-6))
    const signAndSend = await requestsOf(page, 'solana:signAndSendTransaction')
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(page.getByText('Transaction started')).toBeVisible()
    await expect(dialog.getByRole('tablist', { name: 'Tokens and activity' })).toBeVisible()
    expect(await solBalance(stack, solReceiver)).toBe(500_000_000n)
    expect(await requestsOf(page, 'solana:signAndSendTransaction')).toBe(signAndSend + 1)

    // History is eip155's (spec section 9): the tab says so on Solana rather than an empty list.
    await dialog.getByRole('tab', { name: 'Activity' }).click()
    await expect(
      dialog.getByRole('tabpanel').getByText('Activity is not available on this network'),
    ).toBeVisible()
    await dialog.getByRole('tab', { name: 'Tokens' }).click()

    const tokensBefore = await tokenBalance(stack, sender)
    const tokenReceiver = await freshAddress()
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(dialog.getByText(/^Balance /)).toBeVisible()
    await fillSend(dialog, { token: token.symbol, amount: '2.5', to: tokenReceiver })
    await dialog.getByRole('button', { name: 'Preview send' }).click()
    await expect(dialog.getByTestId('send-preview-amount')).toHaveText(`2.5 ${token.symbol}`)
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(dialog.getByRole('tablist', { name: 'Tokens and activity' })).toBeVisible()
    // The receiver had no token account: the transfer made it, paid by the sender.
    expect(await tokenBalance(stack, tokenReceiver)).toBe(2_500_000n)
    const tokensAfter = await tokenBalance(stack, sender)
    expect(tokensAfter).toBe(tokensBefore - 2_500_000n)
    // Once confirmed, the balances are read again: the Tokens tab shows what the runtime holds.
    await expect(dialog.getByRole('tabpanel')).toContainText(
      shown(Number(tokensAfter) / 10 ** token.decimals, token.symbol),
    )
  })

  test('a bad amount or receiver says the spec message; a decline in the wallet says the send failed and nothing moves', async ({
    page,
    stack,
    installSolanaWallet,
  }) => {
    await installSolanaWallet({ accountIndex: 1 })
    await page.goto(stack.demoUrl)
    await connectFromModal(page)
    await expect(page.getByTestId('solana-status')).toHaveText('connected')
    const dialog = await openSend(page)
    // The spec's sentence shows beside the button, which keeps a short label.
    const invalid = dialog.locator('form button[type="submit"]')
    const specMessage = dialog.getByText('Please enter a valid amount and receiver address', {
      exact: true,
    })
    const receiver = await freshAddress()

    // Nothing typed yet, a bad amount, a bad receiver (not base58; an EVM address; a name).
    await expect(invalid).toBeDisabled()
    await expect(invalid).toHaveText('Enter amount')
    await expect(specMessage).toBeVisible()
    const buttonBox = (await invalid.boundingBox())!
    expect(buttonBox.height).toBeLessThan(60)
    await fillSend(dialog, { token: 'SOL', amount: 'abc', to: receiver })
    await expect(invalid).toBeDisabled()
    await dialog.getByLabel('Amount').fill('0')
    await expect(invalid).toBeDisabled()
    await dialog.getByLabel('Amount').fill('0.1')
    await expect(dialog.getByRole('button', { name: 'Preview send' })).toBeEnabled()
    for (const bad of ['not-an-address', stack.accounts[0]!.address, 'bob.latchkey.eth']) {
      await dialog.getByLabel('To', { exact: true }).fill(bad)
      await expect(invalid).toBeDisabled()
      await expect(specMessage).toBeVisible()
      // The field says what is wrong with it; a name, that names do not work here.
      await expect(dialog.getByTestId('send-receiver-error')).toHaveText(
        bad.includes('.')
          ? 'Names do not work on this network: enter an address'
          : 'Invalid address',
      )
      await expect(dialog.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    }
    await dialog.getByLabel('To', { exact: true }).fill(`${receiver.slice(0, -1)}0`)
    await expect(invalid).toBeDisabled()

    await dialog.getByLabel('To', { exact: true }).fill(receiver)
    await dialog.getByRole('button', { name: 'Preview send' }).click()
    await expect(dialog.getByTestId('send-preview-amount')).toHaveText('0.1 SOL')
    await page.evaluate(() =>
      (
        window as unknown as {
          latchkeySolanaDevWallet: { controls: { rejectNextRequest(feature?: string): void } }
        }
      ).latchkeySolanaDevWallet.controls.rejectNextRequest(),
    )
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(dialog.getByRole('alert')).toHaveText(
      'Failed to send transaction. Please try again.',
    )
    await expect(
      page.getByRole('status').filter({ hasText: 'Failed to send transaction. Please try again.' }),
    ).toBeVisible()
    // The form stays for another try; nothing reached the runtime.
    await expect(dialog.getByRole('heading', { name: 'Review Send' })).toBeVisible()
    expect(await solBalance(stack, receiver)).toBe(0n)

    // The next try goes through.
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(dialog.getByRole('tablist', { name: 'Tokens and activity' })).toBeVisible()
    expect(await solBalance(stack, receiver)).toBe(100_000_000n)
  })
})

test('the WalletConnect wallet page has a Solana account: pairing there connects solana too, and it signs and sends what the person approves', async ({
  page,
  stack,
}) => {
  const solanaAccount = stack.solana.accounts[1]!.address
  const walletPage = await connectWalletPage(page, stack)
  await expect(walletPage.getByTestId('wallet-solana-address')).toHaveText(solanaAccount)
  await expect(page.getByTestId('solana-status')).toHaveText('connected')
  await expect(page.getByTestId('solana-address')).toHaveText(solanaAccount)
  await expect(walletPage.getByRole('region', { name: 'Sessions' })).toContainText(
    stack.solana.caipNetworkId,
  )

  await page.getByLabel('Solana message').fill('Signed on the wallet page')
  await page.getByRole('button', { name: 'Sign with Solana' }).click()
  await expect(walletPage.getByTestId('request-message')).toHaveText('Signed on the wallet page')
  await answerInWalletPage(walletPage, 'solana_signMessage', 'Approve')
  await expect(page.getByTestId('solana-signature')).toBeVisible()
  const signature = await page.getByTestId('solana-signature').textContent()
  expect(
    ed25519.verify(
      new Uint8Array(getBase58Encoder().encode(signature ?? '')),
      new TextEncoder().encode('Signed on the wallet page'),
      new Uint8Array(getBase58Encoder().encode(solanaAccount)),
    ),
  ).toBe(true)

  const recipient = await freshAddress()
  await page.getByLabel('Solana receiver').fill(recipient)
  await page.getByLabel('Solana amount').fill('0.2')
  await page.getByRole('button', { name: 'Send on Solana' }).click()
  await answerInWalletPage(walletPage, 'solana_signAndSendTransaction', 'Approve')
  await expect(page.getByTestId('solana-tx')).toBeVisible()
  expect(await solBalance(stack, recipient)).toBe(200_000_000n)

  await page.getByRole('button', { name: 'Send on Solana' }).click()
  await answerInWalletPage(walletPage, 'solana_signAndSendTransaction', 'Reject')
  await expect(page.getByTestId('solana-error')).toContainText('(code 4001)')
  expect(await solBalance(stack, recipient)).toBe(200_000_000n)
})
