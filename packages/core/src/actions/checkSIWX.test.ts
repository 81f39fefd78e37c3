import { describe, expect, test, vi } from 'vitest'
import { createTestClient, flush } from '../../test/createTestClient.js'
import { createSIWXTestClient, testSession } from '../../test/createTestSIWX.js'
import { siwxInitializationErrorMessage } from '../siwx/siwxMessages.js'
import { checkSIWX } from './checkSIWX.js'
import { connect } from './connect.js'
import { getAccount } from './getAccount.js'
import { getLastEvent } from './getLastEvent.js'
import { getModal } from './getModal.js'
import { getRouter } from './getRouter.js'
import { getSIWX } from './getSIWX.js'
import { getToast } from './getToast.js'

const address = '0x1111111111111111111111111111111111111111'

describe('checkSIWX', () => {
  test('default: a connection without a stored session opens SIWXSignMessage', async () => {
    const { client, siwx } = createSIWXTestClient()
    await client.ready
    expect(getSIWX(client).status).toBe('idle')
    await connect(client, { connectorId: 'io.test' })
    await flush()
    expect(siwx.state.calls).toEqual([{ method: 'getSessions', args: ['eip155:31337', address] }])
    expect(getSIWX(client)).toMatchObject({
      status: 'unauthenticated',
      caipAddress: `eip155:31337:${address}`,
      session: undefined,
      required: false,
    })
    expect(getModal(client).open).toBe(true)
    expect(getRouter(client).view).toBe('SIWXSignMessage')
    expect(getLastEvent(client)).toMatchObject({
      name: 'MODAL_OPEN',
      payload: { view: 'SIWXSignMessage', connected: true },
    })
  })

  test('behavior: a stored session signs the account in without the view', async () => {
    const session = testSession('eip155:31337', address)
    const { client } = createSIWXTestClient({ sessions: [session] })
    await client.ready
    await connect(client, { connectorId: 'io.test' })
    expect(getSIWX(client).status).toBe('checking')
    await flush()
    expect(getSIWX(client)).toMatchObject({ status: 'authenticated', session })
    expect(getModal(client).open).toBe(false)
  })

  test('behavior: a restored connection is checked like a new one', async () => {
    const { client, siwx } = createSIWXTestClient({
      stored: { connectorIds: { eip155: 'io.test' } },
      sessions: [testSession('eip155:31337', address)],
    })
    await client.ready
    await flush()
    expect(siwx.state.calls.map((call) => call.method)).toEqual(['getSessions'])
    expect(getSIWX(client).status).toBe('authenticated')
    expect(getModal(client).open).toBe(false)
  })

  test('behavior: an account on a network the dapp did not configure is not checked', async () => {
    const { client, siwx } = createSIWXTestClient({ adapter: { chainId: 999 } })
    await client.ready
    await connect(client, { connectorId: 'io.test' })
    await flush()
    expect(siwx.state.calls).toEqual([])
    expect(getSIWX(client).status).toBe('idle')
    expect(getRouter(client).view).toBe('UnsupportedChain')
  })

  test('behavior: a failed look-up disconnects, resets to Connect, tracks SIWX_AUTH_ERROR', async () => {
    const { client, siwx, evm } = createSIWXTestClient()
    await client.ready
    const errors = vi.fn()
    client.events.on('SIWX_AUTH_ERROR', errors)
    siwx.failNext('getSessions', new Error('server down'))
    await connect(client, { connectorId: 'io.test' })
    await flush()
    expect(errors).toHaveBeenCalledWith({ network: 'eip155:31337', message: 'server down' })
    expect(evm.wallet.calls.map((call) => call.method)).toContain('disconnect')
    expect(getAccount(client).status).toBe('disconnected')
    expect(getRouter(client).view).toBe('Connect')
    expect(getToast(client)).toMatchObject({
      message: siwxInitializationErrorMessage,
      variant: 'error',
    })
    expect(getSIWX(client).status).toBe('idle')
  })

  test('behavior: an answer for an account that changed meanwhile changes nothing', async () => {
    const other = '0x2222222222222222222222222222222222222222'
    const { client, siwx, evm } = createSIWXTestClient({
      sessions: [testSession('eip155:31337', address)],
      adapter: { accounts: [address, other] },
    })
    await client.ready
    const release = siwx.hold('getSessions')
    await connect(client, { connectorId: 'io.test' })
    evm.changeAccounts([other, address])
    release()
    await flush()
    // The first account's session does not sign the second one in.
    expect(getSIWX(client)).toMatchObject({
      status: 'unauthenticated',
      caipAddress: `eip155:31337:${other}`,
    })
    expect(getRouter(client).view).toBe('SIWXSignMessage')
  })

  test('behavior: without the siwx option the status is disabled and nothing is checked', async () => {
    const { client } = createTestClient()
    await client.ready
    await connect(client, { connectorId: 'io.test' })
    await flush()
    expect(getSIWX(client).status).toBe('disabled')
    expect(getModal(client).open).toBe(false)
    await expect(checkSIWX(client)).resolves.toBeUndefined()
  })
})
