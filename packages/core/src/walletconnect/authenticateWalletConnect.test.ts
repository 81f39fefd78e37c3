// One-click sign-in over the stand-in of the SDK (test/createFakeUniversalProvider.ts): what the
// pairing asks the wallet for and what reaches the `siwx` option. The real SDK, our relay, a real
// wallet and our SIWX server run it end to end in e2e/wc-auth.spec.ts.
import { describe, expect, test, vi } from 'vitest'
import { createFakeUniversalProvider } from '../../test/createFakeUniversalProvider.js'
import { createMemoryStorage } from '../../test/createMemoryStorage.js'
import { devnet, devnet2, solanaDevnet } from '../../test/fixtures.js'
import type { ClientState } from '../client/LatchkeyClient.js'
import { isUserRejection } from '../errors/isUserRejection.js'
import { createEmitter } from '../events/createEmitter.js'
import type { LatchkeyEventMap } from '../events/LatchkeyEventMap.js'
import type { CaipNetwork } from '../networks/CaipNetwork.js'
import { createSIWXMessage } from '../siwx/createSIWXMessage.js'
import type { SIWXConfig, SIWXSession } from '../siwx/SIWXConfig.js'
import { createStorage } from '../storage/createStorage.js'
import { createStore } from '../store/createStore.js'
import { createChainsStore } from '../stores/createChainsStore.js'
import { createConnectionStore } from '../stores/createConnectionStore.js'
import { createWalletConnect } from './createWalletConnect.js'

const address = '0x1111111111111111111111111111111111111111'
const nonce = 'n0nce0123456'

/** A dapp's own `siwx` option: messages for 127.0.0.1:5173 over http; kept sessions recorded. */
function createRecordingSIWX(parameters: { refuse?: Error } = {}) {
  const added: SIWXSession[] = []
  const siwx: SIWXConfig = {
    createMessage: async (input) =>
      createSIWXMessage({
        ...input,
        scheme: 'http',
        domain: '127.0.0.1:5173',
        uri: 'http://127.0.0.1:5173/',
        version: '1',
        nonce,
        statement: 'Sign in to the dapp.',
        issuedAt: '2026-11-26T21:00:00.000Z',
        expirationTime: '2026-11-27T21:00:00.000Z',
      }),
    async addSession(session) {
      if (parameters.refuse) throw parameters.refuse
      added.push(session)
    },
    revokeSession: async () => {},
    setSessions: async () => {},
    getSessions: async () => [],
  }
  return { siwx, added }
}

function setup(
  parameters: { networks?: readonly CaipNetwork[]; refuse?: Error; signIn?: boolean } = {},
) {
  const sdk = createFakeUniversalProvider()
  const { siwx, added } = createRecordingSIWX(parameters)
  const networks = parameters.networks ?? [devnet, devnet2]
  // The dapp is on its second network when the pairing starts.
  const chains = createChainsStore({ namespaces: ['eip155'], networks, defaultNetwork: devnet2 })
  // The client's events, as the dapp's listener sees them.
  const events = createEmitter<LatchkeyEventMap>()
  const tracked: Array<{ name: string; payload: unknown }> = []
  for (const name of ['SIWX_AUTH_SUCCESS', 'SIWX_AUTH_ERROR'] as const)
    events.on(name, (payload) => tracked.push({ name, payload }))
  const walletConnect = createWalletConnect({
    relayUrl: 'ws://127.0.0.1:8787',
    networks,
    connection: createConnectionStore({
      storage: createStorage({ storage: createMemoryStorage() }),
    }),
    log: () => {},
    getEnvironment: () => ({ mobile: false, telegram: false, iosSafari: false }),
    loadProvider: sdk.load,
    getClient: () => ({
      options: { siwx: parameters.signIn === false ? undefined : siwx },
      stores: {
        chains,
        client: createStore<ClientState>({ initialized: true, lastEvent: undefined }),
      },
      events,
    }),
  })
  const pairing = () => vi.waitUntil(() => sdk.latest()?.pendingUri)
  return { sdk, walletConnect, added, pairing, tracked }
}

/** A CACAO as the wallet signs it on `chain`. */
function cacao(chain: string, signature = '0xsigned') {
  return {
    h: { t: 'caip122' },
    p: {
      iss: `did:pkh:${chain}:${address}`,
      domain: 'http://127.0.0.1:5173',
      aud: 'http://127.0.0.1:5173/',
      version: '1',
      nonce,
      iat: '2026-11-26T21:00:01.000Z',
      exp: '2026-11-27T21:00:00.000Z',
      statement: 'Sign in to the dapp.',
      resources: ['urn:recap:e30'],
    },
    s: { t: 'eip191', s: signature },
  }
}

