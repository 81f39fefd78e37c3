import { beforeEach, describe, expect, test, vi } from 'vitest'
import { getAccount } from '../actions/getAccount.js'
import { getConnection } from '../actions/getConnection.js'
import { getConnectors } from '../actions/getConnectors.js'
import { getState } from '../actions/getState.js'

// Counts the loads of the actions' chunk: each test gets fresh modules, this chunk's included.
const chunk = { loads: 0 }

const load = () => import('../../test/createTestClient.js')
// The actions that load the chunk are imported after `vi.resetModules()`, from the test's fresh
// modules: this file shares its worker's module graph, where another file may have loaded the
// chunk already through the statically imported copies (their loader then loads nothing).

describe("the actions' chunk", () => {
  beforeEach(() => {
    vi.resetModules()
    chunk.loads = 0
    vi.doMock('./clientActions.js', async (importOriginal) => {
      chunk.loads++
      return importOriginal()
    })
  })

  test('behavior: a page that restored nothing is ready without it', async () => {
    const { createTestClient } = await load()
    const { client } = createTestClient()
    await client.ready
    expect(getState(client).initialized).toBe(true)
    expect(chunk.loads).toBe(0)
  })

  test("behavior: opening the modal loads it and the adapters' methods; the wallet click then runs in its own task", async () => {
    const { createTestClient, readyToAct } = await load()
    const { openModal } = await import('../actions/openModal.js')
    const { connect } = await import('../actions/connect.js')
    const { client, evm } = createTestClient()
    await client.ready
    expect(evm.wallet.prefetches).toBe(0)
    openModal(client)
    await vi.waitFor(() => expect(chunk.loads).toBe(1))
    // The adapter was told to load its methods too (the EVM adapter keeps them in a chunk).
    expect(evm.wallet.prefetches).toBe(1)
    await readyToAct(client)
    evm.wallet.waiting = true
    void connect(client, { connectorId: 'io.test' })
    expect(getConnection(client).attempt?.status).toBe('pending')
  })

  test('behavior: a restored connection loads it (the visitor may disconnect or switch)', async () => {
    const { createTestClient } = await load()
    const { client } = createTestClient({ stored: { connectorIds: { eip155: 'io.test' } } })
    await client.ready
    expect(getAccount(client).isConnected).toBe(true)
    await vi.waitFor(() => expect(chunk.loads).toBe(1))
  })

  // A dapp's own `connect(client, ...)` is a static import; the modal's wallet click is not.
  test('behavior: a wallet click before any prefetch loads it', async () => {
    const { createTestClient } = await load()
    const { connectWallet } = await import('../actions/connectWallet.js')
    const { client } = createTestClient()
    await client.ready
    const connector = getConnectors(client).connectors.find((entry) => entry.id === 'io.test')
    connectWallet(client, connector)
    await vi.waitFor(() => expect(chunk.loads).toBe(1))
    await vi.waitFor(() => expect(getAccount(client).isConnected).toBe(true))
  })
})
