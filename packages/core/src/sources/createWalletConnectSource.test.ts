// The WalletConnect source as the first page load carries it, over core's stand-in of the SDK
// (test/createFakeUniversalProvider.ts says what it covers): nothing loads before the first use.
import { describe, expect, test, vi } from 'vitest'
import { createFakeUniversalProvider } from '../../test/createFakeUniversalProvider.js'
import { createSourceContext } from '../../test/createSourceContext.js'
import { devnet } from '../../test/fixtures.js'
import { createWalletConnectSource } from './createWalletConnectSource.js'

const sdk = vi.hoisted(() => ({
  current: undefined as ReturnType<typeof createFakeUniversalProvider> | undefined,
}))
vi.mock('../walletconnect/loadUniversalProvider.js', () => ({
  loadUniversalProvider: () => sdk.current?.load(),
}))

function setup() {
  const fake = createFakeUniversalProvider()
  sdk.current = fake
  const context = createSourceContext({ networks: [devnet] })
  const source = createWalletConnectSource({ relayUrl: 'ws://127.0.0.1:8787' })
  source.setup(context)
  return { sdk: fake, connection: context.connection, source }
}

const connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' } as const
const target = {
  connector: { ...connector, chain: 'eip155' as const },
  namespace: 'eip155' as const,
}

describe('createWalletConnectSource', () => {
  test('default: the connector without loading anything; nothing to end or clear yet', async () => {
    const { sdk, source } = setup()
    const listed: unknown[] = []
    source.watchConnectors('solana', (connectors) => listed.push(...connectors))
    expect(listed).toEqual([expect.objectContaining({ id: 'walletConnect', chain: 'solana' })])
    expect(source.getProvider(target)).toBeUndefined()
    expect(source.resendRequest(1)).toBe(false)
    await source.disconnect(target)
    await source.setDeepLink(undefined)
    expect(sdk.state.loads).toBe(0)
  })

  test('behavior: the first connection loads the SDK once and pairs through it', async () => {
    const { sdk, connection, source } = setup()
    const connected = source.connect(target)
    await vi.waitUntil(() => connection.getState().wcUri)
    sdk.latest().approve({ accounts: ['eip155:31337:0x1111111111111111111111111111111111111111'] })
    const session = await connected
    expect(session.accounts).toEqual(['0x1111111111111111111111111111111111111111'])
    expect(source.getProvider(target)).toBe(session.provider)
    await source.reconnect(target)
    expect(sdk.state.loads).toBe(1)
  })

  test('behavior: cancel gives up a connection asked for while the chunks load', async () => {
    const { sdk, source } = setup()
    const connected = source.connect(target)
    source.cancel?.()
    await expect(connected).rejects.toMatchObject({ code: 4001 })
    expect(sdk.latest()?.calls ?? []).toEqual([])
  })

  test('error: before setup, a connection is refused with the reason', async () => {
    const source = createWalletConnectSource({ relayUrl: 'ws://127.0.0.1:8787' })
    await expect(source.connect(target)).rejects.toThrow(
      'The WalletConnect source is used before setup',
    )
    expect(source.getProvider(target)).toBeUndefined()
  })
})
