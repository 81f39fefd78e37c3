// @vitest-environment happy-dom
// The Connect view with the wallet registry: the registry is the in-memory stand-in of
// test/registry.ts (what it covers is said there); the client and its stores are real.
import type { Connector, CreateLatchkeyParameters, LatchkeyClient } from '@latchkey/core'
import { getRouter, getToast } from '@latchkey/core'
import { getWalletRegistry } from '@latchkey/core/modal'
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import * as clientActions from '../../../../core/src/client/clientActions.js'
import { checkAccessibility } from '../../../test/axe.js'
import { createRegistryFetch, registryUrl } from '../../../test/registry.js'
import {
  getModalHost,
  hasFocus,
  modal,
  openModal,
  renderWithClient,
  setupClient,
} from '../../../test/setup.js'

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
  vi.unstubAllGlobals()
})

const installedMetaMask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
}

/** A client over the stand-in registry, with `connectors` installed in the page. */
async function setup(
  options: Partial<CreateLatchkeyParameters> = {},
  connectors: Connector[] = [installedMetaMask],
) {
  const registry = createRegistryFetch()
  vi.stubGlobal('fetch', registry.fetch)
  ;({ client } = setupClient({
    adapter: { connectors },
    options: { registryUrl, ...options },
  }))
  renderWithClient(client)
  await openModal(client)
  await waitFor(() => expect(getWalletRegistry(client).status).not.toBe('loading'))
  return registry
}

/** The list's entries: name, and the tag or count beside it. */
function entries() {
  const buttons = modal()
    .getByRole('list', { name: 'Wallets' })
    .querySelectorAll<HTMLButtonElement>('button.lk-item')
  return [...buttons].map((button) => {
    const tag = button.querySelector('.lk-tag')?.textContent
    return `${button.querySelector('.lk-item-name')?.textContent}${tag ? ` (${tag})` : ''}`
  })
}

