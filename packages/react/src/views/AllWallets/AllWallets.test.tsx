// @vitest-environment happy-dom
// All Wallets over the in-memory stand-in registry of test/registry.ts (what it covers is said
// there); the client and its stores are real. happy-dom lays nothing out, so the grid measures
// its fallback height and scrolling is driven by setting scrollTop.
import type { Connector, LatchkeyClient } from '@latchkey/core'
import { getRouter, getToast, goBack } from '@latchkey/core'
import { getWalletRegistry } from '@latchkey/core/modal'
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import * as clientActions from '../../../../core/src/client/clientActions.js'
import { checkAccessibility } from '../../../test/axe.js'
import { createCatalog, createRegistryFetch, registryUrl } from '../../../test/registry.js'
import {
  getModalHost,
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

const installedRabby: Connector = {
  id: 'io.rabby',
  name: 'Rabby Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.rabby' },
}

async function setup(catalogSize = 52) {
  const registry = createRegistryFetch(createCatalog(catalogSize))
  vi.stubGlobal('fetch', registry.fetch)
  ;({ client } = setupClient({
    adapter: { connectors: [installedRabby] },
    options: { registryUrl, customWallets: [{ id: 'acme', name: 'Acme Wallet' }] },
  }))
  renderWithClient(client)
  await openModal(client, { view: 'AllWallets' })
  return registry
}

const grid = () => modal().getByRole('list', { name: 'All Wallets' })
const tiles = () => [...grid().querySelectorAll<HTMLButtonElement>('button.lk-tile')]
const tileNames = () =>
  tiles().map((tile) => {
    const tag = tile.querySelector('.lk-tile-tag')?.textContent
    return `${tile.querySelector('.lk-tile-name')?.textContent}${tag ? ` (${tag})` : ''}`
  })

describe('AllWallets', () => {
  test('default: a search field over the grid, installed wallets first, then custom and the first page', async () => {
    const registry = await setup()
    await waitFor(() => expect(tiles().length).toBeGreaterThan(4))
    expect(tileNames().slice(0, 5)).toEqual([
      'Rabby Wallet (Installed)',
      'Acme Wallet',
      'MetaMask',
      'Rainbow',
      'Zerion',
    ])
    // The registry's Rabby is the installed one: listed once.
    expect(tileNames().filter((name) => name.startsWith('Rabby'))).toHaveLength(1)
    expect(modal().getByRole('searchbox', { name: 'Search wallet' })).toBeTruthy()
    const pages = registry.wallets().filter((request) => request.searchParams.has('page'))
    expect(pages.map((request) => request.searchParams.get('page'))).toEqual(['1'])
    expect(pages[0]?.searchParams.get('entries')).toBe('40')
    const firstTile = tiles()[0]!
    expect(firstTile.closest('li')?.getAttribute('aria-posinset')).toBe('1')
    expect(await checkAccessibility(getModalHost())).toEqual([])
  })

  test('behavior: 5,000 wallets: only a window of tiles is in the page; scrolling to the end loads the next page', async () => {
    const registry = await setup(5000)
    await waitFor(() => expect(getWalletRegistry(client).pages.wallets).toHaveLength(40))
    // 4 visible rows (of the fallback height) and 2 more, 4 tiles each.
    expect(tiles().length).toBeLessThanOrEqual(24)
    const scroller = grid().parentElement as HTMLElement
    act(() => {
      scroller.scrollTop = 8 * 96
      fireEvent.scroll(scroller)
    })
    await waitFor(() => expect(getWalletRegistry(client).pages.page).toBe(2))
    expect(registry.wallets().map((request) => request.searchParams.get('page'))).toContain('2')
    // Rows 8 to 11 in view, 2 more on each side.
    expect(tiles()).toHaveLength(32)
    // The tiles in the page are the rows around the scroll position.
    expect(Number(tiles()[0]!.closest('li')?.getAttribute('aria-posinset'))).toBeGreaterThan(24)
    expect(grid().getAttribute('style')).toContain(`height: ${Math.ceil((80 + 2) / 4) * 96}px`)
  })

  test('behavior: search waits for the pause, finds by part of the name, installed results first', async () => {
    const registry = await setup()
    await waitFor(() => expect(tiles().length).toBeGreaterThan(4))
    const search = modal().getByRole('searchbox', { name: 'Search wallet' })
    fireEvent.change(search, { target: { value: 'ra' } })
    fireEvent.change(search, { target: { value: 'rab' } })
    await waitFor(() => expect(getWalletRegistry(client).search.status).toBe('ready'))
    const searches = registry.wallets().filter((request) => request.searchParams.has('search'))
    expect(searches.map((request) => request.searchParams.get('search'))).toEqual(['rab'])
    expect(searches[0]?.searchParams.get('entries')).toBe('100')
    expect(tileNames()).toEqual(['Rabby Wallet (Installed)'])
    await waitFor(() => expect(modal().getByText('1 wallet found')).toBeTruthy())

    fireEvent.change(search, { target: { value: 'zzz' } })
    await waitFor(() => expect(modal().getByText('No wallet found')).toBeTruthy())
    expect(modal().getByText('No wallet matches “zzz”. Try another name.')).toBeTruthy()
    expect(await checkAccessibility(getModalHost())).toEqual([])
  })

  test('behavior: a failed page is a toast and "Try again", which loads it', async () => {
    const registry = createRegistryFetch()
    registry.state.fail = { status: 500 }
    vi.stubGlobal('fetch', registry.fetch)
    ;({ client } = setupClient({ options: { registryUrl } }))
    renderWithClient(client)
    await openModal(client, { view: 'AllWallets' })
    const retry = await waitFor(() => modal().getByRole('button', { name: 'Try again' }))
    expect(modal().getByText('The wallets could not be loaded.')).toBeTruthy()
    expect(getToast(client)).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Failed to load wallets',
    })
    expect(await checkAccessibility(getModalHost())).toEqual([])
    registry.state.fail = undefined
    fireEvent.click(retry)
    await waitFor(() => expect(tileNames()).toContain('MetaMask'))
    expect(modal().queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  test('behavior: a click on a registry wallet opens its Downloads; on the installed one, connects', async () => {
    await setup()
    await waitFor(() => expect(tileNames()).toContain('Frame'))
    fireEvent.click(modal().getByRole('button', { name: 'Frame' }))
    expect(getRouter(client)).toMatchObject({
      view: 'Downloads',
      data: { connector: { name: 'Frame', links: { desktop: 'frame://' } } },
    })
    act(() => goBack(client))
    const connect = vi.mocked(clientActions.connect).mockReturnValueOnce(new Promise(() => {}))
    fireEvent.click(await waitFor(() => modal().getByRole('button', { name: 'Rabby Wallet' })))
    // The actions' chunk loads first (at once here: the modal already fetched it).
    await waitFor(() => expect(connect).toHaveBeenCalledWith(client, { connectorId: 'io.rabby' }))
    expect(getRouter(client).view).toBe('ConnectingExternal')
  })
})
