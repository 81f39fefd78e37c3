// @vitest-environment happy-dom
import type { LatchkeyClient } from '@latchkey/core'
import { getRouter } from '@latchkey/core'
import { cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import * as clientActions from '../../../../core/src/client/clientActions.js'
import { checkAccessibility } from '../../../test/axe.js'
import {
  getModalHost,
  modal,
  openModal,
  renderWithClient,
  setupClient,
} from '../../../test/setup.js'
import { emulatePhone } from '../../../test/walletConnect.js'

// The views connect through core's actions chunk: its `connect` is watched (and held pending
// where a test says so), the real one running otherwise.
vi.mock('../../../../core/src/client/clientActions.js', async (importOriginal) => {
  const actual =
    await importOriginal<typeof import('../../../../core/src/client/clientActions.js')>()
  return { ...actual, connect: vi.fn(actual.connect) }
})

let client: LatchkeyClient
afterEach(() => {
  vi.mocked(clientActions.connect).mockClear()
  cleanup()
  client.destroy()
})

const icon = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E'

describe('Connect', () => {
  test('default: each wallet is a button named by the wallet, with its icon and tag', async () => {
    ;({ client } = setupClient({
      adapter: {
        connectors: [
          {
            id: 'io.test',
            name: 'Test Wallet',
            type: 'ANNOUNCED',
            chain: 'eip155',
            imageUrl: icon,
          },
        ],
      },
    }))
    renderWithClient(client)
    await openModal(client)
    const wallet = modal().getByRole('button', { name: 'Test Wallet' })
    expect(wallet.querySelector('img')?.getAttribute('src')).toBe(icon)
    expect(wallet.querySelector('img')?.getAttribute('alt')).toBe('')
    // The tag is the button's description, not part of its name.
    const tag = getModalHost().shadowRoot?.getElementById(
      wallet.getAttribute('aria-describedby') ?? '',
    )
    expect(tag?.textContent).toBe('Installed')
    expect(tag?.getAttribute('aria-hidden')).toBe('true')
    expect(modal().getByRole('list', { name: 'Wallets' })).toBeTruthy()
    expect(await checkAccessibility(getModalHost())).toEqual([])
  })

  test("behavior: core's group order, the recent wallet first with a 'Recent' tag", async () => {
    ;({ client } = setupClient({
      adapter: {
        connectors: [
          { id: 'io.test', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155' },
          { id: 'io.other', name: 'Other Wallet', type: 'ANNOUNCED', chain: 'eip155' },
          { id: 'safe', name: 'Safe', type: 'EXTERNAL', chain: 'eip155' },
        ],
      },
      stored: {
        recentWallets: [
          { id: 'io.other', name: 'Other Wallet', type: 'ANNOUNCED', chain: 'eip155' },
        ],
      },
    }))
    renderWithClient(client)
    await openModal(client)
    const buttons = modal()
      .getAllByRole('button')
      .filter((button) => button.closest('ul'))
    expect(
      buttons.map((button) => [
        button.querySelector('.lk-item-name')?.textContent,
        button.querySelector('.lk-tag')?.textContent,
      ]),
    ).toEqual([
      ['Other Wallet', 'Recent'],
      ['Test Wallet', 'Installed'],
      ['Safe', undefined],
    ])
    expect(await checkAccessibility(getModalHost())).toEqual([])
  })

  test("behavior: the 'Browser Wallet' fallback has no 'Installed' tag", async () => {
    ;({ client } = setupClient({
      adapter: {
        connectors: [{ id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' }],
      },
    }))
    renderWithClient(client)
    await openModal(client)
    expect(modal().getByRole('button', { name: 'Browser Wallet' }).textContent).toBe(
      'Browser Wallet',
    )
  })

  test('behavior: no wallet found', async () => {
    ;({ client } = setupClient({ adapter: { connectors: [] } }))
    renderWithClient(client)
    await openModal(client)
    expect(modal().getByText('No wallet found. Install a browser wallet to continue.')).toBeTruthy()
    expect(await checkAccessibility(getModalHost())).toEqual([])
  })

  test('behavior: a click connects the wallet and opens ConnectingExternal', async () => {
    ;({ client } = setupClient())
    const connect = vi.mocked(clientActions.connect).mockReturnValueOnce(new Promise(() => {}))
    renderWithClient(client)
    await openModal(client)
    fireEvent.click(modal().getByRole('button', { name: 'Test Wallet' }))
    // The actions' chunk loads first (at once here: the modal already fetched it).
    await waitFor(() => expect(connect).toHaveBeenCalledWith(client, { connectorId: 'io.test' }))
    expect(getRouter(client)).toMatchObject({
      view: 'ConnectingExternal',
      data: { connector: { id: 'io.test' } },
    })
    await waitFor(() => modal().getByText('Continue in Test Wallet'))
  })

  test('behavior: WalletConnect is the first entry on a desktop; a click opens ConnectingWalletConnect', async () => {
    ;({ client } = setupClient({ adapter: { connectors: [testWallet, walletConnect] } }))
    const connect = vi.mocked(clientActions.connect).mockReturnValueOnce(new Promise(() => {}))
    renderWithClient(client)
    await openModal(client)
    const names = modal()
      .getAllByRole('button')
      .filter((button) => button.closest('li'))
      .map((button) => button.querySelector('.lk-item-name')?.textContent)
    expect(names).toEqual(['WalletConnect', 'Test Wallet'])
    // The WalletConnect mark stands in for an announced icon.
    const entry = modal().getByRole('button', { name: 'WalletConnect' })
    expect(entry.querySelector('svg rect')?.getAttribute('fill')).toBe('#3b99fc')
    fireEvent.click(entry)
    expect(getRouter(client)).toMatchObject({
      view: 'ConnectingWalletConnect',
      data: { connector: { id: 'walletConnect' } },
    })
    // The view starts the pairing.
    await waitFor(() =>
      expect(connect).toHaveBeenCalledWith(client, {
        connectorId: 'walletConnect',
        wallet: undefined,
      }),
    )
    await waitFor(() => modal().getByRole('heading', { name: 'WalletConnect' }))
    expect(await checkAccessibility(getModalHost())).toEqual([])
  })

  test('behavior: on a phone WalletConnect comes after the wallets that open directly', async () => {
    const restore = emulatePhone()
    try {
      ;({ client } = setupClient({ adapter: { connectors: [testWallet, walletConnect] } }))
      renderWithClient(client)
      await openModal(client)
      const names = modal()
        .getAllByRole('button')
        .filter((button) => button.closest('li'))
        .map((button) => button.querySelector('.lk-item-name')?.textContent)
      expect(names).toEqual(['Test Wallet', 'WalletConnect'])
    } finally {
      restore()
    }
  })
})

const testWallet = {
  id: 'io.test',
  name: 'Test Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
} as const
const walletConnect = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
} as const
