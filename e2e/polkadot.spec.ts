// Polkadot in the browser: the demo against the stack's Polkadot dev ledger (a stand-in for a
// Substrate node serving the JSON-RPC reads) with devchain's polkadot{.js}-style test wallet (a
// real sr25519 key) injected into `window.injectedWeb3` by an init script, beside the EVM dev
// wallet of the same name; and devchain's WalletConnect wallet answering the polkadot namespace.
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from '@latchkey/devchain'
import { u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { expect, test } from './fixtures.js'

const walletName = 'Latchkey Dev Wallet'

test.beforeAll(() => cryptoWaitReady())

const requestsOf = (page: import('@playwright/test').Page, method: string) =>
  page.evaluate(
    (name) =>
      (
        window as unknown as {
          latchkeyPolkadotDevWallet: { controls: { requests: { method: string }[] } }
        }
      ).latchkeyPolkadotDevWallet.controls.requests.filter((request) => request.method === name)
        .length,
    method,
  )

test('the Dev wallet connects on Polkadot Devnet: Account shows the SS58 address and the DEV balance; it signs, declines, disconnects', async ({
  page,
  stack,
  installWallet,
  installPolkadotWallet,
}) => {
  const account = stack.polkadot.accounts[0]!
  await installWallet()
  await installPolkadotWallet()
  await page.goto(stack.demoUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  // One entry for the wallet on both namespaces.
  await expect(dialog.getByRole('button', { name: walletName })).toHaveCount(1)
  await dialog.getByRole('button', { name: walletName }).click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('polkadot-status')).toHaveText('connected')
  await expect(page.getByTestId('polkadot-address')).toHaveText(account.address)
  expect(await requestsOf(page, 'enable')).toBe(1)

  // Networks lists Polkadot Devnet; switching to it needs no new connection.
  await page
    .getByRole('button', { name: /Latchkey Devnet/ })
    .first()
    .click()
  const networks = dialog.getByRole('list', { name: 'Networks' })
  await networks.getByRole('button', { name: stack.polkadot.name }).click()
  await expect(page.getByTestId('network-id')).toHaveText(stack.polkadot.caipNetworkId)
  await expect(page.getByTestId('account-address')).toHaveText(account.address)
  expect(await requestsOf(page, 'enable')).toBe(1)

  // Account: the address (shortened) and the balance the ledger holds, 10,000 DEV.
  await page
    .getByRole('button', { name: new RegExp(account.address.slice(0, 4)) })
    .first()
    .click()
  await expect(
    dialog.getByText(account.address.slice(0, 4), { exact: false }).first(),
  ).toBeVisible()
  await expect(dialog.getByText(/10,?000(\.0+)? DEV|10K DEV/).first()).toBeVisible()
  await page.keyboard.press('Escape')

  // A message signed polkadot{.js}-style: sr25519 over the <Bytes>-wrapped text.
  await page.getByLabel('Polkadot message').fill('Hello from the Latchkey demo')
  await page.getByRole('button', { name: 'Sign with Polkadot' }).click()
  const signature = (await page.getByTestId('polkadot-signature').textContent()) ?? ''
  expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
  const wrapped = u8aWrapBytes('Hello from the Latchkey demo')
  expect(signatureVerify(wrapped, signature, account.address).isValid).toBe(true)
  expect(signatureVerify(u8aWrapBytes('Other'), signature, account.address).isValid).toBe(false)

  // The person says no in the extension: 4001, no signature.
  await page.evaluate(() =>
    (
      window as unknown as {
        latchkeyPolkadotDevWallet: { controls: { rejectNextRequest(method?: string): void } }
      }
    ).latchkeyPolkadotDevWallet.controls.rejectNextRequest('signRaw'),
  )
  await page.getByRole('button', { name: 'Sign with Polkadot' }).click()
  await expect(page.getByTestId('polkadot-error')).toContainText('(code 4001)')

  await page
    .getByRole('button', { name: new RegExp(account.address.slice(0, 4)) })
    .first()
    .click()
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('polkadot-status')).toHaveText('disconnected')
})

test('sign in with a Polkadot wallet: a CAIP-122 message signed with signRaw, verified by the server (sr25519)', async ({
  page,
  stack,
  installPolkadotWallet,
}) => {
  const account = stack.polkadot.accounts[1]!
  await installPolkadotWallet({ accountIndex: 1 })
  await page.goto(`${stack.demoUrl}/?siwx=optional`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: walletName }).click()
  await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Sign' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('siwx-status')).toHaveText('authenticated')
  await expect(page.getByTestId('siwx-address')).toHaveText(account.address)
  expect(await requestsOf(page, 'signRaw')).toBe(1)

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
    caipNetworkId: stack.polkadot.caipNetworkId,
  })
  expect(session.body.message).toContain(
    `${new URL(stack.demoUrl).host} wants you to sign in with your Polkadot account:\n${account.address}`,
  )
  // The server checked the signature; check it here too: sr25519 over the <Bytes>-wrapped message.
  const wrapped = u8aWrapBytes(session.body.message)
  expect(signatureVerify(wrapped, session.body.signature, account.address).isValid).toBe(true)
})

test.describe('WalletConnect with the polkadot namespace', () => {
  const wallets: WalletConnectTestWallet[] = []
  test.afterEach(async () => {
    for (const wallet of wallets.splice(0)) await wallet.close()
  })

  test('one session holds eip155 and polkadot; the Polkadot account shows and signs over it', async ({
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
    const account = stack.polkadot.accounts[2]!
    const wallet = await createWalletConnectTestWallet({
      relayUrl: stack.relayUrl,
      privateKey: stack.accounts[3]!.privateKey,
      chains: stack.networks.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
      polkadot: {
        secretKey: account.secretKey,
        address: account.address,
        caipNetworkIds: [stack.polkadot.caipNetworkId],
      },
    })
    wallets.push(wallet)
    await wallet.pair(uri)
    const session = await wallet.approveNext()
    expect(Object.keys(session.namespaces).sort()).toEqual(['eip155', 'polkadot'])
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(page.getByTestId('polkadot-status')).toHaveText('connected')
    await expect(page.getByTestId('polkadot-address')).toHaveText(account.address)

    await page.getByLabel('Polkadot message').fill('Over WalletConnect')
    await page.getByRole('button', { name: 'Sign with Polkadot' }).click()
    const signature = (await page.getByTestId('polkadot-signature').textContent()) ?? ''
    expect(
      signatureVerify(u8aWrapBytes('Over WalletConnect'), signature, account.address).isValid,
    ).toBe(true)
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'polkadot_signMessage',
      chainId: stack.polkadot.caipNetworkId,
    })
  })
})
