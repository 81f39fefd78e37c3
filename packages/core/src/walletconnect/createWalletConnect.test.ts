// The WalletConnect controller over a stand-in of the SDK (test/createFakeUniversalProvider.ts
// says what it covers); the real SDK through our relay with a real wallet is in packages/evm's
// walletConnect.test.ts and e2e/walletconnect.spec.ts.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createFakeUniversalProvider } from '../../test/createFakeUniversalProvider.js'
import { createMemoryStorage } from '../../test/createMemoryStorage.js'
import { devnet, devnet2 } from '../../test/fixtures.js'
import { WalletConnectPairingReplacedError } from '../errors/walletConnect.js'
import { createStorage } from '../storage/createStorage.js'
import { createConnectionStore } from '../stores/createConnectionStore.js'
import { createWalletConnect, walletConnectDeepLinkKey } from './createWalletConnect.js'
import type { BrowserEnvironment } from './getBrowserEnvironment.js'

const address = '0x1111111111111111111111111111111111111111'
const desktop: BrowserEnvironment = { mobile: false, telegram: false, iosSafari: false }

afterEach(() => vi.useRealTimers())

function setup(parameters: { environment?: BrowserEnvironment; verifyUrl?: string } = {}) {
  const sdk = createFakeUniversalProvider()
  const connection = createConnectionStore({
    storage: createStorage({ storage: createMemoryStorage() }),
  })
  const environment = { current: parameters.environment ?? desktop }
  const walletConnect = createWalletConnect({
    relayUrl: 'ws://127.0.0.1:8787',
    verifyUrl: parameters.verifyUrl,
    networks: [devnet, devnet2],
    metadata: { name: 'Dapp', description: 'A dapp', url: 'https://dapp.test', icons: [] },
    connection,
    log: () => {},
    getEnvironment: () => environment.current,
    loadProvider: sdk.load,
  })
  /** Waits until the SDK shows a pairing URI. */
  const uri = () => vi.waitUntil(() => sdk.latest()?.pendingUri)
  return { sdk, connection, walletConnect, environment, uri }
}

