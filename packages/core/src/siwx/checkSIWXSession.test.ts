import { describe, expect, test, vi } from 'vitest'
import { createTestClient, flush } from '../../test/createTestClient.js'
import { createSIWXTestClient, testSession } from '../../test/createTestSIWX.js'
import { siwxInitializationErrorMessage } from './siwxMessages.js'

const address = '0x1111111111111111111111111111111111111111'

describe('checkSIWXSession', () => {
  test('default: a connection without a stored session opens SIWXSignMessage', async () => {
    const { client, siwx } = createSIWXTestClient()
    await client.ready
    expect(client.getSIWX().status).toBe('idle')
    await client.connect({ connectorId: 'io.test' })
    await flush()
    expect(siwx.state.calls).toEqual([{ method: 'getSessions', args: ['eip155:31337', address] }])
    expect(client.getSIWX()).toMatchObject({
      status: 'unauthenticated',
      caipAddress: `eip155:31337:${address}`,
      session: undefined,
      required: false,
    })
    expect(client.getModal().open).toBe(true)
    expect(client.getRouter().view).toBe('SIWXSignMessage')
    expect(client.getLastEvent()).toMatchObject({
      name: 'MODAL_OPEN',
      payload: { view: 'SIWXSignMessage', connected: true },
    })
  })

  test('behavior: a stored session signs the account in without the view', async () => {
    const session = testSession('eip155:31337', address)
    const { client } = createSIWXTestClient({ sessions: [session] })
    await client.ready
    await client.connect({ connectorId: 'io.test' })
    expect(client.getSIWX().status).toBe('checking')
    await flush()
    expect(client.getSIWX()).toMatchObject({ status: 'authenticated', session })
    expect(client.getModal().open).toBe(false)
  })

  test('behavior: a restored connection is checked like a new one', async () => {
    const { client, siwx } = createSIWXTestClient({
      stored: { connectorIds: { eip155: 'io.test' } },
      sessions: [testSession('eip155:31337', address)],
    })
    await client.ready
    await flush()
    expect(siwx.state.calls.map((call) => call.method)).toEqual(['getSessions'])
    expect(client.getSIWX().status).toBe('authenticated')
    expect(client.getModal().open).toBe(false)
  })

  test('behavior: an account on a network the dapp did not configure is not checked', async () => {
    const { client, siwx } = createSIWXTestClient({ adapter: { chainId: 999 } })
    await client.ready
    await client.connect({ connectorId: 'io.test' })
    await flush()
    expect(siwx.state.calls).toEqual([])
    expect(client.getSIWX().status).toBe('idle')
    expect(client.getRouter().view).toBe('UnsupportedChain')
  })

  test('behavior: a failed look-up disconnects, resets to Connect, tracks SIWX_AUTH_ERROR', async () => {
    const { client, siwx, evm } = createSIWXTestClient()
    await client.ready
    const errors = vi.fn()
    client.events.on('SIWX_AUTH_ERROR', errors)
    siwx.failNext('getSessions', new Error('server down'))
    await client.connect({ connectorId: 'io.test' })
    await flush()
    expect(errors).toHaveBeenCalledWith({ network: 'eip155:31337', message: 'server down' })
    expect(evm.wallet.calls.map((call) => call.method)).toContain('disconnect')
    expect(client.getAccount().status).toBe('disconnected')
    expect(client.getRouter().view).toBe('Connect')
    expect(client.getToast()).toMatchObject({
      message: siwxInitializationErrorMessage,
      variant: 'error',
    })
    expect(client.getSIWX().status).toBe('idle')
  })

  test('behavior: an answer for an account that changed meanwhile changes nothing', async () => {
    const other = '0x2222222222222222222222222222222222222222'
    const { client, siwx, evm } = createSIWXTestClient({
      sessions: [testSession('eip155:31337', address)],
      adapter: { accounts: [address, other] },
    })
    await client.ready
    const release = siwx.hold('getSessions')
    await client.connect({ connectorId: 'io.test' })
    evm.changeAccounts([other, address])
    release()
    await flush()
    // The first account's session does not sign the second one in.
    expect(client.getSIWX()).toMatchObject({
      status: 'unauthenticated',
      caipAddress: `eip155:31337:${other}`,
    })
    expect(client.getRouter().view).toBe('SIWXSignMessage')
  })

  test('behavior: without the siwx option the status is disabled and nothing is checked', async () => {
    const { client } = createTestClient()
    await client.ready
    await client.connect({ connectorId: 'io.test' })
    await flush()
    expect(client.getSIWX().status).toBe('disabled')
    expect(client.getModal().open).toBe(false)
    await expect(client.siwx.check()).resolves.toBeUndefined()
  })
})
