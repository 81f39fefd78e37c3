// All four namespaces in one session: the demo's Dev wallet carries an EVM side (EIP-6963), a
// Solana and a Bitcoin side (Wallet Standard) and a Polkadot side (`window.injectedWeb3`) under
// one name, against the stack's dev chains and ledgers. One Connect entry connects all four; the
// Networks view moves between them with no new prompt; a reload restores them; Disconnect ends all.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'

const walletName = 'Latchkey Dev Wallet'

/** How many times the page's dev wallet sides were asked to connect, by side. */
const connectRequests = (page: Page) =>
  page.evaluate(() => {
    type Requests = { requests: Array<{ feature?: string; method?: string }> }
    const sides = window as unknown as {
      latchkeySolanaDevWallet: { controls: Requests }
      latchkeyBitcoinDevWallet: { controls: Requests }
      latchkeyPolkadotDevWallet: { controls: Requests }
    }
    const count = (side: Requests, name: string) =>
      side.requests.filter((request) => (request.feature ?? request.method) === name).length
    return {
      solana: count(sides.latchkeySolanaDevWallet.controls, 'standard:connect'),
      bitcoin: count(sides.latchkeyBitcoinDevWallet.controls, 'bitcoin:connect'),
      polkadot: count(sides.latchkeyPolkadotDevWallet.controls, 'enable'),
    }
  })

test('one wallet on eip155, solana, bip122 and polkadot: one entry connects all four, Networks switches between them without a prompt, a reload restores them, Disconnect ends all', async ({
  page,
  stack,
  installWallet,
  installSolanaWallet,
  installBitcoinWallet,
  installPolkadotWallet,
}) => {
  await installWallet()
  await installSolanaWallet()
  await installBitcoinWallet()
  await installPolkadotWallet()
  await page.goto(stack.demoUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('button', { name: walletName })).toHaveCount(1)
  await dialog.getByRole('button', { name: walletName }).click()

  const evmAddress = stack.accounts[0]!.address
  const addresses = {
    solana: stack.solana.accounts[0]!.address,
    bitcoin: stack.bitcoin.accounts[0]!.address,
    polkadot: stack.polkadot.accounts[0]!.address,
  }
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('account-address')).toHaveText(evmAddress)
  await expect(page.getByTestId('solana-address')).toHaveText(addresses.solana)
  await expect(page.getByTestId('bitcoin-address')).toHaveText(addresses.bitcoin)
  await expect(page.getByTestId('polkadot-address')).toHaveText(addresses.polkadot)
  // The dapp's first network is eip155's: it stays the active one.
  await expect(page.getByTestId('network-id')).toHaveText(`eip155:${stack.networks[0]!.chainId}`)
  expect(await connectRequests(page)).toEqual({ solana: 1, bitcoin: 1, polkadot: 1 })

  // Through every namespace and back to eip155, each from the Networks view.
  const stops = [
    { name: stack.solana.name, id: stack.solana.caipNetworkId, address: addresses.solana },
    { name: stack.bitcoin.name, id: stack.bitcoin.caipNetworkId, address: addresses.bitcoin },
    { name: stack.polkadot.name, id: stack.polkadot.caipNetworkId, address: addresses.polkadot },
    {
      name: stack.networks[1]!.name,
      id: `eip155:${stack.networks[1]!.chainId}`,
      address: evmAddress,
    },
  ]
  for (const stop of stops) {
    await page.locator('[data-latchkey-button="network"]').click()
    const networks = dialog.getByRole('list', { name: 'Networks' })
    await networks.getByRole('button', { name: stop.name, exact: true }).click()
    await expect(page.getByTestId('network-id')).toHaveText(stop.id)
    await expect(page.getByTestId('account-address')).toHaveText(stop.address)
    await expect(dialog).toBeHidden()
  }
  // No side was asked again: the switches used the sessions the one connection made.
  expect(await connectRequests(page)).toEqual({ solana: 1, bitcoin: 1, polkadot: 1 })

  // A reload restores all four silently, on the network last chosen.
  await page.reload()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(page.getByTestId('network-id')).toHaveText(`eip155:${stack.networks[1]!.chainId}`)
  await expect(page.getByTestId('solana-status')).toHaveText('connected')
  await expect(page.getByTestId('bitcoin-status')).toHaveText('connected')
  await expect(page.getByTestId('polkadot-status')).toHaveText('connected')

  // One Disconnect in Account ends every namespace the wallet is connected on.
  await page.locator('[data-latchkey-button="connect"]').click()
  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('disconnected')
  await expect(page.getByTestId('solana-status')).toHaveText('disconnected')
  await expect(page.getByTestId('bitcoin-status')).toHaveText('disconnected')
  await expect(page.getByTestId('polkadot-status')).toHaveText('disconnected')
})

test("Send says 'Unsupported chain' on bip122 and polkadot, and Account shows no Send there; on solana and eip155 the form opens", async ({
  page,
  stack,
  installWallet,
  installSolanaWallet,
  installBitcoinWallet,
  installPolkadotWallet,
}) => {
  await installWallet()
  await installSolanaWallet()
  await installBitcoinWallet()
  await installPolkadotWallet()
  await page.goto(stack.demoUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: walletName }).click()
  await expect(page.getByTestId('account-status')).toHaveText('connected')
  await expect(dialog).toBeHidden()

  const stops = [
    { name: stack.bitcoin.name, id: stack.bitcoin.caipNetworkId, sends: false },
    { name: stack.polkadot.name, id: stack.polkadot.caipNetworkId, sends: false },
    { name: stack.solana.name, id: stack.solana.caipNetworkId, sends: true },
    { name: stack.networks[0]!.name, id: `eip155:${stack.networks[0]!.chainId}`, sends: true },
  ]
  for (const stop of stops) {
    await page.locator('[data-latchkey-button="network"]').click()
    const networks = dialog.getByRole('list', { name: 'Networks' })
    await networks.getByRole('button', { name: stop.name, exact: true }).click()
    await expect(page.getByTestId('network-id')).toHaveText(stop.id)
    await expect(dialog).toBeHidden()

    // Account: a Send button only where Send works.
    await page.locator('[data-latchkey-button="connect"]').click()
    await expect(dialog.getByRole('button', { name: 'Disconnect' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Send', exact: true })).toHaveCount(
      stop.sends ? 1 : 0,
    )
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    // A dapp opening Send (the demo's card calls open({ view: 'WalletSend', arguments })).
    const card = page.getByRole('region', { name: 'Send tokens' })
    await card.getByRole('button', { name: 'Open Send prefilled' }).click()
    await expect(dialog).toBeVisible()
    if (stop.sends) {
      await expect(dialog.getByLabel('Amount')).toBeVisible()
      await expect(dialog.getByText('Unsupported chain')).toHaveCount(0)
    } else {
      await expect(dialog.getByText('Unsupported chain', { exact: true })).toBeVisible()
      await expect(dialog.getByLabel('Amount')).toHaveCount(0)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  }
})
