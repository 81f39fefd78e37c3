// The namespace contract, client side: a namespace that is none of the built-in ones, defined
// here, gets WalletConnect, sign-in messages, explorer links, a balance and a send through its
// descriptor alone (and an adapter made by core's universal adapter). The WalletConnect SDK is
// the stand-in of test/createFakeUniversalProvider.ts (it says what it covers; the real SDK, our
// relay and the devchain's wallet speak eip155 and solana only, in packages/evm's and
// packages/solana's tests); the wallet's answers are the test's. The Latchkey server is a
// stand-in `fetch` answering the two sign-in routes: the server's side of this contract (its
// verifier for the namespace) is packages/server/src/namespaces/'s.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createFakeUniversalProvider } from '../../test/createFakeUniversalProvider.js'
import { createMemoryStorage } from '../../test/createMemoryStorage.js'
import { connect } from '../actions/connect.js'
import { fetchBalance } from '../actions/fetchBalance.js'
import { getAccount } from '../actions/getAccount.js'
import { getNetwork } from '../actions/getNetwork.js'
import { sendTokens } from '../actions/sendTokens.js'
import type { AdapterSendMethods, ChainAdapter } from '../adapter/ChainAdapter.js'
import { createLatchkey } from '../client/createLatchkey.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { defineNetwork } from '../networks/defineNetwork.js'
import { createServerSIWX } from '../siwx/createServerSIWX.js'
import { createUniversalAdapter } from '../walletconnect/createUniversalAdapter.js'
import type { NamespaceDescriptor } from './NamespaceDescriptor.js'

// The test namespace, registered for the types as a dapp would register its own.
declare module '../caip/namespaces.js' {
  interface Register {
    namespace: 'lktest'
  }
}

const sdk = vi.hoisted(() => ({
  current: undefined as ReturnType<typeof createFakeUniversalProvider> | undefined,
}))
vi.mock('../walletconnect/loadUniversalProvider.js', () => ({
  loadUniversalProvider: () => sdk.current?.load(),
}))

/** The whole record of the test namespace: nothing outside this file knows it. */
const lktest: NamespaceDescriptor = {
  namespace: 'lktest',
  toChainId: (reference) => Number(reference),
  checkNetworkId: (id) =>
    Number.isSafeInteger(id) ? undefined : `an lktest id is an integer, got ${String(id)}`,
  // Its addresses are upper-case letters; any case names the same account.
  isSameAddress: (a, b) => a.toUpperCase() === b.toUpperCase(),
  accountType: 'payment',
  preferredAccountType: 'payment',
  walletConnect: {
    methods: ['lktest_signMessage', 'lktest_send', 'lktest_getBalance'],
    events: ['accountsChanged', 'lktest_blockChanged'],
    basic: {
      getBalance: ({ address }) => ({ method: 'lktest_getBalance', params: { address } }),
      signMessage: ({ message, address }) => ({
        method: 'lktest_signMessage',
        params: { message, address },
      }),
      sendTransaction: ({ address, to, value }) => ({
        method: 'lktest_send',
        params: { from: address, to, amount: String(value ?? 0n) },
      }),
    },
  },
  siwx: { chainName: 'Lktest' },
  explorer: { address: (base, address) => `${base}/wallets/${address}` },
  supports: { balance: false, activity: false, names: false, swap: false },
}

const network = defineNetwork(
  {
    id: 7,
    chainNamespace: 'lktest',
    name: 'Lktest Seven',
    nativeCurrency: { name: 'Lk', symbol: 'LK', decimals: 6 },
    rpcUrls: { default: { http: ['http://127.0.0.1:9797'] } },
    blockExplorers: { default: { name: 'Lkscan', url: 'https://scan.lktest.invalid' } },
  },
  lktest,
)

