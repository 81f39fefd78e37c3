// @vitest-environment happy-dom
// A list a dapp draws itself from useWalletList, on a real client; the registry is the in-memory
// stand-in of test/registry.ts (what it covers is said there).
import type { LatchkeyClient } from '@latchkey/core'
import { getAccount } from '@latchkey/core'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createRegistryFetch, registryUrl } from '../../test/registry.js'
import { renderWithClient, setupClient } from '../../test/setup.js'
import { useWalletList } from './useWalletList.js'

let client: LatchkeyClient
afterEach(() => {
  cleanup()
  client.destroy()
  vi.unstubAllGlobals()
})

/** A dapp's own list: one button per wallet, All Wallets under a search field. */
function MyWalletList() {
  const list = useWalletList()
  return (
    <div>
      <ul aria-label="Wallets">
        {list.wallets.map((wallet) => (
          <li key={`${wallet.group}:${wallet.id}`}>
            <button type="button" onClick={wallet.connect}>
              {wallet.name}
              {wallet.installed ? ' (installed)' : ''}
              {wallet.recent ? ' (recent)' : ''}
            </button>
          </li>
        ))}
      </ul>
      <input aria-label="Search" onChange={(event) => list.search(event.target.value)} />
      <button type="button" onClick={() => void list.loadMore()}>
        More
      </button>
      <ul aria-label="All wallets" data-status={list.allWallets.status}>
        {list.allWallets.wallets.map((wallet) => (
          <li key={wallet.id}>{wallet.name}</li>
        ))}
      </ul>
    </div>
  )
}

const names = (label: string) =>
  within(screen.getByRole('list', { name: label }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent)

describe('useWalletList', () => {
  test('default: the installed wallet is listed and its connect() connects it', async () => {
    ;({ client } = setupClient())
    renderWithClient(client, <MyWalletList />)
    fireEvent.click(screen.getByRole('button', { name: 'Test Wallet (installed)' }))
    await waitFor(() => expect(getAccount(client).status).toBe('connected'))
    await screen.findByRole('button', { name: 'Test Wallet (installed) (recent)' })
  })

  test('behavior: the registry’s featured and recommended wallets, then All Wallets paged and searched', async () => {
    vi.stubGlobal('fetch', createRegistryFetch().fetch)
    ;({ client } = setupClient({ options: { registryUrl, featuredWalletIds: ['zerion'] } }))
    renderWithClient(client, <MyWalletList />)
    await waitFor(() =>
      expect(names('Wallets')).toEqual([
        'Test Wallet (installed)',
        'Zerion',
        'MetaMask',
        'Rainbow',
        'Rabby',
        'Frame',
      ]),
    )
    fireEvent.click(screen.getByRole('button', { name: 'More' }))
    // The installed wallet, the featured one, and the first page's 40.
    await waitFor(() => expect(names('All wallets')).toHaveLength(42))
    expect(names('All wallets').slice(0, 3)).toEqual(['Test Wallet', 'Zerion', 'MetaMask'])
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'rab' } })
    await waitFor(() => expect(names('All wallets')).toEqual(['Rabby']))
  })
})
