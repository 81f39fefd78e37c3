// Basic mode through the whole client: no adapters, a relay, WalletConnect alone. The SDK is the
// stand-in of test/createFakeUniversalProvider.ts (it says what it covers); the real SDK, relay
// and wallet run in packages/evm's walletConnect.test.ts and e2e/walletconnect.spec.ts.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createFakeUniversalProvider } from '../../test/createFakeUniversalProvider.js'
import { createMemoryStorage } from '../../test/createMemoryStorage.js'
import { flush } from '../../test/createTestClient.js'
import { connector, devnet, devnet2 } from '../../test/fixtures.js'
import { closeModal } from '../actions/closeModal.js'
import type { ConnectParameters } from '../actions/connect.js'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { fetchBalance } from '../actions/fetchBalance.js'
import { getAccount } from '../actions/getAccount.js'
import { getConnection } from '../actions/getConnection.js'
import { getConnectors } from '../actions/getConnectors.js'
import { getNetwork } from '../actions/getNetwork.js'
import { getProvider } from '../actions/getProvider.js'
import { getRouter } from '../actions/getRouter.js'
import { openModal } from '../actions/openModal.js'
import { setWcLinking } from '../actions/setWcLinking.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import { createLatchkey } from '../client/createLatchkey.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { ConnectorNotConnectedError } from '../errors/connection.js'
import { walletConnectDeepLinkKey } from './createWalletConnect.js'

const sdk = vi.hoisted(() => ({
  current: undefined as ReturnType<typeof createFakeUniversalProvider> | undefined,
}))
vi.mock('./loadUniversalProvider.js', () => ({
  loadUniversalProvider: () => sdk.current?.load(),
}))