const address = 'ALICEADDRESS'
const receiver = 'BOBADDRESS'
// What the test namespace's Send needs beyond sending: its own address rule and a flat fee.
const sendMethods: AdapterSendMethods = {
  isAddress: (value) => /^[A-Z]{6,}$/.test(value),
  getGasPrice: async () => 10n,
  estimateGas: async () => 1n,
  waitForTransaction: async () => 'confirmed',
}
// The minimal adapter of the namespace: core's universal adapter over its record, and its Send.
const lktestAdapter = (descriptor: NamespaceDescriptor): ChainAdapter => ({
  ...createUniversalAdapter({ descriptor }),
  loadSend: async () => sendMethods,
})

const clients: LatchkeyClient[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
  sdk.current = undefined
  vi.unstubAllGlobals()
})

// The data API's address: every call to it is recorded and fails, so a test sees whether the
// namespace's support flags sent anything there.
const apiUrl = 'http://127.0.0.1:9798'

async function setupConnected(descriptor = lktest) {
  sdk.current = createFakeUniversalProvider()
  const dataApi = vi.fn(async (_input: unknown) => Response.json({}, { status: 503 }))
  vi.stubGlobal('fetch', dataApi)
  const adapter = lktestAdapter(descriptor)
  const client = createLatchkey({
    networks: [network],
    adapters: [adapter],
    apiUrl,
    relayUrl: 'ws://127.0.0.1:8787',
    storage: createMemoryStorage(),
    debug: false,
  })
  clients.push(client)
  await client.ready
  const connected = connect(client, { connectorId: 'walletConnect', namespace: 'lktest' })
  const fake = await vi.waitUntil(
    () => (sdk.current?.latest()?.pendingUri ? sdk.current : undefined),
    { timeout: 15_000 },
  )
  const universal = fake.latest()
  universal.answers.lktest_getBalance = '2500000'
  universal.answers.lktest_signMessage = `0x${'ab'.repeat(65)}`
  universal.answers.lktest_send = 'LKTXHASH0001'
  universal.approve({
    accounts: [`lktest:7:${address}`],
    methods: [...(lktest.walletConnect?.methods ?? [])],
  })
  await connected
  const dataApiCalls = () => dataApi.mock.calls.map(([input]) => new URL(String(input)).pathname)
  return { client, universal, adapter, dataApiCalls }
}

