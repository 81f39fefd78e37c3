import { describe, expect, test, vi } from 'vitest'
import { createMemoryStorage } from '../../test/createMemoryStorage.js'
import { devnet } from '../../test/fixtures.js'
import { createEmitter } from '../events/createEmitter.js'
import { createStorage } from '../storage/createStorage.js'
import type { AdapterContext, AdapterEventMap } from './ChainAdapter.js'
import { createAdapter } from './createAdapter.js'

const context: AdapterContext = {
  networks: [devnet],
  emitter: createEmitter<AdapterEventMap>(),
  storage: createStorage({ storage: createMemoryStorage() }),
  projectId: undefined,
  metadata: undefined,
  debug: false,
}

const required = {
  attach: async () => ({ address: '0x1', chainId: 1, accounts: [] }),
  detach: () => {},
  switchNetwork: async () => {},
  getBalance: async () => ({ value: 1n, decimals: 18, symbol: 'ETH' }),
}

describe('createAdapter', () => {
  test('default: setup receives the context; methods delegate', async () => {
    const setup = vi.fn(() => required)
    const adapter = createAdapter({ namespace: 'eip155', setup })
    expect(adapter.namespace).toBe('eip155')
    adapter.setup(context)
    expect(setup).toHaveBeenCalledWith(context)
    await expect(adapter.getBalance({ address: '0x1', caipNetwork: devnet })).resolves.toEqual({
      value: 1n,
      decimals: 18,
      symbol: 'ETH',
    })
  })

  test('behavior: optional methods have defaults', async () => {
    const adapter = createAdapter({ namespace: 'eip155', setup: () => required })
    adapter.setup(context)
    // No injected source: the namespace's wallets come only through other sources.
    expect(adapter.injectedSource).toBeUndefined()
    expect(adapter.getProvider()).toBeUndefined()
    await expect(adapter.signMessage({ message: 'hi', address: '0x1' })).rejects.toThrow(
      'signMessage is not supported by the eip155 adapter',
    )
    await expect(
      adapter.sendTransaction({ address: '0x1', to: '0x2', caipNetwork: devnet }),
    ).rejects.toThrow('sendTransaction is not supported by the eip155 adapter')
  })

  test('behavior: methods reject before setup', async () => {
    const adapter = createAdapter({ namespace: 'solana', setup: () => required })
    await expect(adapter.attach({ provider: {}, accounts: ['0x1'], chainId: 1 })).rejects.toThrow(
      'Adapter not set up',
    )
    expect(() => adapter.getProvider()).toThrow('Adapter not set up')
  })

  test('behavior: an unsupported namespace throws', () => {
    expect(() => createAdapter({ namespace: 'cosmos' as never, setup: () => required })).toThrow(
      'Unsupported adapter namespace: cosmos',
    )
  })
})
