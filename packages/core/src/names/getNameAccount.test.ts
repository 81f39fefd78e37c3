// Which accounts names can be registered for, on real clients over the in-memory test wallet
// (test/createTestAdapter.ts): the namespace's record decides, never a namespace's name.
import { afterEach, describe, expect, test } from 'vitest'
import { createMemoryStorage } from '../../test/createMemoryStorage.js'
import { createTestAdapter } from '../../test/createTestAdapter.js'
import { createTestClient } from '../../test/createTestClient.js'
import { solanaDevnet } from '../../test/fixtures.js'
import { connect } from '../actions/connect.js'
import { createLatchkey } from '../client/createLatchkey.js'
import type { LatchkeyClient } from '../client/LatchkeyClient.js'
import { getNameAccount } from './getNameAccount.js'

const clients: LatchkeyClient[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

describe('getNameAccount', () => {
  test('default: an eip155 account with the chain ENSIP-11 coin type', async () => {
    const { client } = createTestClient({ options: { apiUrl: 'http://api.test' } })
    clients.push(client)
    expect(getNameAccount(client)).toBeUndefined()
    await connect(client, { connectorId: 'io.test' })
    expect(getNameAccount(client)).toEqual({
      namespace: 'eip155',
      address: '0x1111111111111111111111111111111111111111',
      caipAddress: 'eip155:31337:0x1111111111111111111111111111111111111111',
      caipNetworkId: 'eip155:31337',
      coinType: (0x80000000 | 31337) >>> 0,
    })
  })

  test("behavior: none on a namespace whose record serves no names (solana's)", async () => {
    const wallet = createTestAdapter({
      namespace: 'solana',
      chainId: solanaDevnet.id,
      accounts: ['7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
    })
    const client = createLatchkey({
      networks: [solanaDevnet],
      adapters: [wallet.adapter],
      storage: createMemoryStorage(),
      apiUrl: 'http://api.test',
      debug: false,
    })
    clients.push(client)
    await connect(client, { connectorId: 'io.test' })
    expect(client.stores.chains.getState().chains.solana?.account.status).toBe('connected')
    expect(getNameAccount(client)).toBeUndefined()
  })

  test('behavior: none without the apiUrl option', async () => {
    const { client } = createTestClient()
    clients.push(client)
    await connect(client, { connectorId: 'io.test' })
    expect(getNameAccount(client)).toBeUndefined()
  })
})
