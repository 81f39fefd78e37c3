// The public-network preset builds what the WalletConnect SDK is given, checked on the SDK's
// stand-in (test/createFakeUniversalProvider.ts): nothing here reaches the network.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createFakeUniversalProvider } from '../../test/createFakeUniversalProvider.js'
import { devnet } from '../../test/fixtures.js'
import { connect } from '../actions/connect.js'
import { getConnection } from '../actions/getConnection.js'
import { createLatchkey } from '../client/createLatchkey.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import {
  publicWalletConnect,
  publicWalletConnectRelayUrl,
  publicWalletConnectVerifyUrl,
} from './publicWalletConnect.js'

const sdk = vi.hoisted(() => ({
  current: undefined as ReturnType<typeof createFakeUniversalProvider> | undefined,
}))
vi.mock('./loadUniversalProvider.js', () => ({
  loadUniversalProvider: () => sdk.current?.load(),
}))

const projectId = '0123456789abcdef0123456789abcdef'
const clients: LatchkeyClient[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

describe('publicWalletConnect', () => {
  test('default: the public relay, the project id and the verify server', () => {
    expect(publicWalletConnect({ projectId })).toEqual({
      relayUrl: 'wss://relay.walletconnect.org',
      projectId,
      verifyUrl: 'https://verify.walletconnect.org/v3',
    })
    expect(publicWalletConnectRelayUrl).toBe('wss://relay.walletconnect.org')
    expect(publicWalletConnectVerifyUrl).toBe('https://verify.walletconnect.org/v3')
  })

  test('behavior: the SDK gets the relay and project id, and keeps its verify step', async () => {
    sdk.current = createFakeUniversalProvider()
    const client = createLatchkey({
      networks: [devnet],
      // Basic mode (WalletConnect alone) keeps the test to what the preset changes.
      adapters: [],
      ...publicWalletConnect({ projectId }),
      storage: null,
      debug: false,
    })
    clients.push(client)
    void connect(client, { connectorId: 'walletConnect' }).catch(() => {})
    await vi.waitUntil(() => getConnection(client).wcUri, { timeout: 15_000 })
    const provider = sdk.current.latest()
    expect(provider.options).toMatchObject({
      relayUrl: 'wss://relay.walletconnect.org',
      projectId,
      telemetryEnabled: false,
    })
    const verify = provider.client.core.verify
    // The verify step stays on: the SDK's register is not replaced and asks the public server.
    expect(verify.verifyUrlV3).toBe('https://verify.walletconnect.org/v3')
    expect(await (verify.register as (value: unknown) => Promise<string>)({})).toBe('attestation')
  })

  test.each([
    ['an empty project id', ''],
    ['a project id that is not 32 hex digits', 'my-dapp'],
  ])('behavior: %s is refused', (_, value) => {
    expect(() => publicWalletConnect({ projectId: value })).toThrow(
      'Invalid option `projectId`: the public WalletConnect network needs the project id (32 hex digits) of the dapp',
    )
  })
})
