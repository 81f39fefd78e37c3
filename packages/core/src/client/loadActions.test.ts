import { beforeEach, describe, expect, test, vi } from 'vitest'

// Counts the loads of the actions' chunk: each test gets fresh modules, this chunk's included.
const chunk = { loads: 0 }

const load = () => import('../../test/createTestClient.js')

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
    expect(client.getState().initialized).toBe(true)
    expect(chunk.loads).toBe(0)
  })

  test("behavior: opening the modal loads it and the adapters' methods; the wallet click then runs in its own task", async () => {
    const { createTestClient, readyToAct } = await load()
    const { client, evm } = createTestClient()
    await client.ready
    expect(evm.wallet.prefetches).toBe(0)
    client.open()
    await vi.waitFor(() => expect(chunk.loads).toBe(1))
    // The adapter was told to load its methods too (the EVM adapter keeps them in a chunk).
    expect(evm.wallet.prefetches).toBe(1)
    await readyToAct(client)
    evm.wallet.waiting = true
    void client.connect({ connectorId: 'io.test' })
    expect(client.getConnection().attempt?.status).toBe('pending')
  })

  test('behavior: a restored connection loads it (the visitor may disconnect or switch)', async () => {
    const { createTestClient } = await load()
    const { client } = createTestClient({ stored: { connectorIds: { eip155: 'io.test' } } })
    await client.ready
    expect(client.getAccount().isConnected).toBe(true)
    await vi.waitFor(() => expect(chunk.loads).toBe(1))
  })

  test('behavior: an action called first loads it', async () => {
    const { createTestClient } = await load()
    const { client } = createTestClient()
    await client.ready
    await client.connect({ connectorId: 'io.test' })
    expect(chunk.loads).toBe(1)
    expect(client.getAccount().isConnected).toBe(true)
  })
})
