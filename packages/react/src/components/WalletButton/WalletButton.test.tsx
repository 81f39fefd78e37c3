// @vitest-environment happy-dom
// WalletButton on a real client: the installed wallet is core's in-memory test wallet; the
// not-installed one pairs through core's WalletConnect SDK stand-in (test/walletConnect.ts says
// what it covers) and comes from the registry stand-in of test/registry.ts. The real wallet, SDK,
// relay and registry run in e2e/headless.spec.ts.
import type { LatchkeyClient } from '@latchkey/core'
import { getAccount, getConnection, getModal, getRouter } from '@latchkey/core'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createTestAdapter } from '../../../../core/test/createTestAdapter.js'
import { endEmbeddedTest } from '../../../test/frameStandIn.js'
import { createRegistryFetch, registryUrl } from '../../../test/registry.js'
import { hasFocus, modal, renderWithClient, setupClient } from '../../../test/setup.js'
import { setupWalletConnectClient, walletAddress } from '../../../test/walletConnect.js'
import { WalletButton } from './WalletButton.js'

vi.mock(
  '../../../../core/src/walletconnect/loadUniversalProvider.js',
  async () => (await import('../../../test/fakeWalletConnectSdk.js')).fakeWalletConnectSdk,
)

let client: LatchkeyClient
afterEach(() => {
  cleanup()
  client.destroy()
  vi.unstubAllGlobals()
})

describe('WalletButton', () => {
  test('default: an installed wallet, named by its rdns, connects through its own connector', async () => {
    const setup = setupClient()
    client = setup.client
    renderWithClient(client, <WalletButton wallet="io.test" />)
    await act(() => client.ready)
    // The wallet's prompt stays open until the visitor answers it.
    setup.wallet.waiting = true
    fireEvent.click(screen.getByRole('button', { name: 'Test Wallet' }))
    await waitFor(() => expect(getRouter(client).view).toBe('ConnectingExternal'))
    // Straight to the wallet: no list behind it.
    expect(getRouter(client).canGoBack).toBe(false)
    expect(getModal(client).open).toBe(true)
    await waitFor(() => expect(getConnection(client).attempt?.status).toBe('pending'))
    expect(getConnection(client).attempt?.connector.id).toBe('io.test')
    expect(screen.getByRole('button', { name: 'Test Wallet' }).getAttribute('aria-busy')).toBe(
      'true',
    )
  })

  test('behavior: a registry wallet not installed opens its WalletConnect QR code directly, and connects', async () => {
    vi.stubGlobal('fetch', createRegistryFetch().fetch)
    const setup = setupWalletConnectClient({
      options: { adapters: [createTestAdapter().adapter], registryUrl },
    })
    client = setup.client
    renderWithClient(
      client,
      <WalletButton wallet="zerion">
        {(state) => (
          <button type="button" onClick={(event) => state.connect(event.currentTarget)}>
            {`${state.name}${state.installed ? ' (installed)' : ''}${state.connected ? ' (connected)' : ''}`}
          </button>
        )}
      </WalletButton>,
    )
    // Its name comes from the registry, fetched by id.
    fireEvent.click(await screen.findByRole('button', { name: 'Zerion' }))
    await waitFor(() => modal().getByRole('img', { name: 'QR code to connect with Zerion' }))
    expect(getRouter(client)).toMatchObject({ view: 'ConnectingWalletConnect', canGoBack: false })
    expect(getConnection(client).wcUri).toMatch(/^wc:/)
    act(() => setup.approve())
    await waitFor(() => expect(getAccount(client).address).toBe(walletAddress))
    await screen.findByRole('button', { name: 'Zerion (connected)' })
  })

  test("parameters: wallet='email' opens the email login with its field focused", async () => {
    ;({ client } = setupClient({ options: { embeddedWalletUrl: 'http://wallet.test:5175/' } }))
    renderWithClient(client, <WalletButton wallet="email" />)
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }))
    const field = await waitFor(() => modal().getByRole('textbox', { name: 'Email' }))
    expect(getRouter(client).view).toBe('Connect')
    await waitFor(() => expect(hasFocus(field)).toBe(true))
    endEmbeddedTest(client)
  })

  test('error: a wallet nobody is named so says so in the state', async () => {
    vi.stubGlobal('fetch', createRegistryFetch().fetch)
    ;({ client } = setupClient({ options: { registryUrl } }))
    renderWithClient(
      client,
      <WalletButton wallet="nowallet">
        {(state) => (
          <button type="button" onClick={() => state.connect()}>
            {state.error ? state.error.message.split('\n')[0] : state.name}
          </button>
        )}
      </WalletButton>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'nowallet' }))
    await screen.findByRole('button', { name: 'Wallet not found' })
    expect(getModal(client).open).toBe(false)
  })
})
