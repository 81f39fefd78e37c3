// The session provider over a hand-made UniversalProvider: only its events, session and
// default chain (the SDK's own behaviour is in packages/evm's walletConnect.test.ts).
import { describe, expect, test } from 'vitest'
import { createFakeUniversalProvider } from '../../test/createFakeUniversalProvider.js'
import { createMemoryStorage } from '../../test/createMemoryStorage.js'
import { eip155 } from '../namespaces/eip155/eip155.js'
import { createStorage } from '../storage/createStorage.js'
import { createConnectionStore } from '../stores/createConnectionStore.js'
import { createRequestTracker } from './createRequestTracker.js'
import { createWalletConnectProvider } from './createWalletConnectProvider.js'

const address = '0x1111111111111111111111111111111111111111'
const other = '0x2222222222222222222222222222222222222222'

async function setup() {
  const sdk = createFakeUniversalProvider()
  sdk.state.stored = { accounts: [`eip155:31337:${address}`, `eip155:31337:${other}`] }
  const { UniversalProvider } = await sdk.load()
  await UniversalProvider.init({})
  const universal = sdk.latest()
  return { universal, provider: createWalletConnectProvider(universal as never, eip155) }
}

describe('createWalletConnectProvider', () => {
  test('default: requests carry the namespace and its current chain', async () => {
    const { universal, provider } = await setup()
    universal.answers.personal_sign = '0xsig'
    expect(await provider.request({ method: 'personal_sign', params: ['0x01', address] })).toBe(
      '0xsig',
    )
    expect(universal.calls.at(-1)?.args).toEqual([
      { method: 'personal_sign', params: ['0x01', address] },
      'eip155:31337',
    ])
    expect(provider.isWalletConnect).toBe(true)
  })

  test('behavior: chain changes arrive as hex; those of another namespace do not', async () => {
    const { universal, provider } = await setup()
    const chains: unknown[] = []
    provider.on('chainChanged', (chainId) => chains.push(chainId))
    universal.setDefaultChain('eip155:31338')
    // The SDK emits a bare reference for every namespace: one that is not eip155's is skipped.
    universal.emit('chainChanged', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(chains).toEqual(['0x7a6a'])
  })

  test("behavior: accounts changes of the session's accounts only; removeListener stops them", async () => {
    const { universal, provider } = await setup()
    const seen: unknown[] = []
    const listener = (accounts: unknown) => seen.push(accounts)
    provider.on('accountsChanged', listener)
    universal.emit('accountsChanged', [other])
    universal.emit('accountsChanged', ['So11111111111111111111111111111111111111112'])
    provider.removeListener('accountsChanged', listener)
    universal.emit('accountsChanged', [address])
    expect(seen).toEqual([[other]])
    expect(universal.listenerCount('accountsChanged')).toBe(0)
  })

  test('behavior: disconnect is passed on', async () => {
    const { universal, provider } = await setup()
    const seen: unknown[] = []
    provider.on('disconnect', (error) => seen.push(error))
    universal.deleteFromWallet()
    expect(seen).toEqual([{ code: 6000, message: 'User disconnected.' }])
  })

  test('behavior: requests for the wallet are tracked (resend, cancel); reads of the chain are not', async () => {
    const sdk = createFakeUniversalProvider()
    sdk.state.stored = { accounts: [`eip155:31337:${address}`], methods: ['personal_sign'] }
    const { UniversalProvider } = await sdk.load()
    await UniversalProvider.init({})
    const universal = sdk.latest()
    const connection = createConnectionStore({
      storage: createStorage({ storage: createMemoryStorage() }),
    })
    const tracker = createRequestTracker({ connection, timeout: 60_000 })
    const provider = createWalletConnectProvider(universal as never, eip155, tracker)
    universal.answers.eth_blockNumber = '0x1'
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x1')
    expect(connection.getState().walletRequest).toBeUndefined()

    // The fake answers at once; the wallet's answer settles the tracked call as it would.
    universal.answers.personal_sign = '0xsig'
    const signed = provider.request({ method: 'personal_sign', params: ['0x01', address] })
    expect(connection.getState().walletRequest).toMatchObject({ method: 'personal_sign' })
    expect(await signed).toBe('0xsig')
    expect(connection.getState().walletRequest).toBeUndefined()
  })
})
