import { afterEach, describe, expect, test, vi } from 'vitest'
import { createMemoryStorage } from '../../test/createMemoryStorage.js'
import { connector } from '../../test/fixtures.js'
import { createStorage } from '../storage/createStorage.js'
import { createConnectionStore } from './createConnectionStore.js'

afterEach(() => vi.useRealTimers())

function setup() {
  const backing = createMemoryStorage()
  return {
    connection: createConnectionStore({ storage: createStorage({ storage: backing }) }),
    backing,
  }
}

describe('createConnectionStore', () => {
  test('default', () => {
    const { connection } = setup()
    expect(connection.getState()).toEqual({
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
  })

  test('behavior: a pairing URI expires 4 minutes later', () => {
    vi.useFakeTimers({ now: 1_000_000 })
    const { connection } = setup()
    connection.setState({ wcError: true })
    connection.setWcUri('wc:abc@2')
    expect(connection.getState()).toMatchObject({
      wcUri: 'wc:abc@2',
      wcPairingExpiry: 1_000_000 + 240_000,
      wcError: false,
    })
  })

  test('behavior: the deep link is stored only once saved (when the connection succeeded)', () => {
    const { connection, backing } = setup()
    connection.setWcLinking({ name: 'Wallet', href: 'wallet://' })
    expect(connection.getState().wcLinking).toEqual({ name: 'Wallet', href: 'wallet://' })
    expect(backing.read('wcLinking')).toBeUndefined()
    connection.saveWcLinking()
    expect(backing.read('wcLinking')).toEqual({ name: 'Wallet', href: 'wallet://' })
    connection.setState({ wcLinking: undefined })
    connection.saveWcLinking()
    expect(backing.read('wcLinking')).toBeUndefined()
  })

  test('behavior: reset clears uri, expiry, linking, recent wallet and the stored deep link', () => {
    const { connection, backing } = setup()
    connection.setWcUri('wc:abc@2')
    connection.setWcLinking({ name: 'Wallet', href: 'wallet://' })
    connection.saveWcLinking()
    expect(backing.read('wcLinking')).toEqual({ name: 'Wallet', href: 'wallet://' })
    connection.setState({ recentWallet: connector('A'), status: 'connected', buffering: true })
    connection.reset()
    expect(connection.getState()).toMatchObject({
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
      status: 'disconnected',
      buffering: false,
    })
    expect(backing.read('wcLinking')).toBeUndefined()
  })
})