describe('a namespace given by its descriptor alone', () => {
  test('behavior: WalletConnect proposes its methods and events, and the session connects it', async () => {
    const { client, universal } = await setupConnected()
    const proposal = universal.calls.find((call) => call.method === 'connect')?.args[0] as {
      optionalNamespaces: Record<string, unknown>
    }
    expect(proposal.optionalNamespaces).toEqual({
      lktest: {
        chains: ['lktest:7'],
        methods: ['lktest_signMessage', 'lktest_send', 'lktest_getBalance'],
        events: ['accountsChanged', 'lktest_blockChanged'],
        rpcMap: { '7': 'http://127.0.0.1:9797', 'lktest:7': 'http://127.0.0.1:9797' },
      },
    })
    expect(getAccount(client, 'lktest')).toMatchObject({
      status: 'connected',
      address,
      caipAddress: `lktest:7:${address}`,
      allAccounts: [{ address, type: 'payment' }],
      preferredAccountType: 'payment',
      // Its explorer's path for an address, from its record.
      addressExplorerUrl: `https://scan.lktest.invalid/wallets/${address}`,
    })
    expect(getNetwork(client, 'lktest')).toMatchObject({ chainId: 7, caipNetworkId: 'lktest:7' })
  })

  test('behavior: its balance is read through the request its record names', async () => {
    const { client, universal } = await setupConnected()
    const balance = await fetchBalance(client, { namespace: 'lktest' })
    expect(balance).toMatchObject({
      value: 2_500_000n,
      decimals: 6,
      symbol: 'LK',
      formatted: '2.5',
    })
    expect(universal.calls).toContainEqual({
      method: 'request',
      args: [{ method: 'lktest_getBalance', params: { address } }, 'lktest:7'],
    })
  })

  test('behavior: a send goes as its record and support flags route it', async () => {
    const { client, universal, dataApiCalls } = await setupConnected()
    // No names, balances or history on the namespace: a name is not looked up, and nothing of
    // the account goes to the data API.
    await expect(
      sendTokens(client, { to: 'bob.lk', amount: '1', namespace: 'lktest' }),
    ).rejects.toMatchObject({ name: 'SendParametersError', problem: 'nameNotFound' })
    const hash = await sendTokens(client, { to: receiver, amount: '1.25', namespace: 'lktest' })
    expect(hash).toBe('LKTXHASH0001')
    expect(universal.calls).toContainEqual({
      method: 'request',
      args: [
        { method: 'lktest_send', params: { from: address, to: receiver, amount: '1250000' } },
        'lktest:7',
      ],
    })
    expect(dataApiCalls()).toEqual([])
  })

  test('parameters: supports.names sends a name to the data API', async () => {
    const named = { ...lktest, supports: { ...lktest.supports, names: true } }
    const { client, dataApiCalls } = await setupConnected(named)
    // The stand-in data API fails: the name's lookup failed rather than found nothing.
    await expect(
      sendTokens(client, { to: 'bob.lk', amount: '1', namespace: 'lktest' }),
    ).rejects.toMatchObject({ name: 'SendParametersError', problem: 'nameError' })
    expect(dataApiCalls()).toContain('/v1/profile/account/bob.lk')
  })

  test('behavior: its sign-in message names its chain and its sessions match its addresses', async () => {
    const { adapter } = await setupConnected()
    const verified: Array<{ message: string; signature: string }> = []
    const session = (signed: { message: string; signature: string }) => ({
      address,
      caipNetworkId: 'lktest:7',
      issuedAt: '2026-01-01T00:00:00.000Z',
      expiresAt: '2030-01-01T00:00:00.000Z',
      ...signed,
    })
    // The server's routes as far as this client calls them.
    const server: typeof fetch = async (input, init) => {
      const path = new URL(String(input)).pathname
      if (path === '/v1/siwx/nonce')
        return Response.json({ nonce: 'abcdef123456', expiresAt: '2030-01-01T00:00:00.000Z' })
      if (path === '/v1/siwx/verify') {
        const { message, signature } = JSON.parse(String(init?.body)) as Record<string, string>
        verified.push({ message: String(message), signature: String(signature) })
        return Response.json({ token: 'token-0123456789abcdef', session: session(verified[0]!) })
      }
      if (path === '/v1/siwx/session' && verified[0]) return Response.json(session(verified[0]))
      return Response.json({ error: 'not found' }, { status: 404 })
    }
    const siwx = createServerSIWX({
      serverUrl: 'http://127.0.0.1:8787',
      fetch: server,
      storage: createMemoryStorage(),
      location: { host: 'dapp.test', href: 'https://dapp.test/', protocol: 'https:' },
      namespaces: [lktest],
      now: () => Date.parse('2026-01-01T00:00:00.000Z'),
    })
    const message = await siwx.createMessage({ chainId: 'lktest:7', accountAddress: address })
    const text = message.toString()
    expect(text.split('\n').slice(0, 2)).toEqual([
      'dapp.test wants you to sign in with your Lktest account:',
      address,
    ])
    expect(text).toContain('\nChain ID: 7\n')
    // Signed by the wallet through the connected adapter (the record's sign request).
    const signature = await adapter.signMessage({ message: text, address })
    await siwx.addSession({ data: message, message: text, signature })
    expect(verified).toEqual([{ message: text, signature: `0x${'ab'.repeat(65)}` }])
    // The namespace's own address equality: another case names the same account.
    expect(await siwx.getSessions('lktest:7', address.toLowerCase())).toHaveLength(1)
  })
})
