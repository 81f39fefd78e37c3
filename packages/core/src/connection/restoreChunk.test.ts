import { beforeEach, describe, expect, test, vi } from 'vitest'
import { getAccount } from '../actions/getAccount.js'
import { getConnection } from '../actions/getConnection.js'
import { getState } from '../actions/getState.js'

// Restoring is a chunk of its own (restoreStored): counted, or made to fail, with fresh modules.
const chunk = { loads: 0, fail: false }

const load = () => import('../../test/createTestClient.js')

describe('the restore chunk', () => {
  beforeEach(() => {
    vi.resetModules()
    Object.assign(chunk, { loads: 0, fail: false })
    vi.doMock('./restoreStored.js', async (importOriginal) => {
      chunk.loads++
      if (chunk.fail) throw new TypeError('Failed to fetch dynamically imported module')
      return importOriginal()
    })
  })

  test('behavior: a page with nothing stored never loads it', async () => {
    const { createTestClient } = await load()
    const { client } = createTestClient()
    await client.ready
    expect(getState(client).initialized).toBe(true)
    expect(chunk.loads).toBe(0)
  })

  test('behavior: a stored connection loads it and is restored', async () => {
    const { createTestClient } = await load()
    const { client } = createTestClient({ stored: { connectorIds: { eip155: 'io.test' } } })
    await client.ready
    expect(chunk.loads).toBe(1)
    expect(getAccount(client).status).toBe('connected')
  })

  test('errors: a chunk that fails to load shows disconnected and keeps the stored connection for the next load', async () => {
    chunk.fail = true
    const { createTestClient } = await load()
    const { client, storage } = createTestClient({
      stored: { connectorIds: { eip155: 'io.test' } },
    })
    expect(getAccount(client).status).toBe('connecting')
    await client.ready
    expect(chunk.loads).toBe(1)
    expect(getAccount(client).status).toBe('disconnected')
    expect(getConnection(client).status).toBe('disconnected')
    expect(getState(client)).toMatchObject({ loading: false, initialized: true })
    expect(storage.read('connectorIds')).toEqual({ eip155: 'io.test' })
  })
})
