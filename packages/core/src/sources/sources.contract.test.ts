// The contract between sources and adapters: an adapter for a namespace core has no adapter for
// (polkadot), written here and named as a test adapter, connects through an injected source and
// through WalletConnect, and neither source changes for it. The page's polkadot wallet is an
// in-memory stand-in (no polkadot wallet runs here); WalletConnect's SDK is the stand-in of
// test/createFakeUniversalProvider.ts. Real wallets on both sources run in packages/evm's tests.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createFakeUniversalProvider } from '../../test/createFakeUniversalProvider.js'
import { connect } from '../actions/connect.js'
import { getAccount } from '../actions/getAccount.js'
import { getConnection } from '../actions/getConnection.js'
import { getConnectors } from '../actions/getConnectors.js'
import { getNetwork } from '../actions/getNetwork.js'
import { getProvider } from '../actions/getProvider.js'
import { createAdapter } from '../adapter/createAdapter.js'
import { createLatchkey } from '../client/createLatchkey.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { defineNetwork } from '../networks/defineNetwork.js'
import { createInjectedSource } from './createInjectedSource.js'

const sdk = vi.hoisted(() => ({
  current: undefined as ReturnType<typeof createFakeUniversalProvider> | undefined,
}))
vi.mock('../walletconnect/loadUniversalProvider.js', () => ({
  loadUniversalProvider: () => sdk.current?.load(),
}))

const polkadot = defineNetwork({
  id: '91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  name: 'Polkadot',
  nativeCurrency: { name: 'DOT', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9944'] } },
})
const alice = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'

/** A provider speaking the namespace's RPC methods: what any source yields for polkadot. */
type PolkadotProvider = { request(args: { method: string; params?: unknown }): Promise<unknown> }

/** The test adapter of the contract: reads and writes of polkadot over any provider. */
function createPolkadotTestAdapter(wallet: PolkadotProvider) {
  const attached: PolkadotProvider[] = []
  const adapter = createAdapter<PolkadotProvider>({
    namespace: 'polkadot',
    // The page's injected polkadot wallet, as `window.injectedWeb3` would list it.
    injectedSource: createInjectedSource<PolkadotProvider>({
      namespace: 'polkadot',
      setup: () => ({
        watchConnectors(onChange) {
          onChange([
            { id: 'polkadot-js', name: 'polkadot{.js}', type: 'ANNOUNCED', chain: 'polkadot' },
          ])
          return () => {}
        },
        findProvider: async (connector) => (connector.id === 'polkadot-js' ? wallet : undefined),
        getProvider: (connector) => (connector.id === 'polkadot-js' ? wallet : undefined),
        requestAccess: async (provider) => ({
          accounts: (await provider.request({ method: 'polkadot_requestAccounts' })) as string[],
          chainId: polkadot.id,
        }),
        getAccess: async () => null,
      }),
    }),
    setup: () => {
      let current: PolkadotProvider | undefined
      return {
        async attach({ provider, accounts, chainId }) {
          current = provider
          attached.push(provider)
          return {
            address: accounts[0]!,
            chainId,
            accounts: accounts.map((address) => ({ address, type: 'eoa' as const })),
          }
        },
        detach: () => {
          current = undefined
        },
        switchNetwork: async () => {},
        getBalance: async () => ({ value: 0n, decimals: 10, symbol: 'DOT' }),
        async signMessage({ message, address }) {
          return String(
            await current?.request({
              method: 'polkadot_signMessage',
              params: { address, message },
            }),
          )
        },
        getProvider: () => current,
      }
    },
  })
  return { adapter, attached }
}

const clients: LatchkeyClient[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
  sdk.current = undefined
})

function setup() {
  const wallet = {
    request: vi.fn(async ({ method }: { method: string }) => {
      if (method === 'polkadot_requestAccounts') return [alice]
      if (method === 'polkadot_signMessage') return '0xsigned-by-extension'
      throw new Error(`unexpected ${method}`)
    }),
  }
  const test = createPolkadotTestAdapter(wallet)
  sdk.current = createFakeUniversalProvider()
  const client = createLatchkey({
    networks: [polkadot],
    adapters: [test.adapter],
    relayUrl: 'ws://127.0.0.1:8787',
    storage: null,
    debug: false,
  })
  clients.push(client)
  return { client, wallet, ...test, fake: sdk.current }
}

describe('connection sources and a second namespace', () => {
  test('behavior: the test adapter connects through the injected source', async () => {
    const { client, wallet, attached } = setup()
    await client.ready
    expect(getConnectors(client).connectors.map(({ id }) => id)).toEqual([
      'walletConnect',
      'polkadot-js',
    ])
    await connect(client, { connectorId: 'polkadot-js' })
    expect(getAccount(client, 'polkadot')).toMatchObject({
      status: 'connected',
      address: alice,
      caipAddress: `polkadot:${polkadot.id}:${alice}`,
      connectedWalletInfo: { id: 'polkadot-js', type: 'ANNOUNCED' },
    })
    expect(attached).toEqual([wallet])
    expect(getConnection(client).attempt).toMatchObject({
      source: 'injected',
      status: 'succeeded',
    })
    // What a dapp gets is the wallet's provider (wrapped only to normalise rejections).
    await expect(
      (getProvider(client, 'polkadot') as PolkadotProvider).request({
        method: 'polkadot_signMessage',
      }),
    ).resolves.toBe('0xsigned-by-extension')
  })

  test('behavior: the same adapter connects through WalletConnect, signing over the session', async () => {
    const { client, attached, fake } = setup()
    await client.ready
    const connected = connect(client, { connectorId: 'walletConnect', namespace: 'polkadot' })
    await vi.waitUntil(() => getConnection(client).wcUri, { timeout: 15_000 })
    fake.latest().approve({ accounts: [`polkadot:${polkadot.id}:${alice}`] })
    await connected
    expect(getAccount(client, 'polkadot')).toMatchObject({
      status: 'connected',
      address: alice,
      connectedWalletInfo: { id: 'walletConnect', name: 'Fake Wallet', type: 'WALLET_CONNECT' },
    })
    expect(getNetwork(client, 'polkadot').caipNetworkId).toBe(polkadot.caipNetworkId)
    // The adapter got the session's polkadot provider; its requests go to the session's chain.
    expect(attached).toHaveLength(1)
    fake.latest().answers.polkadot_signMessage = '0xsigned-by-session'
    await expect(
      (getProvider(client, 'polkadot') as PolkadotProvider).request({
        method: 'polkadot_signMessage',
      }),
    ).resolves.toBe('0xsigned-by-session')
    expect(fake.latest().calls.at(-1)?.args[1]).toBe(`polkadot:${polkadot.id}`)
  })
})
