// The lazy door of WalletConnect over core's stand-in of the SDK (test/createFakeUniversalProvider.ts
// says what it covers).
import { describe, expect, test, vi } from 'vitest'
import { createFakeUniversalProvider } from '../../test/createFakeUniversalProvider.js'
import { createMemoryStorage } from '../../test/createMemoryStorage.js'
import { devnet } from '../../test/fixtures.js'
import { createStorage } from '../storage/createStorage.js'
import { createConnectionStore } from '../stores/createConnectionStore.js'
import { createLazyWalletConnect } from './createLazyWalletConnect.js'

function setup() {
  const sdk = createFakeUniversalProvider()
  const connection = createConnectionStore({
    storage: createStorage({ storage: createMemoryStorage() }),
  })
  const walletConnect = createLazyWalletConnect({
    relayUrl: 'ws://127.0.0.1:8787',
    networks: [devnet],
    connection,
    log: () => {},
    loadProvider: sdk.load,
  })
  return { sdk, connection, walletConnect }
}

describe('createLazyWalletConnect', () => {
  test('default: the connector without loading anything; nothing to end or clear yet', async () => {
    const { sdk, walletConnect } = setup()
    expect(walletConnect.getConnector('solana')).toMatchObject({
      id: 'walletConnect',
      chain: 'solana',
    })
    expect(walletConnect.getProvider('eip155')).toBeUndefined()
    await walletConnect.disconnect()
    await walletConnect.setDeepLink(undefined)
    expect(sdk.state.loads).toBe(0)
  })

  test('behavior: the first connection loads the SDK once and pairs through it', async () => {
    const { sdk, connection, walletConnect } = setup()
    const connected = walletConnect.connect('eip155')
    await vi.waitUntil(() => connection.getState().wcUri)
    sdk.latest().approve({ accounts: ['eip155:31337:0x1111111111111111111111111111111111111111'] })
    const session = await connected
    expect(walletConnect.getProvider('eip155')).toBe(session.provider)
    await walletConnect.reconnect('eip155')
    expect(sdk.state.loads).toBe(1)
  })

  test('behavior: cancel gives up a connection asked for while the chunks load', async () => {
    const { sdk, walletConnect } = setup()
    const connected = walletConnect.connect('eip155')
    walletConnect.cancel()
    await expect(connected).rejects.toMatchObject({ code: 4001 })
    expect(sdk.latest()?.calls ?? []).toEqual([])
  })
})
