// @vitest-environment happy-dom
// @latchkey/wagmi against a real wallet on real chains: two anvil nodes from devchain and
// devchain's test wallet (an EIP-1193 provider signing with real keys), given to wagmi as the
// dapp's own `injected` connector (EIP-6963 discovery in a real page is in the browser test
// e2e/wagmi.spec.ts). happy-dom gives wagmi the `window` its injected connector asks for. The client is Latchkey's, the config wagmi's: each side's
// state is read through its own public actions.
import {
  connect,
  createLatchkey,
  defineNetwork,
  disconnect,
  getConnectors,
  getAccount as getLatchkeyAccount,
  getNetwork,
  type LatchkeyClient,
  switchNetwork,
} from '@latchkey/core'
import { ConnectorNotConnectedError } from '@latchkey/core/errors'
import {
  createTestWalletProvider,
  type StartDevChainsReturnType,
  startDevChains,
  type TestWalletChain,
} from '@latchkey/devchain'
import {
  createStorage,
  getAccount,
  injected,
  signMessage,
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
  switchChain as wagmiSwitchChain,
  version as wagmiVersion,
} from '@wagmi/core'
import { createTestClient, type EIP1193Provider, http, parseEther, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { type WagmiAdapter, wagmiAdapter } from './wagmiAdapter.js'

let devnet: StartDevChainsReturnType
let chains: TestWalletChain[]
const clients: LatchkeyClient[] = []
const configs: Array<WagmiAdapter['wagmiConfig']> = []

beforeAll(async () => {
  devnet = await startDevChains()
  chains = devnet.chains.map(({ chainId, name, rpcUrl, nativeCurrency }) => ({
    chainId,
    name,
    rpcUrl,
    nativeCurrency,
  }))
})
afterAll(() => devnet?.stop())
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
  // wagmi's EIP-6963 store listens on `window` for the page's life; this file shares its window
  // with the next file of the worker (isolate: false), whose announcements it must not hear.
  for (const config of configs.splice(0)) config._internal.mipd?.destroy()
})

const networksOf = () =>
  devnet.chains.map((chain) =>
    defineNetwork({
      id: chain.chainId,
      chainNamespace: 'eip155',
      name: chain.name,
      nativeCurrency: chain.nativeCurrency,
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
  )

/** A storage that outlives a client, as localStorage outlives a page. */
function createPageStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

async function createWallet() {
  const privateKey = generatePrivateKey()
  const address = privateKeyToAddress(privateKey)
  for (const chain of devnet.chains)
    await createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) }).setBalance({
      address,
      value: parseEther('10'),
    })
  return { wallet: createTestWalletProvider({ privateKey, chains }), address }
}

/** A page: Latchkey's client on the wagmi adapter, the wallet as the dapp's wagmi connector. */
function openPage(wallet: unknown, storage = createPageStorage()) {
  const networks = networksOf()
  const adapter = wagmiAdapter({
    networks,
    connectors: [
      injected({
        target: { id: 'dev.latchkey.wallet', name: 'Dev Wallet', provider: wallet as never },
      }),
    ],
    // wagmi keeps its own storage: on the same page storage, so it survives the same reloads.
    config: { storage: createStorage({ storage, key: 'wagmi' }) },
  })
  const client = createLatchkey({
    networks: networks as never,
    adapters: [adapter],
    storage,
    debug: false,
  })
  clients.push(client)
  configs.push(adapter.wagmiConfig)
  return { adapter, client, config: adapter.wagmiConfig, storage }
}

// The suite runs twice: on wagmi 2 (the root's) and on wagmi 3 (project 'wagmi3', which aliases
// @wagmi/core to compat/wagmi3's copy and says so in LATCHKEY_WAGMI_MAJOR).
test('runs on the @wagmi/core major its project names', () => {
  expect(wagmiVersion.split('.')[0]).toBe(process.env.LATCHKEY_WAGMI_MAJOR ?? '2')
})

