// All Wallets' tiles and its entry's on a real client; the registry is the stand-in of
// test/createRegistryStub.ts.
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  createRegistryStub,
  registryStubUrl,
  registryWallet,
} from '../../test/createRegistryStub.js'
import { createTestClient } from '../../test/createTestClient.js'
import { connector } from '../../test/fixtures.js'
import { getWalletTiles } from './getWalletTiles.js'
import { loadMoreWallets } from './loadMoreWallets.js'
import { loadWalletLists } from './loadWalletLists.js'
import { searchAllWallets } from './searchAllWallets.js'
import { watchWalletTiles } from './watchWalletTiles.js'

const testWallet = connector('Test Wallet', {
  id: 'io.test',
  type: 'ANNOUNCED',
  info: { rdns: 'io.test' },
})
const catalog = [
  registryWallet('Zerion'),
  registryWallet('Test Wallet', { rdns: 'io.test' }),
  ...Array.from({ length: 10 }, (_, index) => registryWallet(`Wallet ${index + 1}`)),
]

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** A client over the registry stand-in with Zerion featured, its Connect lists loaded. */
async function setup() {
  vi.stubGlobal('fetch', createRegistryStub(catalog).fetch)
  const { client } = createTestClient({
    adapter: { connectors: [testWallet] },
    options: { registryUrl: registryStubUrl, featuredWalletIds: ['zerion'] },
  })
  await loadWalletLists(client)
  return client
}

const names = (tiles: readonly { connector: { name: string } }[]) =>
  tiles.map((tile) => tile.connector.name)

describe('getWalletTiles', () => {
  test('default: the page’s wallet first, the featured one, then the loaded page; the entry shows four', async () => {
    const client = await setup()
    await loadMoreWallets(client)
    const tiles = getWalletTiles(client)
    // The registry's Test Wallet is the page's own: listed once, as installed.
    expect(tiles.all[0]).toMatchObject({ connector: { id: 'io.test' }, installed: true })
    expect(names(tiles.all).slice(0, 3)).toEqual(['Test Wallet', 'Zerion', 'Wallet 1'])
    expect(names(tiles.all).filter((name) => name === 'Test Wallet')).toHaveLength(1)
    expect(tiles.preview).toEqual(tiles.all.slice(0, 4))
    // The same object until something it is made of changes.
    expect(getWalletTiles(client)).toBe(tiles)
    client.destroy()
  })

  test('behavior: a search lists its results alone (no featured), and leaves the entry’s tiles as they were', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const client = await setup()
    await loadMoreWallets(client)
    const before = getWalletTiles(client)
    const changes: string[][] = []
    const unwatch = watchWalletTiles(client, {
      onChange: (tiles) => changes.push(names(tiles.all)),
    })
    searchAllWallets(client, 'wallet 1')
    await vi.advanceTimersByTimeAsync(300)
    await vi.waitFor(() => expect(names(getWalletTiles(client).all)).toContain('Wallet 10'))
    const searched = getWalletTiles(client)
    expect(names(searched.all)).toEqual(['Wallet 1', 'Wallet 10'])
    expect(searched.preview).toBe(before.preview)
    expect(changes.at(-1)).toEqual(['Wallet 1', 'Wallet 10'])
    unwatch()
    client.destroy()
  })

  test('behavior: a wallet the page announces later joins the tiles, ahead of the registry’s', async () => {
    const client = await setup()
    const first = getWalletTiles(client)
    expect(first.all.some((tile) => tile.connector.id === 'io.other')).toBe(false)
    const other = connector('Other Wallet', { id: 'io.other', type: 'ANNOUNCED' })
    client.stores.connectors.setDiscovered('test', 'eip155', [testWallet, other])
    const next = getWalletTiles(client)
    expect(next).not.toBe(first)
    expect(names(next.all).slice(0, 2)).toEqual(['Test Wallet', 'Other Wallet'])
    client.destroy()
  })
})
