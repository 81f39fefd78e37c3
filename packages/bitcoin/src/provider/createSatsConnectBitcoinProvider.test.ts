// Our sats-connect source against the library: devchain's Bitcoin test wallet, registered as a
// sats-connect provider, is driven both by @sats-connect/core's own `request()` and by our
// hand-written provider; both must get the same accounts and signatures bip322-js accepts.
import {
  connect,
  createLatchkey,
  disconnect,
  getAccount,
  getConnectors,
  isUserRejection,
  type LatchkeyClient,
} from '@latchkey/core'
import {
  type BitcoinDevChain,
  createBitcoinSatsConnectProvider,
  createBitcoinTestWallet,
  startBitcoinDevChain,
} from '@latchkey/devchain'
import { request } from '@sats-connect/core'
import type { IdentifierString } from '@wallet-standard/base'
import { Verifier } from 'bip322-js'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { bitcoinAdapter } from '../bitcoinAdapter.js'
import { bitcoinIcon } from '../networks/bitcoinIcon.js'
import { readSatsConnectProviders } from '../source/readSatsConnectProviders.js'
import { createSatsConnectBitcoinProvider } from './createSatsConnectBitcoinProvider.js'

const providerId = 'LatchkeyDevWalletProviders.BitcoinProvider'
let chain: BitcoinDevChain
beforeAll(async () => {
  chain = await startBitcoinDevChain()
})
afterAll(() => chain?.stop())
const clients: LatchkeyClient[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
  vi.unstubAllGlobals()
})

// A page with the dev wallet installed as a sats-connect provider, as installBitcoinDevWallet does.
function createPage(account = 0) {
  const wallet = createBitcoinTestWallet({
    account: chain.accounts[account]!,
    name: 'Latchkey Dev Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: [
      {
        ids: ['bitcoin:regtest', chain.caipNetworkId as IdentifierString],
        esploraUrl: chain.rpcUrl,
        network: chain.network,
      },
    ],
  })
  const page = {
    btc_providers: [{ id: providerId, name: wallet.name, icon: wallet.icon }],
    LatchkeyDevWalletProviders: {
      BitcoinProvider: createBitcoinSatsConnectProvider(wallet, 'bitcoin:regtest'),
    },
  }
  // sats-connect's request() reads the provider from the global window.
  vi.stubGlobal('window', page)
  return { wallet, page }
}

function ours(page: ReturnType<typeof createPage>['page']) {
  const [found] = readSatsConnectProviders(page)
  return createSatsConnectBitcoinProvider(found!.info, found!.provider)
}

const network = () => ({
  id: chain.caipNetworkId.slice('bip122:'.length),
  caipNetworkId: chain.caipNetworkId,
  chainNamespace: 'bip122' as const,
  name: chain.name,
  nativeCurrency: chain.nativeCurrency,
  rpcUrls: { default: { http: [chain.rpcUrl] } },
  imageUrl: bitcoinIcon,
})

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

async function setup(page: object, registryWallets: never[] = []) {
  const client = createLatchkey({
    networks: [network()],
    adapters: [
      bitcoinAdapter({
        registry: { get: () => registryWallets, on: () => () => {} },
        satsConnectWindow: page,
      }),
    ],
    storage: memoryStorage(),
    debug: false,
  })
  clients.push(client)
  await client.ready
  return client
}

