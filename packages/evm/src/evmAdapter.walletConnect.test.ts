// The eip155 adapter over a WalletConnect session, nothing stood in: core's WalletConnect on the
// real SDK (`@walletconnect/universal-provider`), our relay (the Latchkey server), devchain's
// WalletConnect test wallet (`@reown/walletkit`, signing with a dev key) and two anvil chains.
// Only the vendor's verify service is left out (it is not part of our stack): core skips it.
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Connector } from '@latchkey/core'
import {
  createConnectionStore,
  createStorage,
  createWalletConnect,
  createWalletConnectSource,
  type WalletConnect,
} from '@latchkey/core/adapter'
import {
  createWalletConnectTestWallet,
  devAccounts,
  type StartDevChainsReturnType,
  startDevChains,
  waitForReceipt,
} from '@latchkey/devchain'
import { loadConfig, type StartServerReturnType, startServer } from '@latchkey/server'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { connectThroughSource, createSourceContext } from '../test/connectThroughSource.js'
import { createTestContext, toCaipNetwork } from '../test/createTestContext.js'
import { evmAdapter } from './evmAdapter.js'

let folder: string
let server: StartServerReturnType
let relayUrl: string
let devnet: StartDevChainsReturnType
let networks: ReturnType<typeof toCaipNetwork>[]
const cleanups: Array<() => Promise<void>> = []

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'latchkey-evm-wc-'))
  const config = loadConfig({ LATCHKEY_PORT: '0', LATCHKEY_DATA_DIR: folder, LOG_LEVEL: 'silent' })
  ;[server, devnet] = await Promise.all([startServer({ config }), startDevChains()])
  relayUrl = server.url.replace(/^http/, 'ws')
  networks = devnet.chains.map((chain) => toCaipNetwork(chain))
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {})
})
afterAll(async () => {
  await Promise.all([server?.close(), devnet?.stop()])
  await rm(folder, { recursive: true, force: true })
})

const walletKey = devAccounts[4]!

/** An adapter with core's WalletConnect on our relay, and the wallet a person would hold. */
async function setup() {
  const connection = createConnectionStore({ storage: createStorage() })
  const prefix = `dapp-${randomUUID()}`
  let walletConnect!: WalletConnect
  const source = createWalletConnectSource({
    relayUrl,
    // The real session manager, made at once (the client's loads it on first use).
    createWalletConnect: (parameters) => {
      walletConnect = createWalletConnect(parameters)
      return walletConnect
    },
    // In memory and apart from the wallet in this process (LOCAL-STACK.md).
    sdkOptions: { customStoragePrefix: prefix, storageOptions: { database: ':memory:' } },
  })
  source.setup(
    createSourceContext({
      networks,
      connection,
      metadata: { name: 'Test Dapp', description: 'A dapp', url: 'https://dapp.test', icons: [] },
    }),
  )
  const evm = evmAdapter({ target: new EventTarget() })
  const { context, events } = createTestContext({ networks })
  evm.setup(context)
  const adapter = connectThroughSource(evm, source)
  const wallet = await createWalletConnectTestWallet({
    relayUrl,
    privateKey: walletKey.privateKey,
    chains: devnet.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
  })
  cleanups.push(
    () => wallet.close(),
    async () => {
      const provider = walletConnect.getProvider('eip155')
      if (provider) await adapter.disconnect().catch(() => {})
    },
  )
  const connector = await new Promise<Connector>((resolve) => {
    const unwatch = adapter.discoverConnectors((list) => {
      const found = list.find((entry) => entry.id === 'walletConnect')
      if (found) queueMicrotask(() => resolve(found))
    })
    setTimeout(unwatch)
  })
  return { adapter, events, wallet, connector, connection }
}

/** Connects as a person would: the URI the dapp shows, paired and approved in the wallet. */
async function connect(parameters: Awaited<ReturnType<typeof setup>>, chainId?: number) {
  const { adapter, connector, connection, wallet } = parameters
  const connected = adapter.connect({ connector, chainId })
  const uri = await vi.waitUntil(() => connection.getState().wcUri, { timeout: 10_000 })
  await wallet.pair(uri)
  await wallet.approveNext()
  return connected
}

describe('evmAdapter with WalletConnect', () => {
  test('default: the WalletConnect entry pairs with the wallet and gives its account', async () => {
    const context = await setup()
    expect(context.connector).toEqual({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
    })
    const connection = await connect(context)
    expect(connection).toEqual({
      address: walletKey.address,
      chainId: 31337,
      accounts: [{ address: walletKey.address, type: 'eoa' }],
      approvedCaipNetworkIds: ['eip155:31337', 'eip155:31338'],
      wallet: { name: 'Latchkey Test Wallet', icon: undefined },
    })
    expect(context.adapter.getProvider()).toBe(context.adapter.getProvider('walletConnect'))
    expect(context.connection.getState().wcUri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  })

  test('behavior: personal_sign and eth_sendTransaction are answered by the wallet', async () => {
    const context = await setup()
    await connect(context)
    const message = 'Sign in to Test Dapp'
    const signature = await context.adapter.signMessage({ message, address: walletKey.address })
    expect(
      await verifyMessage({
        address: walletKey.address,
        message,
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)

    const to = devAccounts[5]!.address
    const hash = await context.adapter.sendTransaction({
      address: walletKey.address,
      to,
      value: parseEther('0.01'),
      caipNetwork: networks[1]!,
    })
    const client = createPublicClient({ transport: http(devnet.chains[1]!.rpcUrl) })
    const receipt = await waitForReceipt(client, {
      hash: hash as `0x${string}`,
      pollingInterval: 50,
    })
    expect(receipt.status).toBe('success')
    expect(context.wallet.requests.map((request) => [request.method, request.chainId])).toEqual([
      ['personal_sign', 'eip155:31337'],
      ['eth_sendTransaction', 'eip155:31338'],
    ])
  })

  test('parameters: chainId moves the session to the selected network while connecting', async () => {
    const context = await setup()
    const connection = await connect(context, 31338)
    expect(connection.chainId).toBe(31338)
    // An approved chain: the dapp moves alone, the wallet is not asked.
    expect(context.wallet.requests).toEqual([])
  })

  test("behavior: switching, and the wallet's chain and account changes, reach core", async () => {
    const context = await setup()
    await connect(context)
    await context.adapter.switchNetwork(networks[1]!)
    expect(context.events).toContainEqual(['chainChanged', { chainId: 31338 }])

    await context.wallet.switchChain(31337)
    await vi.waitUntil(() =>
      context.events.some(
        ([name, payload]) =>
          name === 'chainChanged' && (payload as { chainId: number }).chainId === 31337,
      ),
    )
    const next = devAccounts[6]!
    await context.wallet.emitAccountsChanged(next.privateKey)
    await vi.waitUntil(() => context.events.some(([name]) => name === 'accountsChanged'))
    expect(context.events.at(-1)).toEqual([
      'accountsChanged',
      { accounts: [{ address: next.address, type: 'eoa' }] },
    ])
  })

  test('behavior: the wallet deletes the session: disconnect; the dapp disconnecting deletes it', async () => {
    const first = await setup()
    await connect(first)
    await first.wallet.disconnect()
    await vi.waitUntil(() => first.events.some(([name]) => name === 'disconnect'))
    expect(first.adapter.getProvider()).toBeUndefined()

    const second = await setup()
    await connect(second)
    await second.adapter.disconnect()
    await vi.waitUntil(() => second.wallet.sessions().length === 0)
    expect(second.events).toEqual([])
  })
})
