import { describe, expect, test, vi } from 'vitest'
import { createTestAdapter } from '../../test/createTestAdapter.js'
import { createTestClient } from '../../test/createTestClient.js'
import { devnet, solanaDevnet } from '../../test/fixtures.js'
import { createLatchkey } from '../client/createLatchkey.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { getAccount } from './getAccount.js'
import { getConnection } from './getConnection.js'
import { getNetwork } from './getNetwork.js'
import { getRouter } from './getRouter.js'
import { getState } from './getState.js'
import { getToast } from './getToast.js'
import { openModal } from './openModal.js'

describe('disconnect', () => {
  test('default: resets account and network, clears the stored connector id, back to Connect', async () => {
    const { client, storage } = createTestClient()
    await connect(client, { connectorId: 'io.test' })
    openModal(client)
    expect(getRouter(client).view).toBe('Account')
    const onSuccess = vi.fn()
    client.events.on('DISCONNECT_SUCCESS', onSuccess)

    await disconnect(client)
    expect(getAccount(client)).toMatchObject({
      status: 'disconnected',
      address: undefined,
      caipAddress: undefined,
      connectedWalletInfo: undefined,
      isConnected: false,
    })
    expect(getNetwork(client).caipNetwork).toBe(devnet)
    expect(getConnection(client).status).toBe('disconnected')
    expect(storage.read('connectorIds')).toBeUndefined()
    expect(onSuccess).toHaveBeenCalledWith({ namespace: 'eip155' })
    expect(getRouter(client).view).toBe('Connect')
    // The recent wallet list outlives the connection.
    expect(storage.read('recentWallets')).toHaveLength(1)
  })

  test("behavior: a failure keeps the state, toasts and rejects with 'Failed to disconnect'", async () => {
    const { client, evm, storage } = createTestClient()
    await connect(client, { connectorId: 'io.test' })
    const onError = vi.fn()
    client.events.on('DISCONNECT_ERROR', onError)
    evm.wallet.nextError = new Error('wallet is busy')
    const error = await disconnect(client).catch((caught) => caught)
    expect(error).toMatchObject({ shortMessage: 'Failed to disconnect', name: 'DisconnectError' })
    expect(error.cause.message).toBe('wallet is busy')
    expect(getToast(client)).toMatchObject({
      message: 'Failed to disconnect',
      variant: 'error',
      open: true,
    })
    expect(onError).toHaveBeenCalledWith({ namespace: 'eip155', message: 'wallet is busy' })
    expect(getAccount(client).status).toBe('connected')
    expect(storage.read('connectorIds')).toEqual({ eip155: 'io.test' })
  })

  test('behavior: the stored connection goes before the wallet answers, and comes back on failure', async () => {
    const { client, evm, storage } = createTestClient()
    await connect(client, { connectorId: 'io.test' })
    const stored = storage.read('connectedAccounts')
    expect(stored).toEqual({ eip155: getAccount(client).caipAddress })
    evm.wallet.nextError = new Error('wallet is busy')
    const pending = disconnect(client).catch((caught) => caught)
    // The wallet has not answered yet: a reload now finds nothing to restore.
    expect(getConnection(client).disconnecting).toBe(true)
    expect(storage.read('connectorIds')).toBeUndefined()
    expect(storage.read('connectedAccounts')).toBeUndefined()
    expect(await pending).toMatchObject({ name: 'DisconnectError' })
    expect(storage.read('connectorIds')).toEqual({ eip155: 'io.test' })
    expect(storage.read('connectedAccounts')).toEqual(stored)
  })

  test('behavior: disconnecting when not connected does nothing', async () => {
    const { client, evm } = createTestClient()
    await disconnect(client)
    expect(evm.wallet.calls.some((call) => call.method === 'disconnect')).toBe(false)
  })

  test('parameters: namespace; the active namespace moves to a remaining connection', async () => {
    const evm = createTestAdapter()
    const solana = createTestAdapter({
      namespace: 'solana',
      connectors: [{ id: 'sol', name: 'Sol Wallet', type: 'ANNOUNCED', chain: 'solana' }],
      accounts: ['So1anaAddress1111111111111111111111111111111'],
      chainId: solanaDevnet.id,
    })
    const client = createLatchkey({
      networks: [devnet, solanaDevnet],
      adapters: [evm.adapter, solana.adapter],
      storage: null,
    })
    await connect(client, { connectorId: 'io.test' })
    await connect(client, { connectorId: 'sol' })
    expect(getState(client).activeChain).toBe('solana')
    await disconnect(client, { namespace: 'solana' })
    expect(getState(client).activeChain).toBe('eip155')
    expect(getAccount(client, 'solana').status).toBe('disconnected')
    expect(getConnection(client).status).toBe('connected')
  })
})
