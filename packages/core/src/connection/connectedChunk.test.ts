import { beforeEach, describe, expect, test, vi } from 'vitest'
import { devnet2 } from '../../test/fixtures.js'
import { getAccount } from '../actions/getAccount.js'
import { getNetwork } from '../actions/getNetwork.js'

// What only a connected account needs (the wallet's own reports, the account's data) is a chunk
// of its own (connectedChunk.ts): counted, or made to fail, with fresh modules.
const chunk = { loads: 0, fail: false }

const load = () => import('../../test/createTestClient.js')
const other = '0x2222222222222222222222222222222222222222'
const account = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('the connected chunk', () => {
  beforeEach(() => {
    vi.resetModules()
    Object.assign(chunk, { loads: 0, fail: false })
    vi.doMock('./connectedChunk.js', async (importOriginal) => {
      chunk.loads++
      if (chunk.fail) throw new TypeError('Failed to fetch dynamically imported module')
      return importOriginal()
    })
  })

  test('behavior: a page with no connection never loads it, whatever the wallet reports', async () => {
    const { createTestClient, flush } = await load()
    const { switchNetwork } = await import('../actions/switchNetwork.js')
    const { client, evm } = createTestClient({ options: { apiUrl: 'http://api.test' } })
    await client.ready
    await switchNetwork(client, devnet2)
    evm.changeAccounts([other])
    evm.changeChain(31338)
    evm.disconnectFromWallet()
    await flush()
    expect(chunk.loads).toBe(0)
    expect(getAccount(client).status).toBe('disconnected')
    expect(getNetwork(client).chainId).toBe(31338)
  })

  test('behavior: connecting loads it, so a report applies in the wallet’s own task', async () => {
    const { createTestClient } = await load()
    const { connect } = await import('../actions/connect.js')
    const { client, evm } = createTestClient()
    await connect(client, { connectorId: 'io.test' })
    expect(chunk.loads).toBe(1)
    evm.changeChain(31338)
    expect(getNetwork(client).chainId).toBe(31338)
  })

  test('behavior: reports for the account a server rendered wait for it, applied in their order', async () => {
    const { createTestClient } = await load()
    const { client, evm } = createTestClient({
      options: {
        initialState: {
          connections: [{ namespace: 'eip155', connectorId: 'io.test', caipAddress: account }],
        },
      },
    })
    evm.changeAccounts([other])
    evm.changeChain(31338)
    expect(getAccount(client).address).not.toBe(other)
    await vi.waitFor(() => expect(getNetwork(client).chainId).toBe(31338))
    expect(getAccount(client).caipAddress).toBe(`eip155:31338:${other}`)
    expect(chunk.loads).toBe(1)
  })

  test('errors: a chunk that fails to load leaves the account as it was, and the next report tries again', async () => {
    chunk.fail = true
    const { createTestClient, flush } = await load()
    const { client, evm } = createTestClient({
      options: {
        initialState: {
          connections: [{ namespace: 'eip155', connectorId: 'io.test', caipAddress: account }],
        },
      },
    })
    evm.changeChain(31338)
    await vi.waitFor(() => expect(chunk.loads).toBe(1))
    await flush()
    expect(getNetwork(client).chainId).toBe(31337)
    chunk.fail = false
    evm.changeChain(31338)
    await vi.waitFor(() => expect(getNetwork(client).chainId).toBe(31338))
    expect(chunk.loads).toBe(2)
  })
})
