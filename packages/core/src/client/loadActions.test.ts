import { beforeEach, describe, expect, test, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { getAccount } from '../actions/getAccount.js'
import { getConnection } from '../actions/getConnection.js'
import { getConnectors } from '../actions/getConnectors.js'
import { getState } from '../actions/getState.js'
import { openModal } from '../actions/openModal.js'

// Counts the loads of the actions' chunk: each test gets fresh modules, this chunk's included.
const chunk = { loads: 0 }

const load = () => import('../../test/createTestClient.js')
// A chunk's first import is transformed on the spot: with the whole suite running on two cores
// that took over vitest's default 1 s once, so these waits allow 10 s (they end as soon as it holds).
const loading = { timeout: 10_000 }

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
    const { client, evm } = createTestClient()
    await client.ready
    expect(evm.wallet.prefetches).toBe(0)
    openModal(client)
    await vi.waitFor(() => expect(chunk.loads).toBe(1), loading)
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
    await vi.waitFor(() => expect(chunk.loads).toBe(1), loading)
  })

  // A dapp's own `connect(client, ...)` is a static import; the modal's wallet click is not.
  test('behavior: a wallet click before any prefetch loads it', async () => {
    const { createTestClient } = await load()
    const { connectWallet } = await import('../actions/connectWallet.js')
    const { client } = createTestClient()
    await client.ready
    const connector = getConnectors(client).connectors.find((entry) => entry.id === 'io.test')
    connectWallet(client, connector)
    await vi.waitFor(() => expect(chunk.loads).toBe(1), loading)
    await vi.waitFor(() => expect(getAccount(client).isConnected).toBe(true), loading)
  })
})
