// @vitest-environment happy-dom
import type { LatchkeyClient } from '@latchkey/core'
import { getAccount, getModal, switchNetwork } from '@latchkey/core'
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { getShownWalletFeatures } from '../../../../core/src/walletFeatures/getShownWalletFeatures.js'
import { createDataApiStub } from '../../../../core/test/createDataApiStub.js'
import { checkAccessibility } from '../../../test/axe.js'
import {
  address,
  connect,
  devnet2,
  getModalHost,
  modal,
  openModal,
  renderWithClient,
  setupClient,
} from '../../../test/setup.js'
import { loadAccountViewSwitch } from '../../modal/loadModalView.js'
import { getLoadedView } from '../../modal/loadView.js'

let client: LatchkeyClient
const writeText = vi.fn<(text: string) => Promise<void>>()
beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
})
afterEach(() => {
  cleanup()
  client.destroy()
  vi.unstubAllGlobals()
})

async function openAccount(wallet = setupClient()) {
  client = wallet.client
  renderWithClient(client)
  await connect(client)
  await openModal(client)
  // The heading is the shell's; the view's chunk may still be loading.
  await waitFor(() => modal().getByRole('button', { name: 'Copy address' }))
  return wallet
}

describe('Account', () => {
  test("behavior: it prefetches the switch of the views it leads to (Send, Swap, Buy, Receive), which the modal's chunk leaves out", async () => {
    ;({ client } = setupClient())
    renderWithClient(client)
    await connect(client)
    expect(getLoadedView(loadAccountViewSwitch)).toBeUndefined()
    await openModal(client)
    await waitFor(() => modal().getByRole('button', { name: 'Copy address' }))
    await waitFor(() => expect(getLoadedView(loadAccountViewSwitch)).toBeDefined())
  })

  test('default: avatar, address 4+6, wallet, balance, network, explorer link, disconnect', async () => {
    await openAccount()
    expect(modal().getByText('0xf39F…b92266').getAttribute('title')).toBe(address)
    await waitFor(() => modal().getByText('10,000 ETH'))
    expect(modal().getByText('Connected with Test Wallet')).toBeTruthy()
    expect(modal().getByRole('button', { name: 'Network: Devnet' })).toBeTruthy()
    const explorer = modal().getByRole('link', { name: 'View on Devscan' })
    expect(explorer.getAttribute('href')).toBe(`http://127.0.0.1:4000/address/${address}`)
    expect(explorer.getAttribute('target')).toBe('_blank')
    expect(modal().getByRole('button', { name: 'Disconnect' })).toBeTruthy()
    expect(
      getModalHost().shadowRoot?.querySelector('.lk-stack > svg[aria-hidden="true"]'),
    ).not.toBeNull()
    expect(await checkAccessibility(getModalHost())).toEqual([])
  })

  test('behavior: an embedded login names the login the user used: the social provider, a passkey, else the wallet', async () => {
    await openAccount()
    const chip = () => modal().getByText(/^Connected with /)
    expect(chip().textContent).toBe('Connected with Test Wallet')
    const setLogin = (login: { socialProvider?: 'x' | 'google' | 'farcaster'; passkey?: true }) =>
      act(() =>
        client.stores.chains.setAccount('eip155', {
          socialProvider: login.socialProvider,
          signedInWithPasskey: login.passkey === true,
        }),
      )
    for (const [provider, name] of [
      ['x', 'X'],
      ['google', 'Google'],
      ['farcaster', 'Farcaster'],
    ] as const) {
      await setLogin({ socialProvider: provider })
      expect(chip().textContent).toBe(`Connected with ${name}`)
    }
    await setLogin({ passkey: true })
    expect(chip().textContent).toBe('Connected with a passkey')
    await setLogin({})
    expect(chip().textContent).toBe('Connected with Test Wallet')
  })

  test("behavior: copy writes the address and toasts 'Address copied'", async () => {
    await openAccount()
    fireEvent.click(modal().getByRole('button', { name: 'Copy address' }))
    await waitFor(() => expect(modal().getByRole('status').textContent).toBe('Address copied'))
    expect(writeText).toHaveBeenCalledWith(address)
  })

  test('behavior: a network without an explorer has no link', async () => {
    const wallet = await openAccount()
    await act(() => switchNetwork(client, devnet2))
    expect(wallet.wallet.chainId).toBe(31338)
    await openModal(client)
    await waitFor(() => modal().getByRole('button', { name: 'Network: Devnet 2' }))
    expect(modal().queryByRole('link')).toBeNull()
  })

  test('behavior: the network opens Networks', async () => {
    await openAccount()
    fireEvent.click(modal().getByRole('button', { name: 'Network: Devnet' }))
    await waitFor(() => modal().getByRole('heading', { name: 'Choose Network' }))
  })

  test('behavior: disconnect closes the modal; it reopens on Connect', async () => {
    await openAccount()
    await act(async () => fireEvent.click(modal().getByRole('button', { name: 'Disconnect' })))
    await waitFor(() => expect(getModal(client).open).toBe(false))
    await openModal(client)
    await waitFor(() => modal().getByRole('heading', { name: 'Connect Wallet' }))
    expect(getAccount(client).isConnected).toBe(false)
    expect(modal().getByRole('button', { name: 'Test Wallet' })).toBeTruthy()
  })

  test("behavior: a failed disconnect toasts 'Failed to disconnect' and shakes", async () => {
    const wallet = await openAccount()
    wallet.wallet.nextError = new Error('wallet busy')
    const shake = vi.spyOn(client.stores.modal, 'shake')
    await act(async () => fireEvent.click(modal().getByRole('button', { name: 'Disconnect' })))
    await waitFor(() =>
      expect(modal().getByRole('status').textContent).toBe('Failed to disconnect'),
    )
    expect(shake).toHaveBeenCalledOnce()
    expect(modal().getByRole('heading', { name: 'Account' })).toBeTruthy()
  })

  test('behavior: the wallet ending the session falls back to Connect', async () => {
    const wallet = await openAccount()
    act(() => wallet.disconnectFromWallet())
    await waitFor(() => modal().getByRole('heading', { name: 'Connect Wallet' }))
  })

  test("behavior: the identity's name and avatar, with the address under the name", async () => {
    // A stand-in data API (core/test/createDataApiStub.ts) answers the identity.
    const stub = createDataApiStub({
      identities: {
        [address.toLowerCase()]: {
          name: 'henry.latchkey.eth',
          avatar: 'https://avatars.example/henry.png',
        },
      },
    })
    vi.stubGlobal('fetch', stub.fetch)
    await openAccount(setupClient({ options: { apiUrl: 'http://api.test' } }))
    await waitFor(() => modal().getByText('henry.latchkey.eth'))
    expect(modal().getByText('0xf39F…b92266').getAttribute('title')).toBe(address)
    const image = getModalHost().shadowRoot?.querySelector('img.lk-profile-image')
    expect(image?.getAttribute('src')).toBe('https://avatars.example/henry.png')
    expect(image?.getAttribute('alt')).toBe('')
    expect(await checkAccessibility(getModalHost())).toEqual([])
  })

  test('behavior: Receive shows; Send only where the adapter covers the namespace; Swap and Buy only where the data API serves the network', async () => {
    await openAccount()
    await waitFor(() => modal().getByText('10,000 ETH'))
    expect(modal().getByRole('button', { name: 'Receive' })).toBeTruthy()
    // The test adapter brings no send methods: Send does not cover its namespace.
    for (const name of ['Buy', 'Swap', 'Send'])
      expect(modal().queryByRole('button', { name })).toBeNull()
  })

  test('parameters: a built feature shows when on, in the dapp’s order; none in basic mode', () => {
    const ready = { onramp: true, swaps: true, receive: true, send: true }
    const { options } = setupClient({
      options: { features: { onramp: false, walletFeaturesOrder: ['send', 'receive', 'swaps'] } },
    }).client
    expect(getShownWalletFeatures(options, ready)).toEqual(['send', 'receive', 'swaps'])
    expect(getShownWalletFeatures(options, { ...ready, receive: false })).toEqual(['send', 'swaps'])
    // All four are built.
    expect(getShownWalletFeatures(options)).toEqual(['send', 'receive', 'swaps'])
    expect(getShownWalletFeatures({ ...options, basic: true }, ready)).toEqual([])
    client = setupClient().client
  })
})
