import { describe, expect, test, vi } from 'vitest'
import { flush } from '../../test/createTestClient.js'
import { createSIWXTestClient } from '../../test/createTestSIWX.js'

async function waitingForSignIn(required: boolean) {
  const test = createSIWXTestClient({ required })
  await test.client.ready
  await test.client.connect({ connectorId: 'io.test' })
  await flush()
  expect(test.client.getRouter().view).toBe('SIWXSignMessage')
  return test
}

describe('cancelSIWX', () => {
  test('default: closes the modal and resets to Connect; the account stays connected', async () => {
    const { client } = await waitingForSignIn(false)
    const cancel = vi.fn()
    client.events.on('CLICK_CANCEL_SIWX', cancel)
    await client.siwx.cancel()
    expect(cancel).toHaveBeenCalledWith({ network: 'eip155:31337' })
    expect(client.getModal().open).toBe(false)
    expect(client.getRouter().view).toBe('Connect')
    expect(client.getAccount().status).toBe('connected')
    expect(client.getSIWX().status).toBe('unauthenticated')
  })

  test('behavior: required: disconnects and resets to Connect', async () => {
    const { client, evm } = await waitingForSignIn(true)
    expect(client.getState().closable).toBe(false)
    await client.siwx.cancel()
    expect(evm.wallet.calls.map((call) => call.method)).toContain('disconnect')
    expect(client.getAccount().status).toBe('disconnected')
    expect(client.getRouter().view).toBe('Connect')
    // Nothing to sign any more: the Connect view may be closed again.
    expect(client.getSIWX().status).toBe('idle')
    expect(client.getState().closable).toBe(true)
  })

  test('behavior: required: a failed disconnect still resets to Connect and rejects', async () => {
    const { client, evm } = await waitingForSignIn(true)
    evm.wallet.nextError = new Error('wallet busy')
    await expect(client.siwx.cancel()).rejects.toThrow('Failed to disconnect')
    expect(client.getRouter().view).toBe('Connect')
  })
})
