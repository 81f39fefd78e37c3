import { describe, expect, test } from 'vitest'
import { createTestClient, flush, readyToAct } from '../../test/createTestClient.js'
import { BaseError } from '../errors/base.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import { connectWallet } from './connectWallet.js'
import { disconnect } from './disconnect.js'
import { selectWallet } from './selectWallet.js'

describe("core's connection attempt", () => {
  test('behavior: pending, then succeeded', async () => {
    const { client, evm } = createTestClient()
    await readyToAct(client)
    evm.wallet.waiting = true
    const [connector] = client.getConnectors().connectors
    selectWallet(client, connector!)
    expect(client.getRouter().view).toBe('ConnectingExternal')
    await flush()
    expect(client.getConnection().attempt).toMatchObject({
      connector: { id: 'io.test' },
      namespace: 'eip155',
      source: 'injected',
      status: 'pending',
    })
    evm.wallet.waiting = false
    connectWallet(client)
    await flush()
    expect(client.getConnection().attempt?.status).toBe('succeeded')
    expect(client.getAccount().isConnected).toBe(true)
  })

  test('behavior: declined keeps the wallet error; no shake', async () => {
    const { client, evm } = createTestClient()
    await readyToAct(client)
    evm.rejectNext()
    connectWallet(client, client.getConnectors().connectors[0])
    await flush()
    const { attempt } = client.getConnection()
    expect(attempt?.status).toBe('declined')
    expect(attempt?.error).toBeInstanceOf(UserRejectedRequestError)
    expect(client.getModal().shake).toBe(false)
    expect(client.getAccount().status).toBe('disconnected')
  })

  test('behavior: failed keeps the error and shakes the modal', async () => {
    const { client, evm } = createTestClient()
    await readyToAct(client)
    evm.wallet.nextError = new BaseError('The wallet is locked')
    connectWallet(client, client.getConnectors().connectors[0])
    await flush()
    expect(client.getConnection().attempt).toMatchObject({
      status: 'failed',
      error: { shortMessage: 'The wallet is locked' },
    })
    expect(client.getModal().shake).toBe(true)
  })

  test('behavior: a newer attempt supersedes: the older one ending later changes nothing', async () => {
    const { client, evm } = createTestClient()
    await readyToAct(client)
    evm.wallet.waiting = true
    const first = client.connect({ connectorId: 'io.test' })
    await flush()
    const older = client.getConnection().attempt
    evm.wallet.waiting = false
    evm.rejectNext()
    await expect(client.connect({ connectorId: 'io.test' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    const newer = client.getConnection().attempt
    expect(newer).not.toBe(older)
    expect(newer?.status).toBe('declined')
    // The first request never answers; the state stays the newer attempt's.
    void first
    await flush()
    expect(client.getConnection().attempt).toBe(newer)
  })

  test("behavior: a failed disconnect: 'Failed to disconnect', a shake, still connected", async () => {
    const { client, evm } = createTestClient()
    await client.connect({ connectorId: 'io.test' })
    evm.wallet.nextError = new Error('wallet busy')
    const states: boolean[] = []
    client.watchConnection((connection) => states.push(connection.disconnecting))
    await expect(disconnect(client)).rejects.toThrow('Failed to disconnect')
    expect(states).toEqual([true, false])
    expect(client.getToast()).toMatchObject({ message: 'Failed to disconnect', variant: 'error' })
    expect(client.getModal().shake).toBe(true)
    expect(client.getAccount().isConnected).toBe(true)
    // The adapter kept the wallet: its events still arrive.
    evm.changeChain(31338)
    expect(client.getNetwork().chainId).toBe(31338)
  })
})