describe('Connect with the registry', () => {
  test('parameters: featured, custom and recommended wallets in the group order, then All Wallets with the count', async () => {
    await setup({
      featuredWalletIds: ['zerion', 'rainbow'],
      customWallets: [{ id: 'acme', name: 'Acme Wallet', homepage: 'https://acme.example' }],
    })
    await waitFor(() =>
      expect(entries()).toEqual([
        'MetaMask (Installed)',
        'Zerion',
        'Rainbow',
        'Acme Wallet',
        // Four recommended: not featured, not installed (MetaMask is).
        'Rabby',
        'Frame',
        'Wallet 1',
        'Wallet 2',
        // 52 in the catalog and the custom wallet.
        'All Wallets (53 wallets)',
      ]),
    )
    // Registry icons come through the client's loader.
    await waitFor(() =>
      expect(
        modal().getByRole('button', { name: 'Zerion' }).querySelector('img')?.getAttribute('src'),
      ).toMatch(/^data:image\/svg\+xml,/),
    )
    expect(await checkAccessibility(getModalHost())).toEqual([])
  })

  test('parameters: includeWalletIds and excludeWalletIds, an installed excluded wallet hidden too', async () => {
    await setup({ includeWalletIds: ['rabby', 'frame', 'zerion'], excludeWalletIds: ['frame'] })
    await waitFor(() =>
      expect(entries()).toEqual([
        'MetaMask (Installed)',
        'Rabby',
        'Zerion',
        'All Wallets (2 wallets)',
      ]),
    )
    cleanup()
    client.destroy()
    await setup({ excludeWalletIds: ['metamask'] })
    await waitFor(() => expect(entries()).toContain('Rainbow'))
    expect(entries().join()).not.toContain('MetaMask')
  })

  test("parameters: allWallets 'HIDE' leaves the entry out", async () => {
    await setup({ features: { allWallets: 'HIDE' } })
    await waitFor(() => expect(entries()).toContain('Rabby'))
    expect(entries().join()).not.toContain('All Wallets')
  })

  test('parameters: legalCheckbox: nothing connects until the box is ticked', async () => {
    await setup({
      features: { legalCheckbox: true },
      termsConditionsUrl: 'https://example.com/terms',
      privacyPolicyUrl: 'https://example.com/privacy',
    })
    const connect = vi.mocked(clientActions.connect)
    // The checkbox is a chunk of its own, loaded as the view first renders.
    const checkbox = await waitFor(() =>
      modal().getByRole('checkbox', {
        name: 'I agree to the Terms of Service and the Privacy Policy',
      }),
    )
    expect(modal().getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      'https://example.com/terms',
    )
    const wallet = modal().getByRole('button', { name: 'MetaMask' }) as HTMLButtonElement
    expect(wallet.disabled).toBe(true)
    expect(
      (modal().getByRole('button', { name: /All Wallets/ }) as HTMLButtonElement).disabled,
    ).toBe(true)
    fireEvent.click(wallet)
    expect(connect).not.toHaveBeenCalled()
    expect(await checkAccessibility(getModalHost())).toEqual([])

    fireEvent.click(checkbox)
    expect(getWalletRegistry(client).legalAccepted).toBe(true)
    expect(wallet.disabled).toBe(false)
    fireEvent.click(wallet)
    // The actions' chunk loads first (at once here: the modal already fetched it).
    await waitFor(() =>
      expect(connect).toHaveBeenCalledWith(client, { connectorId: 'io.metamask' }),
    )
  })

  test('parameters: collapseWallets: one "Continue with a wallet" entry, which opens the list', async () => {
    await setup({ features: { collapseWallets: true } })
    expect(entries()).toEqual(['Continue with a wallet'])
    fireEvent.click(modal().getByRole('button', { name: 'Continue with a wallet' }))
    await waitFor(() => expect(entries()[0]).toBe('MetaMask (Installed)'))
    expect(hasFocus(modal().getByRole('button', { name: 'MetaMask' }))).toBe(true)
  })

  test('parameters: the wallet guide opens "What is a wallet?", which leads to All Wallets and back; enableWalletGuide false has none', async () => {
    await setup()
    expect(modal().getByText('Haven’t got a wallet?')).toBeTruthy()
    fireEvent.click(modal().getByRole('button', { name: 'Get started' }))
    expect(getRouter(client).view).toBe('Connect')
    const explainer = modal().getByRole('region', { name: 'What is a wallet?' })
    expect(explainer.textContent).toContain('A home for your digital assets')
    expect(modal().queryByRole('list', { name: 'Wallets' })).toBeNull()
    await waitFor(() =>
      expect(hasFocus(modal().getByRole('button', { name: 'Get a wallet' }))).toBe(true),
    )
    expect(await checkAccessibility(getModalHost())).toEqual([])
    fireEvent.click(modal().getByRole('button', { name: 'Back to wallets' }))
    await waitFor(() =>
      expect(hasFocus(modal().getByRole('button', { name: 'Get started' }))).toBe(true),
    )
    fireEvent.click(modal().getByRole('button', { name: 'Get started' }))
    fireEvent.click(modal().getByRole('button', { name: 'Get a wallet' }))
    expect(getRouter(client).view).toBe('AllWallets')
    cleanup()
    client.destroy()
    await setup({ enableWalletGuide: false })
    expect(modal().queryByText('Haven’t got a wallet?')).toBeNull()
  })

  test('behavior: "What is a wallet?" titles the header and its back arrow returns to the list', async () => {
    await setup()
    fireEvent.click(modal().getByRole('button', { name: 'Get started' }))
    await waitFor(() =>
      expect(modal().getByRole('dialog', { name: 'What is a wallet?' })).toBeTruthy(),
    )
    expect(modal().getByRole('heading', { level: 2 }).textContent).toBe('What is a wallet?')
    fireEvent.click(modal().getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(modal().getByRole('list', { name: 'Wallets' })).toBeTruthy())
    expect(modal().getByRole('heading', { level: 2 }).textContent).toBe('Connect Wallet')
    expect(modal().queryByRole('button', { name: 'Back' })).toBeNull()
    expect(getRouter(client).view).toBe('Connect')
  })

  test('behavior: a refused project shows its configuration alert, and a toast', async () => {
    const registry = createRegistryFetch()
    registry.state.fail = {
      status: 403,
      body: { error: { code: 'ORIGIN_NOT_ALLOWED', message: 'Origin not allowed' } },
    }
    vi.stubGlobal('fetch', registry.fetch)
    ;({ client } = setupClient({
      adapter: { connectors: [installedMetaMask] },
      options: { registryUrl, projectId: 'lk-test' },
    }))
    renderWithClient(client)
    await openModal(client)
    const alert = await waitFor(() => modal().getByRole('alert'))
    expect(alert.textContent).toBe('Invalid app configuration: origin not allowed')
    expect(getToast(client)).toMatchObject({
      open: true,
      message: 'Invalid app configuration: origin not allowed',
    })
    // Installed wallets still connect; there is nothing for All Wallets to list.
    expect(entries()).toEqual(['MetaMask (Installed)'])
    expect(await checkAccessibility(getModalHost())).toEqual([])
  })

  test('behavior: a registry wallet without WalletConnect opens its Downloads', async () => {
    await setup()
    await waitFor(() => expect(entries()).toContain('Rabby'))
    fireEvent.click(modal().getByRole('button', { name: 'Rabby' }))
    expect(getRouter(client)).toMatchObject({
      view: 'Downloads',
      data: { connector: { explorerId: 'rabby', type: 'WALLET_CONNECT' } },
    })
    await waitFor(() => modal().getByRole('link', { name: 'Website' }))
    expect(modal().getByRole('heading', { name: 'Get Rabby' })).toBeTruthy()
    expect(await checkAccessibility(getModalHost())).toEqual([])
  })

  test('behavior: with WalletConnect on, a registry wallet pairs in ConnectingWalletConnect', async () => {
    await setup({}, [
      installedMetaMask,
      { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
    ])
    vi.mocked(clientActions.connect).mockReturnValueOnce(new Promise(() => {}))
    await waitFor(() => expect(entries()).toContain('Rabby'))
    act(() => fireEvent.click(modal().getByRole('button', { name: 'Rabby' })))
    expect(getRouter(client)).toMatchObject({
      view: 'ConnectingWalletConnect',
      data: { connector: { explorerId: 'rabby' } },
    })
  })
})
