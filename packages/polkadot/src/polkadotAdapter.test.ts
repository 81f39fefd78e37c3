// The polkadot adapter against devchain's Polkadot dev ledger (a stand-in for a Substrate node
// serving the JSON-RPC reads) and devchain's polkadot{.js}-style test wallet (a real sr25519 key),
// put in an object of `window.injectedWeb3`'s shape (Node has no window; discovery in a page is
// covered by the browser tests).
import {
  connect,
  createLatchkey,
  defineNetwork,
  disconnect,
  fetchBalance,
  getAccount,
  getConnection,
  getConnectors,
  isUserRejection,
  type LatchkeyClient,
  switchNetwork,
} from '@latchkey/core'
import { ConnectorNotConnectedError } from '@latchkey/core/errors'
import {
  createPolkadotTestWallet,
  type PolkadotDevChain,
  type PolkadotTestWallet,
  startPolkadotDevChain,
} from '@latchkey/devchain'
import { Keyring } from '@polkadot/keyring'
import { u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { polkadot } from './networks/polkadot.js'
import { polkadotAdapter } from './polkadotAdapter.js'

let chain: PolkadotDevChain
beforeAll(async () => {
  await cryptoWaitReady()
  chain = await startPolkadotDevChain()
})
afterAll(() => chain?.stop())
const clients: LatchkeyClient[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

const devnet = () => ({
  ...defineNetwork({
    id: chain.caipNetworkId.slice('polkadot:'.length),
    chainNamespace: 'polkadot',
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }),
  ss58Prefix: chain.ss58Prefix,
})

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

const createWallet = (account = 0, storage = memoryStorage()) =>
  createPolkadotTestWallet({
    secretKey: chain.accounts[account]!.secretKey,
    address: chain.accounts[account]!.address,
    name: 'Latchkey Dev Wallet',
    icon: 'data:image/svg+xml,%3Csvg%2F%3E',
    storage,
  })

async function setup(
  options: { wallet?: PolkadotTestWallet; storage?: ReturnType<typeof memoryStorage> } = {},
) {
  const wallet = options.wallet ?? createWallet()
  const client = createLatchkey({
    networks: [devnet(), polkadot],
    adapters: [polkadotAdapter({ injectedWeb3: { 'latchkey-dev-wallet': wallet.provider } })],
    storage: options.storage ?? memoryStorage(),
    metadata: { name: 'Latchkey test', description: '', url: 'http://localhost', icons: [] },
    debug: false,
  })
  clients.push(client)
  await client.ready
  return { client, wallet }
}

const connectorId = 'injectedWeb3:latchkey-dev-wallet'

describe('polkadotAdapter', () => {
  test('default: lists the extension, connects it and reads its balance from the ledger', async () => {
    const { client, wallet } = await setup()
    expect(getConnectors(client).connectors).toMatchObject([
      { id: connectorId, name: 'Latchkey Dev Wallet', type: 'ANNOUNCED', chain: 'polkadot' },
    ])
    const connected = await connect(client, { connectorId })
    const address = chain.accounts[0]!.address
    expect(connected).toEqual({
      namespace: 'polkadot',
      address,
      caipAddress: `${chain.caipNetworkId}:${address}`,
      chainId: chain.caipNetworkId.slice('polkadot:'.length),
    })
    expect(wallet.controls.requests).toEqual([
      { method: 'enable', input: { originName: 'Latchkey test' } },
    ])
    expect(getAccount(client, 'polkadot')).toMatchObject({
      status: 'connected',
      preferredAccountType: 'eoa',
      allAccounts: [{ address, type: 'eoa' }],
    })
    const balance = await fetchBalance(client, { force: true })
    expect(balance).toMatchObject({ symbol: 'DEV', decimals: 12 })
    expect(BigInt(balance!.value)).toBe(10_000n * 10n ** 12n)
  })

  test('behavior: known extension ids show by name, others by id; each connects', async () => {
    const { provider } = createWallet(1)
    // Without the dev wallet's own `name`, as polkadot{.js}, Talisman and SubWallet inject.
    const bare = { version: provider.version, enable: provider.enable }
    const client = createLatchkey({
      networks: [devnet()],
      adapters: [polkadotAdapter({ injectedWeb3: { talisman: bare, 'acme-wallet': bare } })],
      storage: memoryStorage(),
      debug: false,
    })
    clients.push(client)
    await client.ready
    expect(getConnectors(client).connectors).toMatchObject([
      { id: 'injectedWeb3:talisman', name: 'Talisman', chain: 'polkadot' },
      { id: 'injectedWeb3:acme-wallet', name: 'acme-wallet', chain: 'polkadot' },
    ])
    await connect(client, { connectorId: 'injectedWeb3:acme-wallet' })
    expect(getAccount(client, 'polkadot').address).toBe(chain.accounts[1]!.address)
  })

  test('behavior: an extension injecting after the page started is listed, and connects', async () => {
    const injectedWeb3: Record<string, unknown> = {}
    const client = createLatchkey({
      networks: [devnet()],
      adapters: [polkadotAdapter({ injectedWeb3 })],
      storage: memoryStorage(),
      debug: false,
    })
    clients.push(client)
    await client.ready
    expect(getConnectors(client).connectors).toEqual([])
    // As polkadot{.js}' content script does, some time after the page's scripts ran.
    setTimeout(() => {
      injectedWeb3['polkadot-js'] = createWallet(2).provider
    }, 300)
    await vi.waitUntil(() => getConnectors(client).connectors.length === 1, { timeout: 3000 })
    expect(getConnectors(client).connectors[0]).toMatchObject({ id: 'injectedWeb3:polkadot-js' })
    await connect(client, { connectorId: 'injectedWeb3:polkadot-js' })
    expect(getAccount(client, 'polkadot').address).toBe(chain.accounts[2]!.address)
  })

  test('behavior: signs a message polkadot{.js}-style (<Bytes>-wrapped), verified by @polkadot/util-crypto', async () => {
    const { client } = await setup()
    await connect(client, { connectorId })
    const address = chain.accounts[0]!.address
    const signature = await client.adapters.get('polkadot')!.signMessage({
      message: 'Hello from Latchkey',
      address,
    })
    expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
    expect(signatureVerify(u8aWrapBytes('Hello from Latchkey'), signature, address).isValid).toBe(
      true,
    )
  })

  test('behavior: on Polkadot the account shows with prefix 0, and still signs', async () => {
    const { client } = await setup()
    await connect(client, { connectorId })
    await switchNetwork(client, polkadot)
    const onPolkadot = new Keyring({ type: 'sr25519', ss58Format: 0 }).encodeAddress(
      `0x${chain.accounts[0]!.publicKey}`,
    )
    await vi.waitUntil(() => getAccount(client, 'polkadot').address === onPolkadot)
    expect(onPolkadot).toMatch(/^1/)
    const signature = await client.adapters.get('polkadot')!.signMessage({
      message: 'On Polkadot',
      address: onPolkadot,
    })
    expect(signatureVerify(u8aWrapBytes('On Polkadot'), signature, onPolkadot).isValid).toBe(true)
  })

  test("behavior: signing before a wallet is connected fails with core's ConnectorNotConnectedError", async () => {
    const { client } = await setup()
    const signing = client.adapters.get('polkadot')!.signMessage({
      message: 'Hello',
      address: chain.accounts[0]!.address,
    })
    await expect(signing).rejects.toBeInstanceOf(ConnectorNotConnectedError)
  })

  test('behavior: a declined connection and a declined signature are rejections (4001)', async () => {
    const { client, wallet } = await setup()
    wallet.controls.rejectNextRequest()
    const declined = await connect(client, { connectorId }).catch((error: unknown) => error)
    expect(isUserRejection(declined)).toBe(true)
    expect(getConnection(client).attempt?.status).toBe('declined')
    await connect(client, { connectorId })
    wallet.controls.rejectNextRequest('signRaw')
    const error = await client.adapters
      .get('polkadot')!
      .signMessage({ message: 'no', address: chain.accounts[0]!.address })
      .catch((failure: unknown) => failure)
    expect(isUserRejection(error)).toBe(true)
  })

  test('behavior: the wallet dropping the site reaches the store; a new client restores without a prompt', async () => {
    const storage = memoryStorage()
    const walletStorage = memoryStorage()
    const { client } = await setup({ storage, wallet: createWallet(0, walletStorage) })
    await connect(client, { connectorId })
    client.destroy()
    const wallet = createWallet(0, walletStorage)
    const { client: reloaded } = await setup({ storage, wallet })
    await vi.waitUntil(() => getAccount(reloaded, 'polkadot').status === 'connected')
    expect(getAccount(reloaded, 'polkadot').address).toBe(chain.accounts[0]!.address)
    expect(wallet.controls.requests.map((request) => request.method)).not.toContain('enable')
    wallet.controls.disconnect()
    await vi.waitUntil(() => getAccount(reloaded, 'polkadot').status === 'disconnected')
    await disconnect(reloaded)
  })
})