describe('createWalletConnect', () => {
  test('default: nothing loads until a connection is asked for', () => {
    const { sdk, walletConnect } = setup()
    expect(sdk.state.loads).toBe(0)
    expect(walletConnect.getProvider('eip155')).toBeUndefined()
    expect(walletConnect.getConnector('eip155')).toEqual({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
    })
  })

  test('behavior: the SDK starts with the relay, telemetry off, and the verify step skipped', async () => {
    const { sdk, walletConnect, uri } = setup()
    const connected = walletConnect.connect('eip155')
    await uri()
    const provider = sdk.latest()
    expect(provider.options).toMatchObject({
      relayUrl: 'ws://127.0.0.1:8787',
      projectId: 'latchkey',
      telemetryEnabled: false,
      metadata: { name: 'Dapp', url: 'https://dapp.test' },
    })
    expect(await (provider.client.core.verify.register as () => Promise<string>)()).toBe('')
    // Every configured network is asked for, with its own RPC URL for reads.
    expect(provider.calls[0]).toEqual({
      method: 'connect',
      args: [
        {
          optionalNamespaces: {
            eip155: expect.objectContaining({
              chains: ['eip155:31337', 'eip155:31338'],
              rpcMap: expect.objectContaining({
                '31337': 'http://127.0.0.1:8545',
                '31338': 'http://127.0.0.1:8546',
              }),
            }),
          },
        },
      ],
    })
    provider.approve({ accounts: [`eip155:31337:${address}`] })
    await connected
  })

  test('parameters: verifyUrl keeps the verify step, pointed at that server', async () => {
    const { sdk, walletConnect, uri } = setup({ verifyUrl: 'https://verify.dapp.test' })
    void walletConnect.connect('eip155').catch(() => {})
    await uri()
    const verify = sdk.latest().client.core.verify
    expect(verify.verifyUrlV3).toBe('https://verify.dapp.test')
    expect(await (verify.register as (value: unknown) => Promise<string>)({})).toBe('attestation')
  })

  test('behavior: the pairing URI goes to the store with an expiry 4 minutes on; approval gives the session', async () => {
    const { sdk, connection, walletConnect, uri } = setup()
    const now = Date.now()
    const connected = walletConnect.connect('eip155')
    const pairing = await uri()
    expect(connection.getState().wcUri).toBe(pairing)
    expect(connection.getState().wcPairingExpiry).toBeGreaterThanOrEqual(now + 240_000)
    expect(connection.getState().wcPairingExpiry).toBeLessThan(now + 241_000)

    sdk.latest().approve({
      accounts: [`eip155:31338:${address}`, `eip155:31337:${address}`],
      wallet: { name: 'Wallet App', icons: ['https://wallet.test/icon.png'] },
    })
    const session = await connected
    expect(session).toMatchObject({
      accounts: [address],
      chainId: 31338,
      approvedCaipNetworkIds: ['eip155:31338', 'eip155:31337'],
      wallet: { name: 'Wallet App', icon: 'https://wallet.test/icon.png' },
    })
    expect(walletConnect.getProvider('eip155')).toBe(session.provider)
  })

  test('behavior: a new attempt replaces a pending one: new URI, the old one rejects', async () => {
    const { sdk, connection, walletConnect, uri } = setup()
    const first = walletConnect.connect('eip155')
    const firstUri = await uri()
    const second = walletConnect.connect('eip155')
    await expect(first).rejects.toBeInstanceOf(WalletConnectPairingReplacedError)
    const secondUri = await vi.waitUntil(() =>
      sdk.latest().pendingUri !== firstUri ? sdk.latest().pendingUri : undefined,
    )
    expect(connection.getState().wcUri).toBe(secondUri)
    sdk.latest().approve({ accounts: [`eip155:31337:${address}`] })
    await expect(second).resolves.toMatchObject({ chainId: 31337 })
  })

  test.each([
    ['Telegram', { mobile: true, telegram: true, iosSafari: false }],
    ['iOS Safari', { mobile: true, telegram: false, iosSafari: true }],
  ])(
    'behavior: on %s a pending attempt is reused while its pairing has not expired',
    async (_name, environment) => {
      const { sdk, connection, walletConnect, uri } = setup({ environment })
      const first = walletConnect.connect('eip155')
      const pairing = await uri()
      const second = walletConnect.connect('eip155')
      expect(connection.getState().wcUri).toBe(pairing)
      expect(sdk.latest().calls.filter((call) => call.method === 'connect')).toHaveLength(1)
      sdk.latest().approve({ accounts: [`eip155:31337:${address}`] })
      await expect(first).resolves.toMatchObject({ accounts: [address] })
      await expect(second).resolves.toMatchObject({ accounts: [address] })
    },
  )

  test('behavior: on iOS Safari an expired pairing is not reused', async () => {
    const { sdk, connection, walletConnect, uri } = setup({
      environment: { mobile: true, telegram: false, iosSafari: true },
    })
    const first = walletConnect.connect('eip155')
    const pairing = await uri()
    connection.setState({ wcPairingExpiry: Date.now() - 1 })
    const second = walletConnect.connect('eip155')
    await expect(first).rejects.toBeInstanceOf(WalletConnectPairingReplacedError)
    await vi.waitUntil(() => connection.getState().wcUri && connection.getState().wcUri !== pairing)
    sdk.latest().approve({ accounts: [`eip155:31337:${address}`] })
    await second
  })

  test('behavior: on a desktop a second attempt gets a new pairing', async () => {
    const { sdk, walletConnect, uri } = setup()
    const first = walletConnect.connect('eip155')
    await uri()
    void walletConnect.connect('eip155').catch(() => {})
    await expect(first).rejects.toBeInstanceOf(WalletConnectPairingReplacedError)
    await vi.waitUntil(
      () => sdk.latest().calls.filter((call) => call.method === 'connect').length === 2,
    )
  })

  test('behavior: cancel gives up the pending pairing as declined', async () => {
    const { walletConnect, uri } = setup()
    const connected = walletConnect.connect('eip155')
    await uri()
    walletConnect.cancel()
    await expect(connected).rejects.toMatchObject({ code: 4001, name: 'UserRejectedRequestError' })
  })

  test('behavior: a rejected proposal rejects; the next attempt starts afresh', async () => {
    const { sdk, walletConnect, uri } = setup()
    const first = walletConnect.connect('eip155')
    await uri()
    sdk.latest().reject()
    await expect(first).rejects.toMatchObject({
      // The wallet's no (WalletConnect's USER_REJECTED) reads as EIP-1193's, its answer kept.
      name: 'UserRejectedRequestError',
      code: 4001,
      cause: { code: 5000 },
    })
    const second = walletConnect.connect('eip155')
    await vi.waitUntil(
      () => sdk.latest().calls.filter((call) => call.method === 'connect').length === 2,
    )
    sdk.latest().approve({ accounts: [`eip155:31337:${address}`] })
    await second
    // One SDK for the page.
    expect(sdk.instances).toHaveLength(1)
  })

  test('behavior: reconnect gives the stored session, or nothing', async () => {
    const empty = setup()
    expect(await empty.walletConnect.reconnect('eip155')).toBeUndefined()

    const { sdk, walletConnect } = setup()
    sdk.state.stored = { accounts: [`eip155:31337:${address}`] }
    expect(await walletConnect.reconnect('eip155')).toMatchObject({
      accounts: [address],
      chainId: 31337,
    })
    expect(await walletConnect.reconnect('solana')).toBeUndefined()
  })

  test('behavior: the provider routes requests on the current chain and follows switches', async () => {
    const { sdk, walletConnect } = setup()
    sdk.state.stored = { accounts: [`eip155:31337:${address}`, `eip155:31338:${address}`] }
    const { provider } = (await walletConnect.reconnect('eip155'))!
    sdk.latest().answers.personal_sign = '0xsigned'
    expect(await provider.request({ method: 'personal_sign', params: ['0x01', address] })).toBe(
      '0xsigned',
    )
    expect(sdk.latest().calls.at(-1)?.args[1]).toBe('eip155:31337')

    const chains: unknown[] = []
    provider.on('chainChanged', (chainId) => chains.push(chainId))
    // What the eip155 adapter asks when it switches: the SDK moves the session's chain.
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    walletConnect.selectNetwork(devnet2)
    expect(chains).toEqual(['0x7a6a'])
    expect(await provider.request({ method: 'eth_chainId' })).toBe(31338)
  })

  test('behavior: disconnect ends the session; a relay out of reach does not keep it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { sdk, walletConnect } = setup()
    sdk.state.stored = { accounts: [`eip155:31337:${address}`] }
    await walletConnect.reconnect('eip155')
    sdk.latest().hangDisconnect = true
    const ended = walletConnect.disconnect()
    await vi.advanceTimersByTimeAsync(3_000)
    await ended
    expect(sdk.latest().session).toBeUndefined()
    expect(sdk.latest().calls.map((call) => call.method)).toEqual(['disconnect', 'session.delete'])
    expect(walletConnect.getProvider('eip155')).toBeUndefined()
  })

  test('behavior: the deep link is kept where the SDK opens it on requests, and cleared', async () => {
    const { sdk, walletConnect } = setup()
    await walletConnect.setDeepLink(undefined)
    expect(sdk.state.loads).toBe(0)
    sdk.state.stored = { accounts: [`eip155:31337:${address}`] }
    await walletConnect.reconnect('eip155')
    await walletConnect.setDeepLink({ name: 'Wallet App', href: 'walletapp://' })
    expect(JSON.parse(sdk.latest().storage.get(walletConnectDeepLinkKey) as string)).toEqual({
      href: 'walletapp://',
      name: 'Wallet App',
    })
    await walletConnect.setDeepLink(undefined)
    expect(sdk.latest().storage.has(walletConnectDeepLinkKey)).toBe(false)
  })
})
