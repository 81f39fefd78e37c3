import { describe, expect, test } from 'vitest'
import { flush } from '../../test/createTestClient.js'
import { createSIWXTestClient, testSession } from '../../test/createTestSIWX.js'
import { devnet2 } from '../../test/fixtures.js'
import { closeModal } from '../actions/closeModal.js'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { getModal } from '../actions/getModal.js'
import { getRouter } from '../actions/getRouter.js'
import { getSIWX } from '../actions/getSIWX.js'
import { getState } from '../actions/getState.js'
import { openModal } from '../actions/openModal.js'
import { signInWithSIWX } from '../actions/signInWithSIWX.js'
import { switchNetwork } from '../actions/switchNetwork.js'

const address = '0x1111111111111111111111111111111111111111'
const other = '0x2222222222222222222222222222222222222222'

async function signedIn(parameters: Parameters<typeof createSIWXTestClient>[0] = {}) {
  const test = createSIWXTestClient({ adapter: { accounts: [address, other] }, ...parameters })
  await test.client.ready
  await connect(test.client, { connectorId: 'io.test' })
  await flush()
  await signInWithSIWX(test.client)
  test.siwx.state.calls.length = 0
  return test
}

const methods = (calls: Array<{ method: string }>) => calls.map((call) => call.method)

describe('watchSIWXSessions', () => {
  test('behavior: switching account re-checks for the new address', async () => {
    const { client, evm, siwx } = await signedIn()
    evm.changeAccounts([other, address])
    await flush()
    expect(siwx.state.calls).toEqual([{ method: 'getSessions', args: ['eip155:31337', other] }])
    expect(getSIWX(client)).toMatchObject({
      status: 'unauthenticated',
      caipAddress: `eip155:31337:${other}`,
    })
    expect(getModal(client).open).toBe(true)
    expect(getRouter(client).view).toBe('SIWXSignMessage')
  })

  test('behavior: switching network re-checks on the new network', async () => {
    const { client, siwx } = await signedIn()
    await switchNetwork(client, devnet2)
    await flush()
    expect(siwx.state.calls).toEqual([{ method: 'getSessions', args: ['eip155:31338', address] }])
    expect(getRouter(client).view).toBe('SIWXSignMessage')
  })

  test('behavior: switching to an account that signed in before closes the view', async () => {
    const { client, evm } = createSIWXTestClient({
      adapter: { accounts: [address, other] },
      sessions: [testSession('eip155:31337', other)],
    })
    await client.ready
    await connect(client, { connectorId: 'io.test' })
    await flush()
    expect(getRouter(client).view).toBe('SIWXSignMessage')
    evm.changeAccounts([other, address])
    await flush()
    expect(getSIWX(client)).toMatchObject({ status: 'authenticated' })
    expect(getSIWX(client).session?.data.accountAddress).toBe(other)
    expect(getModal(client).open).toBe(false)
    expect(getRouter(client).view).toBe('Account')
  })

  test('behavior: disconnect signs out of the account on its network', async () => {
    const { client, siwx } = await signedIn()
    expect(siwx.state.sessions).toHaveLength(1)
    await disconnect(client)
    await flush()
    expect(siwx.state.calls).toContainEqual({
      method: 'revokeSession',
      args: ['eip155:31337', address],
    })
    expect(siwx.state.sessions).toEqual([])
    expect(getSIWX(client)).toMatchObject({ status: 'idle', session: undefined })
  })

  test('behavior: a disconnect from inside the wallet signs out too', async () => {
    const { evm, siwx } = await signedIn()
    evm.disconnectFromWallet()
    await flush()
    expect(methods(siwx.state.calls)).toContain('revokeSession')
    expect(siwx.state.sessions).toEqual([])
  })

  test('parameters: signOutOnDisconnect false keeps the session', async () => {
    const { client, siwx } = await signedIn({ signOutOnDisconnect: false })
    await disconnect(client)
    await flush()
    expect(methods(siwx.state.calls)).not.toContain('revokeSession')
    expect(siwx.state.sessions).toHaveLength(1)
  })

  test('behavior: a failed connect attempt on a connected namespace neither signs out nor re-checks', async () => {
    const { client, evm, siwx } = await signedIn()
    evm.rejectNext()
    await expect(connect(client, { connectorId: 'io.test' })).rejects.toThrow()
    await flush()
    expect(siwx.state.calls).toEqual([])
    expect(getSIWX(client).status).toBe('authenticated')
  })

  test('behavior: required: opening the modal before signing in shows the sign-in view', async () => {
    const { client } = createSIWXTestClient({ required: true })
    await client.ready
    await connect(client, { connectorId: 'io.test' })
    await flush()
    // The dapp closes the modal itself; the next open goes back to signing in.
    closeModal(client)
    openModal(client)
    expect(getRouter(client).view).toBe('SIWXSignMessage')
    expect(getState(client).closable).toBe(false)
  })
})
