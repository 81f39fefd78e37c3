// @vitest-environment happy-dom
// Basic mode (no adapters) over core's real client, with core's stand-in of the SDK
// (test/walletConnect.ts says what it covers and where the real SDK, relay and wallet run).
import type { LatchkeyClient } from '@latchkey/core'
import { getAccount, getConnection, getRouter } from '@latchkey/core'
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { checkAccessibility } from '../../../test/axe.js'
import { getModalHost, modal, openModal, renderWithClient } from '../../../test/setup.js'
import { setupWalletConnectClient, walletAddress } from '../../../test/walletConnect.js'

vi.mock(
  '../../../../core/src/walletconnect/loadUniversalProvider.js',
  async () => (await import('../../../test/fakeWalletConnectSdk.js')).fakeWalletConnectSdk,
)

let client: LatchkeyClient
afterEach(() => {
  cleanup()
  client.destroy()
})

const rainbow = {
  id: 'rainbow',
  name: 'Rainbow',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
  explorerId: 'rainbow-id',
}

describe('ConnectingWalletConnectBasic', () => {
  test('default: the modal opens on the WalletConnect QR code, which connects', async () => {
    const setup = setupWalletConnectClient()
    client = setup.client
    renderWithClient(client)
    await openModal(client)
    expect(getRouter(client).view).toBe('ConnectingWalletConnectBasic')
    expect(modal().getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
    await waitFor(() => modal().getByRole('img', { name: 'QR code to connect with WalletConnect' }))
    expect(modal().getByRole('button', { name: 'Copy link' })).toBeTruthy()
    // No registry wallet listed: no list.
    expect(modal().queryByRole('list')).toBeNull()
    expect(await checkAccessibility(getModalHost())).toEqual([])
    act(() => setup.approve())
    await waitFor(() => expect(getAccount(client).address).toBe(walletAddress))
  })

  test('behavior: registry wallets are listed below; one opens its own pairing', async () => {
    ;({ client } = setupWalletConnectClient({ stored: { recentWallets: [rainbow] } }))
    renderWithClient(client)
    await openModal(client)
    const list = await waitFor(() =>
      modal().getByRole('list', { name: 'Wallets that connect with WalletConnect' }),
    )
    expect(await checkAccessibility(getModalHost())).toEqual([])
    fireEvent.click(list.querySelector('button') as HTMLButtonElement)
    await waitFor(() => modal().getByRole('img', { name: 'QR code to connect with Rainbow' }))
    expect(getConnection(client).recentWallet).toMatchObject({ explorerId: 'rainbow-id' })
  })
})
