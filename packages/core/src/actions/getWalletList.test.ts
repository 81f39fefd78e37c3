// The headless wallet list on a real client (a desktop: the unit tests have no phone); the
// registry is the stand-in of test/createRegistryStub.ts.
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  createRegistryStub,
  registryStubUrl,
  registryWallet,
} from '../../test/createRegistryStub.js'
import { createTestClient, flush, readyToAct } from '../../test/createTestClient.js'
import { connector } from '../../test/fixtures.js'
import { getAccount } from './getAccount.js'
import { getOrderedConnectorGroups } from './getOrderedConnectorGroups.js'
import { getWalletList } from './getWalletList.js'
import { loadMoreWallets } from './loadMoreWallets.js'
import { loadWalletLists } from './loadWalletLists.js'
import { searchAllWallets } from './searchAllWallets.js'
import { watchWalletList } from './watchWalletList.js'

const testWallet = connector('Test Wallet', {
  id: 'io.test',
  type: 'ANNOUNCED',
  info: { rdns: 'io.test' },
  imageUrl: 'data:image/svg+xml,test',
})
const catalog = [
  registryWallet('Zerion'),
  registryWallet('Rainbow', { rdns: 'me.rainbow' }),
  registryWallet('Test Wallet', { rdns: 'io.test' }),
  ...Array.from({ length: 50 }, (_, index) => registryWallet(`Wallet ${index + 1}`)),
]

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A client over the registry stand-in, its lists loaded. */
async function setupWithRegistry() {
  const registry = createRegistryStub(catalog)
  vi.stubGlobal('fetch', registry.fetch)
  const { client } = createTestClient({
    adapter: { connectors: [testWallet] },
    options: { registryUrl: registryStubUrl, featuredWalletIds: ['zerion'] },
  })
  await loadWalletLists(client)
  return { client, registry }
}

describe('getWalletList', () => {
  test('default: the Connect view’s ordered groups, each wallet drawable, the same object until it changes', () => {
    const { client } = createTestClient({ adapter: { connectors: [testWallet] } })
    const list = getWalletList(client)
    expect(list.groups.map((group) => group.name)).toEqual(
      getOrderedConnectorGroups(client).map((group) => group.name),
    )
    expect(list.wallets).toEqual([
      expect.objectContaining({
        id: 'io.test',
        name: 'Test Wallet',
        icon: 'data:image/svg+xml,test',
        installed: true,
        recent: false,
        group: 'injected',
      }),
    ])
    expect(list.allWallets).toMatchObject({ status: 'disabled', hasMore: false, query: '' })
    expect(list.pairing).toBeUndefined()
    expect(getWalletList(client)).toBe(list)
    expect(getWalletList(client, { serverSnapshot: true })).toBe(list)
    client.destroy()
  })

  test('behavior: a wallet’s connect() connects it, and it is listed as recent after', async () => {
    const { client } = createTestClient({ adapter: { connectors: [testWallet] } })
    await readyToAct(client)
    const [wallet] = getWalletList(client).wallets
    wallet?.connect()
    await vi.waitFor(() => expect(getAccount(client).status).toBe('connected'))
    const recent = getWalletList(client).groups.find((group) => group.name === 'recent')
    expect(recent?.wallets.map((entry) => [entry.name, entry.recent])).toEqual([
      ['Test Wallet', true],
    ])
    client.destroy()
  })

  test('behavior: the registry’s featured wallet in its group, an installed registry wallet listed once', async () => {
    const { client } = await setupWithRegistry()
    const list = getWalletList(client)
    const names = (group: string) =>
      list.groups.find((entry) => entry.name === group)?.wallets.map((wallet) => wallet.name)
    expect(names('featured')).toEqual(['Zerion'])
    expect(names('injected')).toEqual(['Test Wallet'])
    expect(names('recommended')).toEqual(['Rainbow', 'Wallet 1', 'Wallet 2', 'Wallet 3'])
    expect(list.wallets.find((wallet) => wallet.name === 'Zerion')).toMatchObject({
      installed: false,
      id: 'zerion',
    })
    client.destroy()
  })

  test('behavior: All Wallets pages and search, installed first', async () => {
    const { client } = await setupWithRegistry()
    await loadMoreWallets(client)
    let all = getWalletList(client).allWallets
    expect(all.status).toBe('ready')
    // The pages leave out the featured wallet, listed before them.
    expect(all.count).toBe(catalog.length - 1)
    expect(all.hasMore).toBe(true)
    expect(all.wallets[0]).toMatchObject({ name: 'Test Wallet', installed: true })
    expect(all.wallets.filter((wallet) => wallet.name === 'Test Wallet')).toHaveLength(1)
    await loadMoreWallets(client)
    all = getWalletList(client).allWallets
    expect(all.hasMore).toBe(false)
    // Every catalog entry once: the featured one, the installed one (first) and the pages'.
    expect(all.wallets).toHaveLength(catalog.length)

    vi.useFakeTimers()
    searchAllWallets(client, 'rain')
    expect(getWalletList(client).allWallets).toMatchObject({ query: 'rain', status: 'waiting' })
    await vi.advanceTimersByTimeAsync(300)
    vi.useRealTimers()
    await vi.waitFor(() => expect(getWalletList(client).allWallets.status).toBe('ready'))
    all = getWalletList(client).allWallets
    expect(all.wallets.map((wallet) => wallet.name)).toEqual(['Rainbow'])
    expect(all.hasMore).toBe(false)
    searchAllWallets(client, '')
    expect(getWalletList(client).allWallets.query).toBe('')
    client.destroy()
  })

  test('behavior: the WalletConnect pairing URI while one is under way', () => {
    const { client } = createTestClient()
    client.stores.connection.setWcUri('wc:abc@2?relay-protocol=irn&symKey=00')
    expect(getWalletList(client).pairing).toEqual({
      uri: 'wc:abc@2?relay-protocol=irn&symKey=00',
      expiresAt: expect.any(Number),
    })
    client.destroy()
  })
})

describe('watchWalletList', () => {
  test('default: hears the list change, until unwatched', () => {
    const { client, evm } = createTestClient({ adapter: { connectors: [testWallet] } })
    const onChange = vi.fn()
    const unwatch = watchWalletList(client, { onChange })
    const rabby = connector('Rabby', { type: 'ANNOUNCED', info: { rdns: 'io.rabby' } })
    evm.announce([testWallet, rabby])
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(
      onChange.mock.calls[0]?.[0].wallets.map((wallet: { name: string }) => wallet.name),
    ).toEqual(['Test Wallet', 'Rabby'])
    unwatch()
    evm.announce([testWallet])
    expect(onChange).toHaveBeenCalledTimes(1)
    client.destroy()
  })

  test('behavior: while watched, the registry icons of the listed wallets load', async () => {
    const { client, registry } = await setupWithRegistry()
    const before = getWalletList(client).wallets.find((wallet) => wallet.name === 'Zerion')
    expect(before?.icon).toBeUndefined()
    const unwatch = watchWalletList(client, { onChange() {} })
    await vi.waitFor(() =>
      expect(
        getWalletList(client).wallets.find((wallet) => wallet.name === 'Zerion')?.icon,
      ).toMatch(/^data:image\/svg\+xml/),
    )
    expect(registry.requests.some((url) => url.pathname === '/getWalletImage/zerion')).toBe(true)
    unwatch()
    await flush()
    client.destroy()
  })
})
