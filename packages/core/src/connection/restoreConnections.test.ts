import { afterEach, describe, expect, test, vi } from 'vitest'
import { createTestClient, flush } from '../../test/createTestClient.js'
import { devnet2 } from '../../test/fixtures.js'
import { getAccount } from '../actions/getAccount.js'
import { getConnection } from '../actions/getConnection.js'
import { getLastEvent } from '../actions/getLastEvent.js'
import { getNetwork } from '../actions/getNetwork.js'
import { getState } from '../actions/getState.js'
import { connectorWaitTimeout } from './restoreConnections.js'

afterEach(() => vi.useRealTimers())

describe('restoreConnections', () => {
  test("default: a stored connection is 'connecting' at once, then 'connected'", async () => {
    const { client, evm } = createTestClient({ stored: { connectorIds: { eip155: 'io.test' } } })
    expect(getAccount(client).status).toBe('connecting')
    expect(getConnection(client).status).toBe('connecting')
    expect(getState(client)).toMatchObject({ loading: true, initialized: false })
    await client.ready
    expect(getAccount(client)).toMatchObject({
      status: 'connected',
      caipAddress: expect.stringMatching(/^eip155:31337:0x/),
    })
    expect(getState(client)).toMatchObject({ loading: false, initialized: true })
    expect(getConnection(client).status).toBe('connected')
    expect(evm.wallet.calls.map((call) => call.method)).toContain('reconnect')
    expect(getLastEvent(client)?.name).toBe('INITIALIZED')
  })

  test("behavior: a connection the wallet no longer grants ends 'disconnected' and is forgotten", async () => {
    const { client, storage } = createTestClient({
      adapter: { authorized: false },
      stored: { connectorIds: { eip155: 'io.test' } },
    })
    await client.ready
    expect(getAccount(client).status).toBe('disconnected')
    expect(getConnection(client).status).toBe('disconnected')
    expect(storage.read('connectorIds')).toBeUndefined()
  })

  test('behavior: a late wallet announcement is waited for', async () => {
    const { client, evm } = createTestClient({
      adapter: { connectors: [] },
      stored: { connectorIds: { eip155: 'io.late' } },
    })
    await flush()
    expect(getAccount(client).status).toBe('connecting')
    evm.announce([{ id: 'io.late', name: 'Late', type: 'ANNOUNCED', chain: 'eip155' }])
    await client.ready
    expect(getAccount(client)).toMatchObject({
      status: 'connected',
      connectedWalletInfo: { name: 'Late' },
    })
  })

  test('behavior: a wallet that never announces itself gives up after the wait', async () => {
    vi.useFakeTimers()
    const { client } = createTestClient({
      adapter: { connectors: [] },
      stored: { connectorIds: { eip155: 'io.gone' } },
    })
    await vi.advanceTimersByTimeAsync(connectorWaitTimeout)
    await client.ready
    expect(getAccount(client).status).toBe('disconnected')
  })

  test('behavior: the selected network is restored', async () => {
    const { client } = createTestClient({ stored: { activeCaipNetworkId: 'eip155:31338' } })
    expect(getNetwork(client).caipNetwork).toBe(devnet2)
    await client.ready
    expect(getAccount(client).status).toBe('disconnected')
  })

  test('behavior: the server snapshot stays the disconnected one', async () => {
    const { client } = createTestClient({ stored: { connectorIds: { eip155: 'io.test' } } })
    await client.ready
    expect(client.values.account.getServerSnapshot().status).toBe('disconnected')
    expect(client.values.state.getServerSnapshot()).toMatchObject({
      initialized: false,
      loading: false,
    })
  })
})
