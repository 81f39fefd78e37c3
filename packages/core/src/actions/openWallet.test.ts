// One named wallet straight from a dapp's button, on a real client; the registry is the stand-in
// of test/createRegistryStub.ts.
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  createRegistryStub,
  registryStubUrl,
  registryWallet,
} from '../../test/createRegistryStub.js'
import { createTestClient, readyToAct } from '../../test/createTestClient.js'
import { WalletNotFoundError } from '../errors/connection.js'
import { getAccount } from './getAccount.js'
import { getModal } from './getModal.js'
import { getRouter } from './getRouter.js'
import { openWallet } from './openWallet.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('openWallet', () => {
  test('default: an installed wallet, named by its rdns, connects in ConnectingExternal', async () => {
    const { client } = createTestClient()
    await readyToAct(client)
    const connector = await openWallet(client, { wallet: 'io.test' })
    expect(connector?.name).toBe('Test Wallet')
    expect(getModal(client).open).toBe(true)
    expect(getRouter(client)).toMatchObject({ view: 'ConnectingExternal', canGoBack: false })
    await vi.waitFor(() => expect(getAccount(client).status).toBe('connected'))
    client.destroy()
  })

  test('behavior: a registry wallet no list shows is fetched by id; without WalletConnect its Downloads open', async () => {
    const registry = createRegistryStub([registryWallet('Zerion'), registryWallet('Rainbow')])
    vi.stubGlobal('fetch', registry.fetch)
    const { client } = createTestClient({ options: { registryUrl: registryStubUrl } })
    const connector = await openWallet(client, { wallet: 'rainbow' })
    expect(connector).toMatchObject({
      name: 'Rainbow',
      type: 'WALLET_CONNECT',
      explorerId: 'rainbow',
    })
    expect(getRouter(client)).toMatchObject({ view: 'Downloads', data: { connector } })
    const asked = registry.requests.find((url) => url.searchParams.get('include') === 'rainbow')
    expect(asked?.pathname).toBe('/getWallets')
    client.destroy()
  })

  test('behavior: a registry wallet installed in the page connects through the page’s wallet', async () => {
    const registry = createRegistryStub([registryWallet('Test', { rdns: 'io.test' })])
    vi.stubGlobal('fetch', registry.fetch)
    const { client } = createTestClient({ options: { registryUrl: registryStubUrl } })
    const connector = await openWallet(client, { wallet: 'test' })
    expect(connector).toMatchObject({ id: 'io.test', type: 'ANNOUNCED' })
    expect(getRouter(client).view).toBe('ConnectingExternal')
    client.destroy()
  })

  test('error: a wallet nobody is named so, and email without the embedded wallet', async () => {
    const registry = createRegistryStub([])
    vi.stubGlobal('fetch', registry.fetch)
    const { client } = createTestClient({ options: { registryUrl: registryStubUrl } })
    await expect(openWallet(client, { wallet: 'nowallet' })).rejects.toThrowError(
      WalletNotFoundError,
    )
    await expect(openWallet(client, { wallet: 'email' })).rejects.toThrow('Wallet not found')
    expect(getModal(client).open).toBe(false)
    client.destroy()
  })
})
