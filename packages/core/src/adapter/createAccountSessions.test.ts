import { describe, expect, test } from 'vitest'
import { solanaDevnet } from '../../test/fixtures.js'
import { ConnectorNotConnectedError } from '../errors/connection.js'
import { createEmitter } from '../events/createEmitter.js'
import type { AdapterEventMap } from './ChainAdapter.js'
import { createAccountSessions } from './createAccountSessions.js'

// A provider that reports accountsChanged, as the Solana and Bitcoin providers do.
function createProvider() {
  const listeners = new Set<(payload: unknown) => void>()
  return {
    on: (_event: string, listener: (payload: unknown) => void) => void listeners.add(listener),
    removeListener: (_event: string, listener: (payload: unknown) => void) =>
      void listeners.delete(listener),
    change: (accounts: string[]) => {
      for (const listener of [...listeners]) listener(accounts)
    },
    listeners,
  }
}

function setup() {
  const emitter = createEmitter<AdapterEventMap>()
  const events: unknown[] = []
  emitter.on('accountsChanged', (payload) => events.push(['accountsChanged', payload]))
  emitter.on('chainChanged', (payload) => events.push(['chainChanged', payload]))
  emitter.on('disconnect', () => events.push(['disconnect']))
  const sessions = createAccountSessions<ReturnType<typeof createProvider>>(
    { emitter, networks: [solanaDevnet] },
    'solana',
    (address) => ({ address, type: 'eoa' }),
  )
  return { sessions, events }
}

describe('createAccountSessions', () => {
  test('default: attach keeps a requested configured network; accounts follow the wallet', async () => {
    const { sessions, events } = setup()
    const provider = createProvider()
    const connection = await sessions.attach({
      provider,
      accounts: ['A', 'B'],
      chainId: 'other',
      requestedChainId: solanaDevnet.id,
    })
    expect(connection).toEqual({
      address: 'A',
      chainId: solanaDevnet.id,
      accounts: [
        { address: 'A', type: 'eoa' },
        { address: 'B', type: 'eoa' },
      ],
    })
    expect(sessions.getProvider()).toBe(provider)
    provider.change(['A', 'B'])
    expect(events).toEqual([])
    provider.change(['B'])
    expect(sessions.requireSession('signMessage').address).toBe('B')
    expect(events).toEqual([['accountsChanged', { accounts: [{ address: 'B', type: 'eoa' }] }]])
    await sessions.switchNetwork({ ...solanaDevnet, id: 'next' })
    await sessions.switchNetwork({ ...solanaDevnet, id: 'next' })
    expect(events.slice(1)).toEqual([['chainChanged', { chainId: 'next' }]])
  })

  test('behavior: an unknown requested chain keeps the wallet chain; no accounts end the session', async () => {
    const { sessions, events } = setup()
    const provider = createProvider()
    const { chainId } = await sessions.attach({
      provider,
      accounts: ['A'],
      chainId: 'wallet',
      requestedChainId: 'unknown',
    })
    expect(chainId).toBe('wallet')
    provider.change([])
    expect(events).toEqual([['disconnect']])
    expect(provider.listeners.size).toBe(0)
    expect(() => sessions.requireSession('signMessage')).toThrow(ConnectorNotConnectedError)
    await expect(sessions.switchNetwork(solanaDevnet)).rejects.toBeInstanceOf(
      ConnectorNotConnectedError,
    )
  })

  test('behavior: a new attach ends the previous session; its events are ignored', async () => {
    const { sessions, events } = setup()
    const first = createProvider()
    const second = createProvider()
    await sessions.attach({ provider: first, accounts: ['A'], chainId: solanaDevnet.id })
    await sessions.attach({ provider: second, accounts: ['C'], chainId: solanaDevnet.id })
    expect(first.listeners.size).toBe(0)
    first.change(['X'])
    expect(events).toEqual([])
    sessions.detach()
    expect(second.listeners.size).toBe(0)
    expect(sessions.getProvider()).toBeUndefined()
  })
})