const address = '0x1111111111111111111111111111111111111111'
const clients: LatchkeyClient[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

function setup(stored: Record<string, unknown> = {}, backing = createMemoryStorage(stored)) {
  sdk.current ??= createFakeUniversalProvider()
  const client = createLatchkey({
    networks: [devnet, devnet2],
    relayUrl: 'ws://127.0.0.1:8787',
    storage: backing,
    debug: false,
  })
  clients.push(client)
  return { client, storage: backing, fake: sdk.current }
}

afterEach(() => {
  sdk.current = undefined
})

/** Starts a WalletConnect connection and waits for the pairing URI in the connection state. */
async function startConnecting(client: LatchkeyClient, wallet?: ConnectParameters['wallet']) {
  await client.ready
  const connected = connect(client, { connectorId: 'walletConnect', wallet })
  connected.catch(() => {})
  await vi.waitUntil(() => getConnection(client).wcUri, { timeout: 15_000 })
  // In an object: an async function returning the promise itself would wait for it.
  return { connected }
}

describe('basic mode (no adapters)', () => {
  test('default: WalletConnect is the only entry; the modal opens on ConnectingWalletConnectBasic', async () => {
    const { client, fake } = setup()
    await client.ready
    expect(client.options.basic).toBe(true)
    expect(getConnectors(client).connectors).toEqual([
      { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
    ])
    // Nothing of the SDK loads before a connection is asked for.
    expect(fake.state.loads).toBe(0)
    // Opening is that ask in basic mode: the view shows the pairing started at once.
    openModal(client)
    expect(getRouter(client).view).toBe('ConnectingWalletConnectBasic')
    await vi.waitUntil(() => getConnection(client).wcUri, { timeout: 15_000 })
    expect(fake.state.loads).toBe(1)
  })

  test("behavior: QR code scanned: connected, CONNECT_SUCCESS with method 'qrcode'", async () => {
    const { client, fake, storage } = setup()
    const events = vi.fn()
    client.events.on('CONNECT_SUCCESS', events)
    const { connected } = await startConnecting(client)
    expect(getConnection(client)).toMatchObject({ status: 'connecting', wcError: false })
    expect(getAccount(client).status).toBe('connecting')
    fake.latest().approve({
      accounts: [`eip155:31338:${address}`, `eip155:31337:${address}`],
      wallet: { name: 'Wallet App', icons: ['https://wallet.test/icon.png'] },
    })
    await connected
    expect(getAccount(client)).toMatchObject({
      status: 'connected',
      address,
      connectedWalletInfo: {
        id: 'walletConnect',
        name: 'Wallet App',
        icon: 'https://wallet.test/icon.png',
        type: 'WALLET_CONNECT',
      },
    })
    expect(getNetwork(client).chainId).toBe(31337)
    expect(getConnection(client)).toMatchObject({
      status: 'connected',
      wcUri: undefined,
      wcPairingExpiry: undefined,
    })
    expect(events).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'qrcode', name: 'WalletConnect' }),
    )
    expect(storage.read('connectorIds')).toEqual({ eip155: 'walletConnect' })
    expect(storage.read('wcLinking')).toBeUndefined()
    // The generic entry names no wallet: it is no recent wallet.
    expect(storage.read('recentWallets')).toEqual([])
  })

  test("behavior: a deep link followed: method 'mobile', the link and the picked wallet stored", async () => {
    const { client, fake, storage } = setup()
    const events = vi.fn()
    client.events.on('CONNECT_SUCCESS', events)
    const rainbow = connector('Rainbow', { type: 'WALLET_CONNECT', explorerId: 'rainbow-id' })
    const { connected } = await startConnecting(client, rainbow)
    expect(getConnection(client).recentWallet).toBe(rainbow)
    setWcLinking(client, { name: 'Rainbow', href: 'rainbow://' })
    // Not stored before the connection succeeds.
    expect(storage.read('wcLinking')).toBeUndefined()
    fake.latest().approve({ accounts: [`eip155:31337:${address}`] })
    await connected
    expect(events).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'mobile', name: 'Rainbow' }),
    )
    expect(storage.read('wcLinking')).toEqual({ name: 'Rainbow', href: 'rainbow://' })
    await flush()
    expect(JSON.parse(fake.latest().storage.get(walletConnectDeepLinkKey) as string)).toEqual({
      href: 'rainbow://',
      name: 'Rainbow',
    })
    expect(storage.read('recentWallets')).toEqual([
      {
        id: 'rainbow',
        name: 'Rainbow',
        type: 'WALLET_CONNECT',
        chain: 'eip155',
        explorerId: 'rainbow-id',
      },
    ])
  })

  test('behavior: a rejected proposal sets wcError and returns to disconnected', async () => {
    const { client, fake } = setup()
    const { connected } = await startConnecting(client)
    fake.latest().reject()
    await expect(connected).rejects.toMatchObject({ code: 4001, cause: { code: 5000 } })
    expect(getConnection(client)).toMatchObject({ status: 'disconnected', wcError: true })
    expect(getAccount(client).status).toBe('disconnected')
  })

  test('behavior: closing the modal gives up a pending pairing: back to disconnected', async () => {
    const { client } = setup()
    await client.ready
    openModal(client)
    const { connected } = await startConnecting(client)
    expect(getAccount(client).status).toBe('connecting')
    closeModal(client)
    await expect(connected).rejects.toMatchObject({ code: 4001 })
    expect(getAccount(client).status).toBe('disconnected')
    expect(getConnection(client).status).toBe('disconnected')
  })

  test('behavior: a replaced attempt leaves the new one alone', async () => {
    const { client, fake } = setup()
    const { connected: first } = await startConnecting(client)
    const firstUri = getConnection(client).wcUri
    const second = connect(client, { connectorId: 'walletConnect' })
    await expect(first).rejects.toThrow('The pairing was replaced by a newer one')
    await vi.waitUntil(
      () => getConnection(client).wcUri && getConnection(client).wcUri !== firstUri,
    )
    expect(getConnection(client)).toMatchObject({ status: 'connecting', wcError: false })
    fake.latest().approve({ accounts: [`eip155:31337:${address}`] })
    await second
    expect(getAccount(client).status).toBe('connected')
  })

  test('behavior: disconnect deletes the session; reset clears uri, expiry, linking, recent wallet and deep link', async () => {
    const { client, fake, storage } = setup()
    const { connected } = await startConnecting(
      client,
      connector('Rainbow', { type: 'WALLET_CONNECT' }),
    )
    setWcLinking(client, { name: 'Rainbow', href: 'rainbow://' })
    fake.latest().approve({ accounts: [`eip155:31337:${address}`] })
    await connected
    await disconnect(client)
    expect(fake.latest().calls.map((call) => call.method)).toContain('disconnect')
    expect(getAccount(client).status).toBe('disconnected')
    expect(getConnection(client)).toEqual({
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
      status: 'disconnected',
      wcError: false,
      buffering: false,
      attempt: undefined,
      disconnecting: false,
      networkSwitch: undefined,
      switchingNamespace: false,
    })
    expect(storage.read('wcLinking')).toBeUndefined()
    expect(storage.read('connectorIds')).toBeUndefined()
    await flush()
    expect(fake.latest().storage.has(walletConnectDeepLinkKey)).toBe(false)
  })

  test('behavior: the wallet ends the session, switches chain and account', async () => {
    const { client, fake } = setup()
    const { connected } = await startConnecting(client)
    const other = '0x2222222222222222222222222222222222222222'
    fake.latest().approve({ accounts: [`eip155:31337:${address}`, `eip155:31338:${address}`] })
    await connected
    fake.latest().setDefaultChain('eip155:31338')
    expect(getNetwork(client).chainId).toBe(31338)
    fake.latest().session!.namespaces.eip155!.accounts.push(`eip155:31338:${other}`)
    fake.latest().emit('accountsChanged', [other])
    expect(getAccount(client).address).toBe(other)
    fake.latest().deleteFromWallet()
    expect(getAccount(client).status).toBe('disconnected')
    expect(getConnection(client).status).toBe('disconnected')
  })

  test('behavior: network switching, signing, sending and balances go through the session', async () => {
    const { client, fake } = setup()
    const { connected } = await startConnecting(client)
    fake.latest().approve({ accounts: [`eip155:31337:${address}`, `eip155:31338:${address}`] })
    await connected
    await switchNetwork(client, devnet2)
    expect(getNetwork(client).chainId).toBe(31338)
    expect(
      fake
        .latest()
        .calls.find(
          (call) => (call.args[0] as { method?: string })?.method === 'wallet_switchEthereumChain',
        )?.args,
    ).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] },
      'eip155:31337',
    ])
    fake.latest().answers.eth_getBalance = '0xde0b6b3a7640000'
    await expect(fetchBalance(client, { force: true })).resolves.toMatchObject({
      value: 10n ** 18n,
      formatted: '1',
    })
    const provider = getProvider(client) as { request(args: unknown): Promise<unknown> }
    fake.latest().answers.personal_sign = '0xsigned'
    expect(await provider.request({ method: 'personal_sign', params: ['0x68', address] })).toBe(
      '0xsigned',
    )
    expect(fake.latest().calls.at(-1)?.args[1]).toBe('eip155:31338')
  })

  test('behavior: the session is restored after a reload', async () => {
    const backing = createMemoryStorage()
    const first = setup({}, backing)
    const { connected } = await startConnecting(first.client)
    first.fake.latest().approve({ accounts: [`eip155:31337:${address}`] })
    await connected
    first.client.destroy()

    // A new page: the SDK finds the session in its storage.
    sdk.current = createFakeUniversalProvider()
    sdk.current.state.stored = { accounts: [`eip155:31337:${address}`] }
    const { client } = setup({}, backing)
    expect(getAccount(client).status).toBe('connecting')
    await client.ready
    expect(getAccount(client)).toMatchObject({ status: 'connected', address })
    expect(getConnection(client).status).toBe('connected')
  })

  test('behavior: a stored connection the wallet ended meanwhile is dropped', async () => {
    const { client } = setup({ connectorIds: { eip155: 'walletConnect' } })
    await client.ready
    expect(getAccount(client).status).toBe('disconnected')
  })

  test('behavior: signing before a wallet is connected fails with ConnectorNotConnectedError', async () => {
    const { client } = setup()
    await client.ready
    const adapter = client.adapters.get('eip155')!
    const signing = adapter.signMessage({ message: 'hello', address })
    await expect(signing).rejects.toBeInstanceOf(ConnectorNotConnectedError)
    await expect(signing).rejects.toMatchObject({
      shortMessage: 'Connector not connected',
      method: 'personal_sign',
    })
  })
})
