import { describe, expect, test, vi } from 'vitest'
import { createTestClient, flush, readyToAct } from '../../test/createTestClient.js'
import { BaseError } from '../errors/base.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import { connect } from './connect.js'
import { connectWallet } from './connectWallet.js'
import { disconnect } from './disconnect.js'
import { getAccount } from './getAccount.js'
import { getConnection } from './getConnection.js'
import { getConnectors } from './getConnectors.js'
import { getModal } from './getModal.js'
import { getNetwork } from './getNetwork.js'
import { getRouter } from './getRouter.js'
import { getToast } from './getToast.js'
import { selectWallet } from './selectWallet.js'
import { watchConnection } from './watchConnection.js'

describe("core's connection attempt", () => {
  test('behavior: pending, then succeeded', async () => {
    const { client, evm } = createTestClient()
    await readyToAct(client)
    evm.wallet.waiting = true
    const [connector] = getConnectors(client).connectors
    selectWallet(client, connector!)
    expect(getRouter(client).view).toBe('ConnectingExternal')
    await flush()
    expect(getConnection(client).attempt).toMatchObject({
      connector: { id: 'io.test' },
      namespace: 'eip155',
      source: 'injected',
      status: 'pending',
    })
    evm.wallet.waiting = false
    connectWallet(client)
    // The connected chunk is awaited before the account applies: a cold import takes a while.
    await vi.waitFor(() => expect(getConnection(client).attempt?.status).toBe('succeeded'))
    expect(getAccount(client).isConnected).toBe(true)
  })

  test('behavior: declined keeps the wallet error; no shake', async () => {
    const { client, evm } = createTestClient()
    await readyToAct(client)
    evm.rejectNext()
    connectWallet(client, getConnectors(client).connectors[0])
    await flush()
    const { attempt } = getConnection(client)
    expect(attempt?.status).toBe('declined')
    expect(attempt?.error).toBeInstanceOf(UserRejectedRequestError)
    expect(getModal(client).shake).toBe(false)
    expect(getAccount(client).status).toBe('disconnected')
  })

  test('behavior: a declined or failed attempt logs no warning (the view shows it), even with debug on', async () => {
    const { client, evm } = createTestClient({ options: { debug: true } })
    await readyToAct(client)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      evm.rejectNext()
      connectWallet(client, getConnectors(client).connectors[0])
      await flush()
      expect(getConnection(client).attempt?.status).toBe('declined')
      evm.wallet.nextError = new BaseError('The wallet is locked')
      connectWallet(client)
      await flush()
      expect(getConnection(client).attempt?.status).toBe('failed')
      expect(warn).not.toHaveBeenCalled()
    } finally {
      warn.mockRestore()
    }
  })

  test('behavior: failed keeps the error and shakes the modal', async () => {
    const { client, evm } = createTestClient()
    await readyToAct(client)
    evm.wallet.nextError = new BaseError('The wallet is locked')
    connectWallet(client, getConnectors(client).connectors[0])
    await flush()
    expect(getConnection(client).attempt).toMatchObject({
      status: 'failed',
      error: { shortMessage: 'The wallet is locked' },
    })
    expect(getModal(client).shake).toBe(true)
  })

  test('behavior: a newer attempt supersedes: the older one ending later changes nothing', async () => {
    const { client, evm } = createTestClient()
    await readyToAct(client)
    evm.wallet.waiting = true
    const first = connect(client, { connectorId: 'io.test' })
    await flush()
    const older = getConnection(client).attempt
    evm.wallet.waiting = false
    evm.rejectNext()
    await expect(connect(client, { connectorId: 'io.test' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    const newer = getConnection(client).attempt
    expect(newer).not.toBe(older)
    expect(newer?.status).toBe('declined')
    // The first request never answers; the state stays the newer attempt's.
    void first
    await flush()
    expect(getConnection(client).attempt).toBe(newer)
  })

  test("behavior: a failed disconnect: 'Failed to disconnect', a shake, still connected", async () => {
    const { client, evm } = createTestClient()
    await connect(client, { connectorId: 'io.test' })
    evm.wallet.nextError = new Error('wallet busy')
    const states: boolean[] = []
    watchConnection(client, { onChange: (connection) => states.push(connection.disconnecting) })
    await expect(disconnect(client)).rejects.toThrow('Failed to disconnect')
    expect(states).toEqual([true, false])
    expect(getToast(client)).toMatchObject({ message: 'Failed to disconnect', variant: 'error' })
    expect(getModal(client).shake).toBe(true)
    expect(getAccount(client).isConnected).toBe(true)
    // The adapter kept the wallet: its events still arrive.
    evm.changeChain(31338)
    expect(getNetwork(client).chainId).toBe(31338)
  })
})