describe('one-click sign-in (authenticateWalletConnect)', () => {
  test('default: one authenticate with the message, the CACAO of the current chain is the session', async () => {
    const { sdk, walletConnect, added, pairing, tracked } = setup()
    const connected = walletConnect.connect('eip155')
    await pairing()
    const provider = sdk.latest()
    expect(provider.calls.map((call) => call.method)).toEqual(['authenticate'])
    expect(provider.calls[0]?.args[0]).toMatchObject({
      // Not https: the scheme goes in front, as in our own messages.
      domain: 'http://127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173/',
      nonce,
      statement: 'Sign in to the dapp.',
      exp: '2026-11-27T21:00:00.000Z',
      // The dapp's current network first: the wallet signs on it.
      chains: ['eip155:31338', 'eip155:31337'],
      methods: expect.arrayContaining(['personal_sign', 'eth_sendTransaction']),
      optionalNamespaces: {
        eip155: expect.objectContaining({
          rpcMap: expect.objectContaining({ '31337': 'http://127.0.0.1:8545' }),
        }),
      },
    })

    provider.approveAuthentication({
      accounts: [`eip155:31338:${address}`, `eip155:31337:${address}`],
      auths: [cacao('eip155:31337', '0xother'), cacao('eip155:31338')],
    })
    await expect(connected).resolves.toMatchObject({ accounts: [address], chainId: 31338 })
    expect(added).toEqual([
      {
        message: `formatted for did:pkh:eip155:31338:${address} with ${nonce}`,
        signature: '0xsigned',
        data: expect.objectContaining({
          accountAddress: address,
          chainId: 'eip155:31338',
          domain: '127.0.0.1:5173',
          scheme: 'http',
          uri: 'http://127.0.0.1:5173/',
          nonce,
          issuedAt: '2026-11-26T21:00:01.000Z',
          resources: ['urn:recap:e30'],
        }),
      },
    ])
    expect(tracked).toEqual([{ name: 'SIWX_AUTH_SUCCESS', payload: { network: 'eip155:31338' } }])
  })

  test('behavior: a wallet without wc_sessionAuthenticate proposes a session: connected, nothing signed', async () => {
    const { sdk, walletConnect, added, pairing } = setup()
    const connected = walletConnect.connect('eip155')
    await pairing()
    sdk.latest().approve({ accounts: [`eip155:31338:${address}`] })
    await expect(connected).resolves.toMatchObject({ accounts: [address] })
    expect(added).toEqual([])
  })

  test('behavior: the wallet rejects: the connection rejects, nothing is kept', async () => {
    const { sdk, walletConnect, added, pairing } = setup()
    const connected = walletConnect.connect('eip155')
    await pairing()
    // As the real SDK rejects `authenticate`: with the bare message of the wallet's error answer.
    sdk.latest().reject('User rejected.')
    const error = await connected.catch((reason: unknown) => reason)
    expect(error).toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
    expect(isUserRejection(error)).toBe(true)
    expect(String((error as Error).message)).toContain('User rejected.')
    expect(added).toEqual([])
    expect(walletConnect.getProvider('eip155')).toBeUndefined()
  })

  test('behavior: the verifier refuses the signature: the session ends and the connection rejects with its error', async () => {
    const refusal = new Error('SIWX_INVALID_SIGNATURE')
    const { sdk, walletConnect, pairing, tracked } = setup({ refuse: refusal })
    const connected = walletConnect.connect('eip155')
    await pairing()
    sdk.latest().approveAuthentication({
      accounts: [`eip155:31338:${address}`],
      auths: [cacao('eip155:31338')],
    })
    await expect(connected).rejects.toBe(refusal)
    expect(sdk.latest().session).toBeUndefined()
    expect(tracked).toEqual([
      {
        name: 'SIWX_AUTH_ERROR',
        payload: { network: 'eip155:31338', message: 'SIWX_INVALID_SIGNATURE' },
      },
    ])
  })

  test('behavior: an issuer that is not a did:pkh eip155 account is refused', async () => {
    const { sdk, walletConnect, added, pairing } = setup()
    const connected = walletConnect.connect('eip155')
    await pairing()
    const forged = cacao('eip155:31338')
    forged.p.iss = 'did:key:z6Mk'
    sdk.latest().approveAuthentication({ accounts: [`eip155:31338:${address}`], auths: [forged] })
    await expect(connected).rejects.toThrow(
      "iss must be did:pkh:eip155:<chain>:<address>, got 'did:key:z6Mk'",
    )
    expect(added).toEqual([])
  })

  test.each([
    ['a network of another namespace', { networks: [devnet, solanaDevnet] }],
    ['no sign-in', { signIn: false }],
  ])('parameters: with %s, the usual session proposal', async (_name, parameters) => {
    const { sdk, walletConnect, pairing } = setup(parameters)
    const connected = walletConnect.connect('eip155')
    await pairing()
    expect(sdk.latest().calls.map((call) => call.method)).toEqual(['connect'])
    sdk.latest().approve({ accounts: [`eip155:31337:${address}`] })
    await connected
  })
})
