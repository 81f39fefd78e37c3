import { describe, expect, test, vi } from 'vitest'
import { createTestClient, flush } from '../../test/createTestClient.js'
import { devnet2 } from '../../test/fixtures.js'
import { connect } from '../actions/connect.js'
import { getAccount } from '../actions/getAccount.js'
import { getNetwork } from '../actions/getNetwork.js'
import { getRouter } from '../actions/getRouter.js'
import { getState } from '../actions/getState.js'
import { isUnsupportedChainNow } from './isUnsupportedChainNow.js'

const other = '0x2222222222222222222222222222222222222222'

async function connected(options: Parameters<typeof createTestClient>[0] = {}) {
  const setup = createTestClient(options)
  await connect(setup.client, { connectorId: 'io.test' })
  return setup
}

describe('watchAdapterEvents', () => {
  test('accountsChanged: address, caipAddress and accounts follow', async () => {
    const { client, evm } = await connected({
      adapter: { balances: { [`31337:${other}`]: 2n * 10n ** 18n } },
    })
    evm.changeAccounts([other])
    expect(getAccount(client)).toMatchObject({
      address: other,
      caipAddress: `eip155:31337:${other}`,
      allAccounts: [{ address: other, type: 'eoa' }],
      balance: undefined,
    })
    await flush()
    expect(getAccount(client).balance).toBe('2')
  })

  test('accountsChanged: no accounts means disconnected', async () => {
    const { client, evm, storage } = await connected()
    evm.changeAccounts([])
    expect(getAccount(client).status).toBe('disconnected')
    expect(storage.read('connectorIds')).toBeUndefined()
  })

  test('chainChanged: a configured chain becomes the network', async () => {
    const { client, evm, storage } = await connected()
    evm.changeChain(31338)
    expect(getNetwork(client)).toMatchObject({ caipNetwork: devnet2, isUnsupportedChain: false })
    expect(getAccount(client).caipAddress).toMatch(/^eip155:31338:/)
    expect(storage.read('activeCaipNetworkId')).toBe('eip155:31338')
  })

  test('chainChanged: an unknown chain opens UnsupportedChain; back on a known one it closes', async () => {
    const { client, evm, storage } = await connected()
    evm.changeChain(999)
    expect(getNetwork(client)).toMatchObject({ chainId: 999, isUnsupportedChain: true })
    expect(getNetwork(client).caipNetwork?.name).toBe('Unknown Network')
    expect(isUnsupportedChainNow(client)).toBe(true)
    expect(getState(client).open).toBe(true)
    expect(getRouter(client).view).toBe('UnsupportedChain')
    // The unknown chain is not remembered as the selected network.
    expect(storage.read('activeCaipNetworkId')).toBe('eip155:31337')
    // The same unknown chain again changes nothing.
    const snapshot = getNetwork(client)
    evm.changeChain(999)
    expect(getNetwork(client)).toBe(snapshot)

    evm.changeChain(31338)
    expect(getState(client).open).toBe(false)
    expect(getRouter(client).view).toBe('Account')
  })

  test.each([
    ['allowUnsupportedChain', { allowUnsupportedChain: true }],
    ['enableNetworkSwitch false', { enableNetworkSwitch: false }],
    ['basic mode', { basic: true }],
  ])('chainChanged: no UnsupportedChain with %s', async (_name, options) => {
    const { client, evm } = await connected({ options })
    evm.changeChain(999)
    expect(getNetwork(client).chainId).toBe(999)
    expect(isUnsupportedChainNow(client)).toBe(false)
    expect(getState(client).open).toBe(false)
  })

  test('disconnect: the wallet ending the session resets the namespace', async () => {
    const { client, evm } = await connected()
    const onDisconnect = vi.fn()
    client.events.on('DISCONNECT_SUCCESS', onDisconnect)
    evm.disconnectFromWallet()
    expect(getAccount(client).status).toBe('disconnected')
    expect(onDisconnect).toHaveBeenCalledWith({ namespace: 'eip155' })
  })

  test('behavior: events of a namespace that is not connected are ignored', async () => {
    const { client, evm } = createTestClient()
    const before = getAccount(client)
    evm.changeAccounts([other])
    evm.changeChain(999)
    evm.disconnectFromWallet()
    expect(getAccount(client)).toBe(before)
    expect(getState(client).open).toBe(false)
  })
})

describe('watchAdapterEvents: malformed reports', () => {
  test('behavior: a chain id that is no CAIP reference is ignored', async () => {
    const { client, evm } = createTestClient()
    await connect(client, { connectorId: 'io.test' })
    const before = getAccount(client)
    expect(() => evm.changeChain('not:valid')).not.toThrow()
    expect(getAccount(client)).toBe(before)
  })
})
