// Bitcoin in the browser: the demo against the stack's Bitcoin dev ledger (a regtest stand-in that
// checks signatures, behind an Esplora API) with devchain's Wallet Standard test wallet (real
// secp256k1 keys) injected by an init script, and over WalletConnect with devchain's test wallet.
import {
  bitcoinRegtestNetwork,
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
} from '@latchkey/devchain'
import type { Page } from '@playwright/test'
import { Verifier } from 'bip322-js'
import { expect, test } from './fixtures.js'
import type { StackInfo } from './globalSetup.js'

const walletName = 'Latchkey Dev Wallet'

/** The address's balance on the ledger, in BTC as the demo writes it. */
async function btcBalance(stack: StackInfo, address: string) {
  const reply = await (await fetch(`${stack.bitcoin.rpcUrl}/address/${address}`)).json()
  const { funded_txo_sum, spent_txo_sum } = reply.chain_stats
  return (funded_txo_sum - spent_txo_sum) / 1e8
}

const requestsOf = (page: Page, feature: string) =>
  page.evaluate(
    (name) =>
      (
        window as unknown as {
          latchkeyBitcoinDevWallet: { controls: { requests: { feature: string }[] } }
        }
      ).latchkeyBitcoinDevWallet.controls.requests.filter((request) => request.feature === name)
        .length,
    feature,
  )

test('a Bitcoin wallet connects on Bitcoin Devnet: the bcrt1 address and the balance show; it signs (BIP-322), sends, and disconnects', async ({
  page,
  stack,
  installBitcoinWallet,
}) => {
  const [account, , recipient] = stack.bitcoin.accounts
  await installBitcoinWallet()
  await page.goto(stack.demoUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: walletName }).click()
  await expect(page.getByTestId('bitcoin-status')).toHaveText('connected')
  await expect(page.getByTestId('bitcoin-address')).toHaveText(account!.address)
  await expect(page.getByTestId('network-id')).toHaveText(stack.bitcoin.caipNetworkId)
  const balance = await btcBalance(stack, account!.address)
  await expect(page.getByTestId('bitcoin-balance')).toHaveText(String(balance))
  expect(await requestsOf(page, 'bitcoin:connect')).toBe(1)

  // The account button and the widget's Account view: the address (shortened) and the balance.
  const shortened = `${account!.address.slice(0, 4)}…${account!.address.slice(-6)}`
  const accountButton = page.getByRole('button', { name: `${balance} BTC ${shortened}` })
  await expect(accountButton).toBeVisible()
  await accountButton.click()
  await expect(dialog.getByText(shortened).first()).toBeVisible()
  await expect(dialog.getByText(`${balance} BTC`).first()).toBeVisible()
  await page.keyboard.press('Escape')

  await page.getByLabel('Bitcoin message').fill('Sign in to the Latchkey demo')
  await page.getByRole('button', { name: 'Sign with Bitcoin' }).click()
  const signature = (await page.getByTestId('bitcoin-signature').textContent()) ?? ''
  expect(
    Verifier.verifySignature(account!.address, 'Sign in to the Latchkey demo', signature),
  ).toBe(true)
  expect(Verifier.verifySignature(account!.address, 'Other', signature)).toBe(false)

  const before = await btcBalance(stack, recipient!.address)
  await page.getByLabel('Bitcoin receiver').fill(recipient!.address)
  await page.getByLabel('Amount in sats').fill('2500000')
  await page.getByRole('button', { name: 'Send on Bitcoin' }).click()
  await expect(page.getByTestId('bitcoin-tx')).toHaveText(/^[0-9a-f]{64}$/)
  expect(await btcBalance(stack, recipient!.address)).toBeCloseTo(before + 0.025, 8)

  await page.evaluate(() =>
    (
      window as unknown as {
        latchkeyBitcoinDevWallet: { controls: { rejectNextRequest(feature?: string): void } }
      }
    ).latchkeyBitcoinDevWallet.controls.rejectNextRequest('bitcoin:signMessage'),
  )
  await page.getByRole('button', { name: 'Sign with Bitcoin' }).click()
  await expect(page.getByTestId('bitcoin-error')).toContainText('(code 4001)')

  await page.getByRole('button', { name: new RegExp(shortened) }).click()
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('bitcoin-status')).toHaveText('disconnected')
  expect(await requestsOf(page, 'standard:disconnect')).toBe(1)
})

test('sign in with a Bitcoin wallet: a CAIP-122 message signed BIP-322 by the wallet, verified by the server', async ({
  page,
  stack,
  installBitcoinWallet,
}) => {
  const account = stack.bitcoin.accounts[2]!
  await installBitcoinWallet({ accountIndex: 2 })
  await page.goto(`${stack.demoUrl}/?siwx=optional`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: walletName }).click()
  await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Sign' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('siwx-status')).toHaveText('authenticated')
  await expect(page.getByTestId('siwx-address')).toHaveText(account.address)
  expect(await requestsOf(page, 'bitcoin:signMessage')).toBe(1)

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
    caipNetworkId: stack.bitcoin.caipNetworkId,
  })
  expect(session.body.message).toContain(
    `${new URL(stack.demoUrl).host} wants you to sign in with your Bitcoin account:\n${account.address}`,
  )
  // The server checked the signature; check it here too, independently.
  expect(
    Verifier.verifySignature(account.address, session.body.message, session.body.signature),
  ).toBe(true)
})

test.describe('WalletConnect with bip122', () => {
  const wallets: WalletConnectTestWallet[] = []
  test.afterEach(async () => {
    for (const wallet of wallets.splice(0)) await wallet.close()
  })

  test('one session holds eip155 and bip122; the Bitcoin address shows and signs over it', async ({
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
    const account = stack.bitcoin.accounts[3]!
    const wallet = await createWalletConnectTestWallet({
      relayUrl: stack.relayUrl,
      privateKey: stack.accounts[3]!.privateKey,
      chains: stack.networks.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
      bitcoin: {
        account,
        chains: [
          {
            ids: [stack.bitcoin.caipNetworkId],
            esploraUrl: stack.bitcoin.rpcUrl,
            network: bitcoinRegtestNetwork,
          },
        ],
      },
    })
    wallets.push(wallet)
    await wallet.pair(uri)
    const session = await wallet.approveNext()
    expect(Object.keys(session.namespaces).sort()).toEqual(['bip122', 'eip155'])
    await expect(page.getByTestId('account-status')).toHaveText('connected')
    await expect(page.getByTestId('bitcoin-status')).toHaveText('connected')
    await expect(page.getByTestId('bitcoin-address')).toHaveText(account.address)
    expect(wallet.bitcoinAddress).toBe(account.address)

    await page.getByLabel('Bitcoin message').fill('Over WalletConnect')
    await page.getByRole('button', { name: 'Sign with Bitcoin' }).click()
    const signature = (await page.getByTestId('bitcoin-signature').textContent()) ?? ''
    expect(Verifier.verifySignature(account.address, 'Over WalletConnect', signature)).toBe(true)
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'signMessage',
      chainId: stack.bitcoin.caipNetworkId,
    })

    wallet.rejectNextRequest('signMessage')
    await page.getByRole('button', { name: 'Sign with Bitcoin' }).click()
    await expect(page.getByTestId('bitcoin-error')).toContainText('(code 4001)')
  })
})