describe('createSatsConnectBitcoinProvider', () => {
  test('behavior: gets the accounts sats-connect request() gets, payment first', async () => {
    const { page } = createPage()
    const library = await request(
      'getAccounts',
      { purposes: ['payment', 'ordinals'] as never },
      providerId,
    )
    expect(library.status).toBe('success')
    const libraryAddresses =
      library.status === 'success' ? library.result.map((a) => a.address) : []
    const account = chain.accounts[0]!
    expect(libraryAddresses).toEqual([account.address, account.ordinals.address])
    expect(await ours(page).connect()).toEqual(libraryAddresses)
    const shared = (await ours(page).request({ method: 'getAccountAddresses' })) as {
      address: string
      purpose: string
    }[]
    expect(shared.map(({ address, purpose }) => [address, purpose])).toEqual([
      [account.address, 'payment'],
      [account.ordinals.address, 'ordinals'],
    ])
  })

  test('behavior: BIP-322 signatures through the library and through ours both verify', async () => {
    const { page } = createPage()
    const provider = ours(page)
    await provider.connect()
    const message = 'Hello from sats-connect'
    for (const address of [chain.accounts[0]!.address, chain.accounts[0]!.ordinals.address]) {
      const library = await request(
        'signMessage',
        { address, message, protocol: 'BIP322' as never },
        providerId,
      )
      expect(library.status).toBe('success')
      const libraryResult = library.status === 'success' ? library.result : undefined
      const mine = (await provider.request({
        method: 'signMessage',
        params: { address, message },
      })) as { address: string; signature: string }
      expect(mine.address).toBe(address)
      expect(Verifier.verifySignature(address, message, libraryResult!.signature)).toBe(true)
      expect(Verifier.verifySignature(address, message, mine.signature)).toBe(true)
      expect(Verifier.verifySignature(address, 'another message', mine.signature)).toBe(false)
    }
  })

  test('behavior: a declined prompt is a 4001 for both; an unknown method is a 4200', async () => {
    const { page, wallet } = createPage()
    const provider = ours(page)
    wallet.controls.rejectNextRequest('bitcoin:connect')
    const library = await request('getAccounts', { purposes: ['payment'] as never }, providerId)
    expect(library.status === 'error' && library.error.code).toBe(-32000)
    wallet.controls.rejectNextRequest('bitcoin:connect')
    await expect(provider.connect().catch(isUserRejection)).resolves.toBe(true)
    await expect(provider.request({ method: 'bitcoin_unknown' })).rejects.toMatchObject({
      code: 4200,
    })
  })
})

describe('bitcoinAdapter through sats-connect', () => {
  test('behavior: lists, connects, signs, transfers and disconnects a sats-connect wallet', async () => {
    const { page, wallet } = createPage(1)
    const client = await setup(page)
    const connectorId = `satsConnect:${providerId}`
    expect(getConnectors(client).connectors).toMatchObject([
      { id: connectorId, name: 'Latchkey Dev Wallet', type: 'ANNOUNCED', chain: 'bip122' },
    ])
    const account = chain.accounts[1]!
    await connect(client, { connectorId })
    expect(getAccount(client, 'bip122')).toMatchObject({
      status: 'connected',
      address: account.address,
      allAccounts: [{ address: account.address }, { address: account.ordinals.address }],
    })
    const adapter = client.adapters.get('bip122')!
    const signature = await adapter.signMessage({ message: 'Sign in', address: account.address })
    expect(Verifier.verifySignature(account.address, 'Sign in', signature)).toBe(true)
    const to = chain.accounts[3]!.address
    const before = chain.ledger.stats(to).funded_txo_sum
    const txid = await adapter.sendTransaction({
      address: account.address,
      to,
      value: 21_000n,
      caipNetwork: network(),
    })
    expect(chain.ledger.transaction(txid)).toBeDefined()
    expect(chain.ledger.stats(to).funded_txo_sum - before).toBe(21_000)
    await disconnect(client)
    expect(wallet.controls.getState().connected).toBe(false)
    await connect(client, { connectorId })
    wallet.controls.disconnect()
    await expect.poll(() => getAccount(client, 'bip122').status).toBe('disconnected')
  })

  test('behavior: a wallet in both the Wallet Standard and sats-connect is listed once', async () => {
    const { page, wallet } = createPage()
    const client = await setup(page, [wallet as never])
    expect(getConnectors(client).connectors.map((connector) => connector.id)).toEqual([
      'bitcoinWalletStandard:Latchkey Dev Wallet',
    ])
  })
})
