import { describe, expect, test, vi } from 'vitest'
import { flush } from '../../test/createTestClient.js'
import { createSIWXTestClient } from '../../test/createTestSIWX.js'
import { cancelSIWX } from './cancelSIWX.js'
import { connect } from './connect.js'
import { getAccount } from './getAccount.js'
import { getModal } from './getModal.js'
import { getRouter } from './getRouter.js'
import { getSIWX } from './getSIWX.js'
import { getState } from './getState.js'

async function waitingForSignIn(required: boolean) {
  const test = createSIWXTestClient({ required })
  await test.client.ready
  await connect(test.client, { connectorId: 'io.test' })
  await flush()
  expect(getRouter(test.client).view).toBe('SIWXSignMessage')
  return test
}

describe('cancelSIWX', () => {
  test('default: closes the modal and resets to Connect; the account stays connected', async () => {
    const { client } = await waitingForSignIn(false)
    const cancel = vi.fn()
    client.events.on('CLICK_CANCEL_SIWX', cancel)
    await cancelSIWX(client)
    expect(cancel).toHaveBeenCalledWith({ network: 'eip155:31337' })
    expect(getModal(client).open).toBe(false)
    expect(getRouter(client).view).toBe('Connect')
    expect(getAccount(client).status).toBe('connected')
    expect(getSIWX(client).status).toBe('unauthenticated')
  })

  test('behavior: required: disconnects and resets to Connect', async () => {
    const { client, evm } = await waitingForSignIn(true)
    expect(getState(client).closable).toBe(false)
    await cancelSIWX(client)
    expect(evm.wallet.calls.map((call) => call.method)).toContain('disconnect')
    expect(getAccount(client).status).toBe('disconnected')
    expect(getRouter(client).view).toBe('Connect')
    // Cancel ends the visit: the modal closes instead of staying on Connect.
    expect(getModal(client).open).toBe(false)
    // Nothing to sign any more: the Connect view may be closed again.
    expect(getSIWX(client).status).toBe('idle')
    expect(getState(client).closable).toBe(true)
  })

  test('behavior: required: a failed disconnect still resets to Connect and rejects', async () => {
    const { client, evm } = await waitingForSignIn(true)
    evm.wallet.nextError = new Error('wallet busy')
    await expect(cancelSIWX(client)).rejects.toThrow('Failed to disconnect')
    expect(getRouter(client).view).toBe('Connect')
  })
})