describe('wagmiAdapter', () => {
  test('default: the dapp connector is listed; connecting in Latchkey is wagmi’s connection', async () => {
    const { wallet, address } = await createWallet()
    const { client, config } = openPage(wallet)
    await client.ready
    expect(getConnectors(client).connectors).toContainEqual(
      expect.objectContaining({ id: 'dev.latchkey.wallet', name: 'Dev Wallet', type: 'ANNOUNCED' }),
    )
    await connect(client, { connectorId: 'dev.latchkey.wallet' })
    expect(getLatchkeyAccount(client)).toMatchObject({ status: 'connected', address })
    expect(getAccount(config)).toMatchObject({
      status: 'connected',
      address,
      chainId: 31337,
      connector: expect.objectContaining({ id: 'dev.latchkey.wallet' }),
    })
    // wagmi's actions sign through the same wallet.
    const signature = await signMessage(config, { message: 'hello' })
    await expect(verifyMessage({ address, message: 'hello', signature })).resolves.toBe(true)
  })

  test("behavior: signing before a wallet is connected fails with core's ConnectorNotConnectedError", async () => {
    const { wallet, address } = await createWallet()
    const { adapter, client } = openPage(wallet)
    await client.ready
    const signing = (async () => adapter.signMessage({ message: 'hello', address }))()
    await expect(signing).rejects.toBeInstanceOf(ConnectorNotConnectedError)
    await expect(signing).rejects.toMatchObject({
      shortMessage: 'Connector not connected',
      method: 'signMessage',
    })
  })

  test('behavior: switching chain and disconnecting through wagmi show in Latchkey', async () => {
    const { wallet } = await createWallet()
    const { client, config } = openPage(wallet)
    await client.ready
    await connect(client, { connectorId: 'dev.latchkey.wallet' })
    await wagmiSwitchChain(config, { chainId: 31338 })
    await vi.waitUntil(() => getNetwork(client).chainId === 31338)
    await wagmiDisconnect(config)
    await vi.waitUntil(() => getLatchkeyAccount(client).status === 'disconnected')
  })

  test('behavior: switching and disconnecting in Latchkey show in wagmi', async () => {
    const { wallet } = await createWallet()
    const { client, config } = openPage(wallet)
    await client.ready
    await connect(client, { connectorId: 'dev.latchkey.wallet' })
    await switchNetwork(client, getNetwork(client).requestedCaipNetworks[1]!)
    expect(getAccount(config).chainId).toBe(31338)
    await disconnect(client)
    expect(getAccount(config).status).toBe('disconnected')
  })

  test('behavior: a reload restores both', async () => {
    const { wallet, address } = await createWallet()
    const first = openPage(wallet)
    await first.client.ready
    await connect(first.client, { connectorId: 'dev.latchkey.wallet' })
    first.client.destroy()
    const second = openPage(wallet, first.storage)
    await second.client.ready
    expect(getLatchkeyAccount(second.client)).toMatchObject({ status: 'connected', address })
    expect(getAccount(second.config)).toMatchObject({ status: 'connected', address })
  })

  test('behavior: a connection the dapp makes through wagmi’s connect shows in Latchkey; Latchkey’s disconnect ends it in wagmi', async () => {
    const { wallet, address } = await createWallet()
    const { client, config } = openPage(wallet)
    await client.ready
    // A connector of the dapp's own, not in the config, on the same wallet as the listed one.
    await wagmiConnect(config, {
      connector: injected({
        target: { id: 'dapp.own', name: 'Own', provider: wallet as never },
      }),
    })
    await vi.waitUntil(() => getLatchkeyAccount(client).status === 'connected')
    expect(getLatchkeyAccount(client)).toMatchObject({
      address,
      connectedWalletInfo: expect.objectContaining({ id: 'dev.latchkey.wallet' }),
    })
    await disconnect(client)
    expect(getAccount(config).status).toBe('disconnected')
  })

  test('behavior: another source’s provider (a WalletConnect session) reaches wagmi through the latchkey connector', async () => {
    const { wallet, address } = await createWallet()
    await wallet.request({ method: 'eth_requestAccounts' })
    const { adapter, client, config } = openPage(undefined)
    await client.ready
    const connection = await adapter.attach({
      provider: wallet as unknown as EIP1193Provider,
      accounts: [address],
      chainId: 31337,
    })
    expect(connection.address).toBe(address)
    expect(getAccount(config)).toMatchObject({
      status: 'connected',
      address,
      connector: expect.objectContaining({ id: 'latchkey' }),
    })
    adapter.detach()
    await vi.waitUntil(() => getAccount(config).status === 'disconnected')
  })
})
