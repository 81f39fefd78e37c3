import { describe, expect, test, vi } from 'vitest'
import { createTestAdapter } from '../../test/createTestAdapter.js'
import { createTestClient } from '../../test/createTestClient.js'
import { devnet, solanaDevnet } from '../../test/fixtures.js'
import { createLatchkey } from '../client/createLatchkey.js'

describe('disconnect', () => {
  test('default: resets account and network, clears the stored connector id, back to Connect', async () => {
    const { client, storage } = createTestClient()
    await client.connect({ connectorId: 'io.test' })
    client.open()
    expect(client.getRouter().view).toBe('Account')
    const onSuccess = vi.fn()
    client.events.on('DISCONNECT_SUCCESS', onSuccess)

    await client.disconnect()
    expect(client.getAccount()).toMatchObject({
      status: 'disconnected',
      address: undefined,
      caipAddress: undefined,
      connectedWalletInfo: undefined,
      isConnected: false,
    })
    expect(client.getNetwork().caipNetwork).toBe(devnet)
    expect(client.getConnection().status).toBe('disconnected')
    expect(storage.read('connectorIds')).toBeUndefined()
    expect(onSuccess).toHaveBeenCalledWith({ namespace: 'eip155' })
    expect(client.getRouter().view).toBe('Connect')
    // The recent wallet list outlives the connection.
    expect(storage.read('recentWallets')).toHaveLength(1)
  })

  test("behavior: a failure keeps the state, toasts and rejects with 'Failed to disconnect'", async () => {
    const { client, evm, storage } = createTestClient()
    await client.connect({ connectorId: 'io.test' })
    const onError = vi.fn()
    client.events.on('DISCONNECT_ERROR', onError)
    evm.wallet.nextError = new Error('wallet is busy')
    const error = await client.disconnect().catch((caught) => caught)
    expect(error).toMatchObject({ shortMessage: 'Failed to disconnect', name: 'DisconnectError' })
    expect(error.cause.message).toBe('wallet is busy')
    expect(client.getToast()).toMatchObject({
      message: 'Failed to disconnect',
      variant: 'error',
      open: true,
    })
    expect(onError).toHaveBeenCalledWith({ namespace: 'eip155', message: 'wallet is busy' })
    expect(client.getAccount().status).toBe('connected')
    expect(storage.read('connectorIds')).toEqual({ eip155: 'io.test' })
  })

  test('behavior: disconnecting when not connected does nothing', async () => {
    const { client, evm } = createTestClient()
    await client.disconnect()
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
    await client.connect({ connectorId: 'io.test' })
    await client.connect({ connectorId: 'sol' })
    expect(client.getState().activeChain).toBe('solana')
    await client.disconnect({ namespace: 'solana' })
    expect(client.getState().activeChain).toBe('eip155')
    expect(client.getAccount('solana').status).toBe('disconnected')
    expect(client.getConnection().status).toBe('connected')
  })
})
